// RFC 6266 with the RFC 5987 `filename*` parameter: umlauts arrive intact in every current browser, and an
// ASCII `filename` stands in for old clients. Quotes, backslashes and control characters never reach the
// header as they are.

/** ASCII stand-in: umlauts spelt out, anything else non-ASCII as '_'. */
function asciiFallback(name: string): string {
  const spelt = name
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss');

  return spelt.replace(/[^\x20-\x7E]|["\\]/g, '_');
}

/** RFC 5987 attr-char: letters, digits and !#$&+-.^_`|~ stay, everything else is percent-encoded UTF-8. */
function extValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${extValue(name)}`;
}
