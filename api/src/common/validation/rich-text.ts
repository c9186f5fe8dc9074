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
