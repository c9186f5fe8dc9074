import { linkAddress } from './link-address';

describe('linkAddress', () => {
  it('keeps http, https and mailto links', () => {
    expect(linkAddress(' https://sv.example.de/satzung ')).toEqual({ ok: true, href: 'https://sv.example.de/satzung' });
    expect(linkAddress('http://example.de')).toEqual({ ok: true, href: 'http://example.de' });
    expect(linkAddress('mailto:sv@example.de')).toEqual({ ok: true, href: 'mailto:sv@example.de' });
  });

  it('completes an address without scheme', () => {
    expect(linkAddress('www.example.de')).toEqual({ ok: true, href: 'https://www.example.de' });
    expect(linkAddress('lea@example.de')).toEqual({ ok: true, href: 'mailto:lea@example.de' });
  });

  it('removes the link when empty', () => {
    expect(linkAddress('  ')).toEqual({ ok: true, href: '' });
  });

  it('refuses schemes the sanitiser drops', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.de',
      'mailto:kein',
      'https://',
    ]) {
      expect(linkAddress(bad)).toEqual({ ok: false });
    }
  });
});
