import { archiveFileName, dataJson } from './data-archive';
import { dataArchiveHtml, escapeHtml } from './data-archive-html';
import type { DataSection } from './data-sections';

const section: DataSection = { key: 'items', title: 'Einträge <b>', labels: { name: 'Name' } };

describe('data archive', () => {
  it('keeps an upload inside files/: no folders, no leading dots, a unique prefix', () => {
    expect(archiveFileName('id1', '../../etc/passwd')).toBe('id1-__.._etc_passwd');
    expect(archiveFileName('id2', '..\\..\\boot.ini')).toBe('id2-__.._boot.ini');
    expect(archiveFileName('id3', '')).toBe('id3-datei');
    expect(archiveFileName('id4', 'Plan.pdf')).toBe('id4-Plan.pdf');
  });

  it('escapes every value and heading of the readable page', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const html = dataArchiveHtml({
      title: evil,
      createdAt: new Date('2026-11-29T10:00:00Z'),
      sections: [{ section, content: { records: [{ name: evil, [evil]: `"'&` }] } }],
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain(escapeHtml(evil));
    expect(html).toContain('&quot;&#39;&amp;');
    expect(html).toContain('29.11.2026 11:00');
  });

  it('writes each section under its key, a single one as an object, and the hint when given', () => {
    const json = JSON.parse(
      dataJson({
        title: 't',
        createdAt: new Date('2026-11-29T10:00:00Z'),
        hinweis: 'H',
        sections: [
          { section: { ...section, key: 'account', single: true }, content: { records: [{ a: 1 }] } },
          { section, content: { records: [] } },
        ],
      }),
    );
    expect(json).toEqual({ erstelltAm: '2026-11-29T10:00:00.000Z', hinweis: 'H', account: { a: 1 }, items: [] });
  });
});
