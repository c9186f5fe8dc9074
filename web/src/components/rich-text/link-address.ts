// The link addresses the server's sanitiser keeps (http, https, mailto); checked before a link is set, so
// that nothing the user typed disappears on save.

export type LinkAddress = { ok: true; href: string } | { ok: false };

const ALLOWED = /^(https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@]+@[^\s@]+\.[^\s@]+)$/i;
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * '' removes the link; 'www.example.de' becomes 'https://www.example.de' and 'lea@example.de' a mailto link;
 * any other scheme (javascript:, data:, ftp:) is refused.
 */
export function linkAddress(typed: string): LinkAddress {
  const value = typed.trim();
  if (!value) return { ok: true, href: '' };
  let href = value;
  if (!OTHER_SCHEME.test(value)) href = /^[^\s@/]+@[^\s@]+\.[^\s@]+$/.test(value) ? `mailto:${value}` : `https://${value}`;
  return ALLOWED.test(href) ? { ok: true, href } : { ok: false };
}
