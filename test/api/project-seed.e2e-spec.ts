// The project demo data (api/scripts/seed-project.ts) in a database of its own: 'Schulfest' in the
// Goethe-Gymnasium with tasks in every column, subtasks, owners and connectors; a second run adds nothing.
import { seedDemoData } from '../../api/scripts/seed';
import { DEMO_PROJECT_TITLE } from '../../api/scripts/seed-project';
import { useSeedDatabase } from '../helpers/seed-database';

describe('project: demo data', () => {
  const seed = useSeedDatabase();

  it('seeds the Schulfest board with tasks in every column, subtasks, owners and connectors, once', async () => {
    const { ds, storage } = seed;
    await seedDemoData(ds, { storage });
    const count = async () =>
      (await ds.query(`SELECT (SELECT count(*) FROM project)::int p, (SELECT count(*) FROM project_task)::int k`))[0];
    const before = await count();
    expect(await seedDemoData(ds, { storage })).toEqual({ created: 0 });
    expect(await count()).toEqual(before);

    const [project]: { id: string; shortcode: string; columns: { _id: string; title: string }[] }[] = await ds.query(
      `SELECT p.id, t.shortcode, p.columns FROM project p JOIN tenant t ON t.id = p.tenant_id WHERE p.title = $1`,
      [DEMO_PROJECT_TITLE],
    );
    expect(project.shortcode).toBe('sv-goethe');
    expect(project.columns.map((c) => c.title)).toEqual(['Offen', 'In Arbeit', 'Erledigt']);
    const tasks: {
      col_id: string;
      position: number;
      subtasks: unknown[];
      owner_id: string | null;
      connectors: { kind: string; targetId: string }[];
    }[] = await ds.query(
      `SELECT col_id, position, subtasks, owner_id, connectors FROM project_task WHERE project_id = $1 ORDER BY col_id, position`,
      [project.id],
    );
    for (const column of project.columns) {
      const inColumn = tasks.filter((k) => k.col_id === column._id);
      expect({ column: column.title, positions: inColumn.map((k) => k.position) }).toEqual({
        column: column.title,
        positions: inColumn.map((_, i) => i),
      });
      expect(inColumn.length).toBeGreaterThan(0);
    }
    expect(tasks.every((k) => k.owner_id !== null)).toBe(true);
    expect(tasks.some((k) => k.subtasks.length > 0)).toBe(true);
    const kinds = new Set(tasks.flatMap((k) => k.connectors.map((c) => c.kind)));
    expect([...kinds].sort()).toEqual(['BUDGET', 'EVENT', 'SURVEY', 'WIKI']);
    // Every connector points at an object of the group.
    for (const c of tasks.flatMap((k) => k.connectors)) {
      const table = { WIKI: 'wiki_section', EVENT: 'event', SURVEY: 'survey', BUDGET: 'budget' }[c.kind]!;
      const rows = await ds.query(
        `SELECT 1 FROM ${table} o JOIN tenant t ON t.id = o.tenant_id WHERE o.id = $1 AND t.shortcode = 'sv-goethe'`,
        [c.targetId],
      );
      expect({ c, found: rows.length }).toEqual({ c, found: 1 });
    }
  });
});
