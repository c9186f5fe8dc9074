// Wiki search: GET /knowledge/tenant/{tenantId}/search?text=: German stemming finds a chapter by an inflected
// word, in titles and text; the snippet is escaped HTML with only <mark> around the matches; hits come only
// from wikis the caller may see; bad input is a 400; another group's member gets 404; the GIN index serves it.
// Issue 24 §13: snippets are made only for the page returned, and 30 searches per account and minute.
import { SEARCH_LIMIT_MESSAGE } from '#api/modules/knowledge/wiki-search-rate-limit';
import { HEADLINE_OPTIONS, SEARCH_PAGE_SQL, SECTION_VECTOR, WIKI_VECTOR } from '#api/modules/knowledge/wiki-search.repository';
import { SvLevel } from '#shared/levels';
import { WIKI_MESSAGES as WM } from '#shared/wiki';
import { addSection, createWiki, wikiGroup, WikiGroup } from '../fixtures/knowledge-wiki';
import { expectApiError, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

interface Hit {
  wikiId: string;
  wikiTitle: string;
  sectionId: string | null;
  sectionTitle: string | null;
  snippet: string;
  rank: number;
}

describe('knowledge: wiki search', () => {
  const t = useTestApp();
  let g: WikiGroup;
  let handbook: { _id: string };
  let elections: { _id: string };

  const search = async (text: string, level: number = SvLevel.SV_MEMBER, query: Record<string, unknown> = {}) => {
    const res = await g
      .as(level)
      .get(g.searchUrl)
      .query({ text, ...query });
    expect(res.status).toBe(200);
    return res.body as { items: Hit[]; total: number; page: number; pageSize: number };
  };

  beforeAll(async () => {
    g = await wikiGroup(t);
    handbook = await createWiki(g, { title: 'SV-Handbuch', description: 'Alles über die Schülervertretung' });
    elections = await addSection(g, handbook._id, {
      title: 'Wahlen',
      content: '<h2>Ablauf</h2><p>Die Schulsprecherin wird im September gewählt. Alle Klassensprecher stimmen ab.</p>',
    });
    await addSection(g, handbook._id, {
      title: 'Kasse',
      content: '<p>Belege &lt;script&gt; sammeln &amp; die Kassenprüfung vorbereiten.</p>',
    });
    const secret = await createWiki(g, { title: 'Vorstand intern', viewAccess: 3 });
    await addSection(g, secret._id, { title: 'Wahlvorbereitung', content: '<p>Kandidaten für die Wahl ansprechen.</p>' });
  });

  it('finds a chapter by an inflected German word and marks the match', async () => {
    // "Wahl" matches the title "Wahlen"; "gewählt" and "wählen" share a stem with the text's "gewählt".
    const byTitle = await search('Wahl');
    expect(byTitle.items).toEqual([
      {
        wikiId: handbook._id,
        wikiTitle: 'SV-Handbuch',
        sectionId: elections._id,
        sectionTitle: 'Wahlen',
        snippet: expect.any(String),
        rank: expect.any(Number),
      },
    ]);
    const byText = await search('Schulsprecherinnen');
    expect(byText.items.map((h) => h.sectionTitle)).toEqual(['Wahlen']);
    expect(byText.items[0].snippet).toContain('Die <mark>Schulsprecherin</mark> wird im September');
    const inflected = await search('Klassensprechern');
    expect(inflected.items[0].snippet).toContain('<mark>Klassensprecher</mark>');
    // The wiki itself matches on its title and description.
    const wiki = await search('Schülervertretungen');
    expect(wiki.items).toEqual([
      {
        wikiId: handbook._id,
        wikiTitle: 'SV-Handbuch',
        sectionId: null,
        sectionTitle: null,
        snippet: expect.stringContaining('<mark>'),
        rank: expect.any(Number),
      },
    ]);
  });

  it('escapes the snippet except the marks', async () => {
    const hit = (await search('Kassenprüfungen')).items[0];
    expect(hit.sectionTitle).toBe('Kasse');
    expect(hit.snippet).toBe('Belege &lt;script&gt; sammeln &amp; die <mark>Kassenprüfung</mark> vorbereiten');
    expect(hit.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('answers only from wikis the caller may see', async () => {
    expect((await search('Wahl', SvLevel.SV_MEMBER)).items.map((h) => h.sectionTitle)).toEqual(['Wahlen']);
    expect((await search('Wahl', SvLevel.SV_BOARD)).items.map((h) => h.sectionTitle).sort()).toEqual(['Wahlen', 'Wahlvorbereitung']);
    expect((await search('Kandidaten', SvLevel.GUEST)).items).toEqual([]);
  });

  it('pages, takes any text without a syntax error, and refuses bad input', async () => {
    const paged = await search('Wahl', SvLevel.SV_BOARD, { pageSize: 1, page: 2 });
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
    for (const text of ['"Wahl', 'Wahl & | !', ':*', "'); DROP TABLE wiki; --", 'der die das', '<script>']) {
      expect((await search(text)).items).toBeInstanceOf(Array);
    }
    const missing = validationError('text', WM.searchTextRequired);
    expectApiError(await g.as(SvLevel.SV_MEMBER).get(g.searchUrl), missing);
    expectApiError(await g.as(SvLevel.SV_MEMBER).get(g.searchUrl).query({ text: '   ' }), missing);
    expectApiError(
      await g
        .as(SvLevel.SV_MEMBER)
        .get(g.searchUrl)
        .query({ text: 'x'.repeat(101) }),
      { statusCode: 400 },
    );
    expectApiError(await g.as(SvLevel.SV_MEMBER).get(g.searchUrl).query({ text: 'Wahl', page: 0 }), { statusCode: 400 });
    expectApiError(await g.as(SvLevel.SV_MEMBER).get(g.searchUrl).query({ text: 'Wahl', pageSize: 'viele' }), { statusCode: 400 });
    expectApiError(
      await g
        .as(SvLevel.SV_MEMBER)
        .get(g.searchUrl)
        .query({ text: ['a', 'b'] }),
      { statusCode: 400 },
    );
  });

  it('hides the search from another group: 404, and finds nothing of another group in its own', async () => {
    const other = await t.memberSession({ level: SvLevel.SV_ADMIN });
    expectApiError(await other.client.get(g.searchUrl).query({ text: 'Wahl' }), { statusCode: 404 });
    const own = await other.client.get(`/api/knowledge/tenant/${other.tenant._id}/search`).query({ text: 'Wahl' });
    expect(own.body).toMatchObject({ items: [], total: 0 });
  });

  it('uses the German full-text indexes', async () => {
    const plan = await t.dataSource.transaction(async (m) => {
      await m.query('SET LOCAL enable_seqscan = off');
      const section = await m.query(
        `EXPLAIN SELECT s.id FROM wiki_section s WHERE ${SECTION_VECTOR} @@ websearch_to_tsquery('german', 'Wahl')`,
      );
      const wiki = await m.query(`EXPLAIN SELECT w.id FROM wiki w WHERE ${WIKI_VECTOR} @@ websearch_to_tsquery('german', 'Wahl')`);
      return JSON.stringify([section, wiki]);
    });
    expect(plan).toContain('idx_wiki_section_search');
    expect(plan).toContain('idx_wiki_search');
  });

  it('makes snippets only for the rows of the page, never for every hit', async () => {
    interface PlanNode {
      'Node Type': string;
      Output?: string[];
      Plans?: PlanNode[];
    }
    const [
      {
        'QUERY PLAN': [{ Plan: plan }],
      },
    ] = await t.dataSource.query(`EXPLAIN (VERBOSE, FORMAT JSON) ${SEARCH_PAGE_SQL}`, [
      g.tenant._id,
      SvLevel.SV_BOARD,
      'Wahl',
      HEADLINE_OPTIONS,
      1,
      0,
    ]);
    const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
    const headlines = (node: PlanNode) => (node.Output ?? []).some((column) => column.includes('ts_headline'));
    const limit = nodes(plan).find((node) => node['Node Type'] === 'Limit')!;
    expect(limit).toBeDefined();
    // Below the page's LIMIT no row gets a headline; above it, the page's rows do.
    expect(nodes(limit).filter(headlines)).toEqual([]);
    expect(nodes(plan).some(headlines)).toBe(true);
    expect((await search('Schulsprecherinnen', SvLevel.SV_BOARD, { pageSize: 1 })).items[0].snippet).toContain('<mark>');
  });

  it('answers the 31st search of an account within a minute with 429 in German, other accounts search on', async () => {
    const eager = await t.login(await t.member(g.tenant, SvLevel.SV_MEMBER));
    for (let i = 0; i < 30; i++) {
      const res = await eager.get(g.searchUrl).query({ text: `Wahl ${i}` });
      expect({ i, status: res.status }).toEqual({ i, status: 200 });
    }
    const limited = await eager.get(g.searchUrl).query({ text: 'Wahl' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ statusCode: 429, code: 'SEARCH_RATE_LIMITED', message: SEARCH_LIMIT_MESSAGE });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Leaving out the text does not get round it.
    expect((await eager.get(g.searchUrl)).status).toBe(429);
    expect((await g.as(SvLevel.SV_BOARD).get(g.searchUrl).query({ text: 'Wahl' })).status).toBe(200);
  });
});
