import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { RICH_TEXT_TEXT as T } from './text';

/** Uploads an image into the edited object's materials and answers where it is served, or null when it failed. */
export type ImageUpload = (file: File) => Promise<{ src: string; alt: string } | null>;

export interface RichTextEditorProps {
  /** HTML; '' when empty. Set by Form.Item. */
  value?: string;
  onChange?: (html: string) => void;
  /** Set by Form.Item; lands on the editable area. */
  id?: string;
  /** The field's name for screen readers (the editable area is not a native input a label can point at). */
  'aria-label': string;
  disabled?: boolean;
  /**
   * 'document' (wiki chapters) adds four heading levels, links, tables and code; only for fields whose
   * sanitiser profile keeps them. Default 'basic'.
   */
  variant?: 'basic' | 'document';
  /** With the document variant: offers 'Bild einfügen', which uploads through this and inserts the image. */
  onUploadImage?: ImageUpload;
}

// TipTap and ProseMirror are a large download: they load with the first form that shows an editor.
const TiptapEditor = lazy(() => import('./tiptap-editor'));

function EditorPlaceholder() {
  return (
    <div role="status" aria-live="polite" aria-label={T.loading} style={{ minHeight: 160 }}>
      <Skeleton active paragraph={{ rows: 3 }} title={false} />
    </div>
  );
}

/**
 * A rich-text field for antd forms (bold, italic, lists, headings, links; with `variant="document"` also
 * tables and images), with a toolbar whose buttons carry German names. The server sanitises what it stores; show stored HTML only with RichTextView.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
