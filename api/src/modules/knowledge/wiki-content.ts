// Pure helpers of the wiki chapters: the plain text the search indexes, and the search snippet made safe.
import { WIKI_SNIPPET_MARK } from '#shared/wiki';
import { plainTextOfRichText } from '../../common/validation/rich-text';

/**
 * The marks ts_headline puts around matched words: private-use characters no text keeps (they are removed
 * from stored plain text and from the headline's input), so escaping the snippet cannot touch the marks.
 */
export const SNIPPET_START = '\uE000';
export const SNIPPET_STOP = '\uE001';
/**
 * Stand-ins for < and > in the headline's input: PostgreSQL's parser reads "<script>" in text as a tag and
 * skips every word up to "</script>", so the search reads the text without them (see wiki-search.repository.ts).
 */
export const LT_STANDIN = '\uE002';
export const GT_STANDIN = '\uE003';
const PRIVATE_MARKS = /[\uE000-\uE003]/g;

/** The text of sanitised chapter HTML without the snippet marks (for to_tsvector and ts_headline). */
export function plainTextOf(html: string): string {
  return plainTextOfRichText(html).replace(PRIVATE_MARKS, '').replace(/\s+/g, ' ').trim();
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A ts_headline answer as HTML: everything escaped, then the stand-ins turned back, the marks into <mark> pairs. */
export function snippetHtml(headline: string): string {
  let open = false;
  const escaped = headline.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
  const marked = escaped.replace(PRIVATE_MARKS, (c) => {
    if (c === LT_STANDIN) return '&lt;';
    if (c === GT_STANDIN) return '&gt;';
    // Only a start opens and only a stop closes: the marks always come out paired.
    if (c === SNIPPET_START && !open) return ((open = true), WIKI_SNIPPET_MARK.open);
    if (c === SNIPPET_STOP && open) return ((open = false), WIKI_SNIPPET_MARK.close);
    return '';
  });
  return open ? marked + WIKI_SNIPPET_MARK.close : marked;
}
