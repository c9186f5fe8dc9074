// The one HTML sanitiser (ARCHITECTURE 6): every rich-text field is stored as this returns it, and the web
// renders only that stored copy. What the editor can produce passes; everything else (script, style,
// event handlers, images, iframes, inline styles, foreign URL schemes) is dropped on the way in, so a
// description written through the API directly is as harmless as one written in the editor.
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'code', 'pre'];
const LINK_SCHEMES = ['http', 'https', 'mailto'];
// Decoded attribute value (the parser resolves entities first), so '&#106;avascript:' cannot slip through.
const LINK_HREF = /^(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { a: LINK_SCHEMES },
  allowedSchemesAppliedToAttributes: ['href'],
  // '//host/path' would take the page's scheme: a link must say where it goes.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links always open in a new tab without handing the opener (or the referring page) to the target;
    // relative and unknown targets lose their href, since a description has no place on our own site to link to.
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const kept: sanitizeHtml.Attributes = { rel: 'noopener noreferrer', target: '_blank' };
      if (LINK_HREF.test(href)) kept.href = href;
      return { tagName, attribs: kept };
    },
  },
};

/** Sanitised HTML of a rich-text value; trimmed, so that markup-free blank input is empty. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

// The wiki profile (issue 16 §1): the editor's chapters add headings h1-h4, tables and images. An image
// stays only when its source is a file of the same chapter (`/api/files/{id}` with an id the caller passes
// in); remote, relative, `data:` and `javascript:` sources are dropped with the image. The profile above is
// untouched: other modules' fields still refuse headings h1, tables and images.
const WIKI_IMAGE_SRC = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const TABLE_SPAN = /^[1-9]\d?$/;

function wikiOptions(materialIds: ReadonlySet<string>): sanitizeHtml.IOptions {
  const spans = (tagName: string, attribs: sanitizeHtml.Attributes) => ({
    tagName,
    attribs: Object.fromEntries(
      Object.entries(attribs).filter(([name, value]) => ['colspan', 'rowspan'].includes(name) && TABLE_SPAN.test(value)),
    ),
  });
  return {
    ...OPTIONS,
    allowedTags: [...ALLOWED_TAGS, 'h1', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img'],
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'title'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemesByTag: { a: LINK_SCHEMES, img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    transformTags: {
      ...OPTIONS.transformTags,
      th: spans,
      td: spans,
      img: (tagName, attribs) => {
        const id = WIKI_IMAGE_SRC.exec((attribs.src ?? '').trim())?.[1]?.toLowerCase();
        if (!id || !materialIds.has(id)) return { tagName, attribs: {} };
        const kept: sanitizeHtml.Attributes = { src: `/api/files/${id}` };
        if (attribs.alt) kept.alt = attribs.alt;
        if (attribs.title) kept.title = attribs.title;
        return { tagName, attribs: kept };
      },
    },
    // An image without an allowed source goes entirely (no empty <img>).
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/** Sanitised HTML of a wiki chapter; images only of `materialIds` (the chapter's own files, lower-case ids). */
export function sanitizeWikiHtml(html: string, materialIds: Iterable<string>): string {
  const ids = new Set([...materialIds].map((id) => id.toLowerCase()));
  return sanitizeHtml(html, wikiOptions(ids)).trim();
}

// Block ends become spaces first, so that "<p>a</p><p>b</p>" reads "a b", not "ab".
const BLOCK_END = /<\/(p|h[1-6]|li|td|th|tr|blockquote|pre)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The words of rich-text HTML without any markup, entities decoded, whitespace collapsed (for search indexes). */
export function plainTextOfRichText(html: string): string {
  return sanitizeHtml(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
}
