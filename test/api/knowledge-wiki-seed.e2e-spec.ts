// The wiki demo data (api/scripts/seed-knowledge.ts) in a database of its own: the 'SV-Handbuch' of the
// Goethe-Gymnasium with its chapters in order, sanitised, searchable; a second run adds nothing.
import { SECTION_VECTOR } from '#api/modules/knowledge/wiki-search.repository';
import { seedDemoData } from '../../api/scripts/seed';
import { DEMO_WIKI_CHAPTERS, DEMO_WIKI_TITLE } from '../../api/scripts/seed-knowledge';
import { useSeedDatabase } from '../helpers/seed-database';

describe('knowledge: wiki demo data', () => {
  const seed = useSeedDatabase();

  it('gives the Goethe-Gymnasium the SV-Handbuch with several chapters, once', async () => {
    const { ds, storage } = seed;
    await seedDemoData(ds, { storage });
    const count = async () => (await ds.query(`SELECT (SELECT count(*) FROM wiki)::int w, (SELECT count(*) FROM wiki_section)::int s`))[0];
    const before = await count();
    expect(await seedDemoData(ds, { storage })).toEqual({ created: 0 });
    expect(await count()).toEqual(before);

    const rows: { shortcode: string; title: string; chapter: string; position: number; content: string; text: string }[] = await ds.query(
      `SELECT t.shortcode, w.title, s.title AS chapter, s.position, s.content, s.content_text AS text
         FROM wiki w JOIN tenant t ON t.id = w.tenant_id JOIN wiki_section s ON s.wiki_id = w.id
        WHERE w.title = $1 ORDER BY s.position`,
      [DEMO_WIKI_TITLE],
    );
    expect(rows.map((r) => [r.shortcode, r.position, r.chapter])).toEqual(DEMO_WIKI_CHAPTERS.map((c, i) => ['sv-goethe', i, c.title]));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row.text.length).toBeGreaterThan(20);
    // The content is stored exactly as the wiki sanitiser leaves it (links open in a new tab).
    expect(rows.find((r) => r.chapter === 'Kontakte und Links')!.content).toContain('rel="noopener noreferrer" target="_blank"');
    // Searchable by an inflected word.
    const hits = await ds.query(
      `SELECT s.title FROM wiki_section s WHERE ${SECTION_VECTOR} @@ websearch_to_tsquery('german', 'Kassenprüfungen')`,
    );
    expect(hits).toEqual([{ title: 'Kasse und Finanzen' }]);
  });
});
