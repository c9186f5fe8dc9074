import { WIKI_SNIPPET_MARK } from '#shared/wiki';

// A search hit's snippet is escaped text with the matched words in <mark>...</mark> (#shared/wiki). It is
// turned into text pieces here and rendered as React text, so user text never reaches innerHTML outside
// RichTextView (docs/ui-patterns.md §8), whatever the server sends.

export interface SnippetPart {
  text: string;
  marked: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Undoes the server's HTML escaping (named and numeric entities); an unknown entity stays as written. */
export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const point = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return NAMED[code.toLowerCase()] ?? entity;
  });
}

/** The snippet as plain text pieces, the matched ones flagged. */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (raw: string, marked: boolean) => {
    const text = unescapeHtml(raw);
    if (text) parts.push({ text, marked });
  };
  let rest = snippet;
  while (rest) {
    const open = rest.indexOf(WIKI_SNIPPET_MARK.open);
    if (open < 0) break;
    const close = rest.indexOf(WIKI_SNIPPET_MARK.close, open);
    if (close < 0) break;
    push(rest.slice(0, open), false);
    push(rest.slice(open + WIKI_SNIPPET_MARK.open.length, close), true);
    rest = rest.slice(close + WIKI_SNIPPET_MARK.close.length);
  }
  push(rest, false);
  return parts;
}
