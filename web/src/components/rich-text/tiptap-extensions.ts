import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

// What each editor offers is exactly what the server's sanitiser keeps for that field
// (common/validation/rich-text.ts); anything else would be typed and then silently dropped on save.

const LINK = { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] };

/** Descriptions and news: paragraphs, h2/h3, bold, italic, underline, strike, lists, quotes, http(s)/mailto links. */
export const BASIC_EXTENSIONS: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: LINK,
  }),
];

/**
 * Wiki chapters: additionally h1-h4, inline code and code blocks, tables, and images. Images only ever come
 * from the chapter's own materials (`/api/files/{id}`, inserted after their upload); base64 is refused
 * because the sanitiser drops `data:` sources.
 */
export const DOCUMENT_EXTENSIONS: Extensions = [
  StarterKit.configure({ heading: { levels: [1, 2, 3, 4] }, horizontalRule: false, link: LINK }),
  // Column widths would be stored as styles, which the sanitiser drops: no resizing.
  TableKit.configure({ table: { resizable: false } }),
  Image.configure({ inline: false, allowBase64: false }),
];
