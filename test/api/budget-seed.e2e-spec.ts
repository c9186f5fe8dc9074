// The budget demo data (api/scripts/seed-budget.ts) in a database of its own: this year's budget of the
// SV Goethe-Gymnasium with income and expense groups, positions in them and without a group, some with
// actual amounts, and a `budget.changed` for the stats worker; a second run adds nothing.
import { seedDemoData } from '../../api/scripts/seed';
import { DEMO_BUDGET_SHORTCODE, demoBudgetTitle } from '../../api/scripts/seed-budget';
import { useSeedDatabase } from '../helpers/seed-database';

describe('budget: demo data', () => {
  const seed = useSeedDatabase();

  it("gives the Goethe-Gymnasium this year's budget with groups and positions, once", async () => {
    const { ds, storage } = seed;
    await seedDemoData(ds, { storage });
    const count = async () =>
      (await ds.query(`SELECT (SELECT count(*) FROM budget_position)::int p, (SELECT count(*) FROM budget)::int b`))[0];
    const before = await count();
    expect(await seedDemoData(ds, { storage })).toEqual({ created: 0 });
    expect(await count()).toEqual(before);

    const year = new Date().getUTCFullYear();
    const [budget]: { id: string; title: string; year: number; actual_enabled: boolean }[] = await ds.query(
      `SELECT b.id, b.title, b.year, b.actual_enabled FROM budget b JOIN tenant t ON t.id = b.tenant_id WHERE t.shortcode = $1`,
      [DEMO_BUDGET_SHORTCODE],
    );
    expect(budget).toMatchObject({ title: demoBudgetTitle(budget.year), actual_enabled: true });
    expect(Math.abs(budget.year - year)).toBeLessThanOrEqual(1);
    const kinds: { type: string; grouped: number; n: number; with_actual: number }[] = await ds.query(
      `SELECT type, count(group_id)::int AS grouped, count(*)::int AS n, count(actual)::int AS with_actual
         FROM budget_position WHERE budget_id = $1 GROUP BY type ORDER BY type`,
      [budget.id],
    );
    expect(kinds).toEqual([
      { type: 'EXPENSE', grouped: 4, n: 5, with_actual: 3 },
      { type: 'GROUP_EXPENSE', grouped: 0, n: 2, with_actual: 0 },
      { type: 'GROUP_INCOME', grouped: 0, n: 2, with_actual: 0 },
      { type: 'INCOME', grouped: 4, n: 5, with_actual: 4 },
    ]);
    const events: unknown[] = await ds.query(`SELECT 1 FROM outbox WHERE type = 'budget.changed' AND (payload ->> 'year')::int = $1`, [
      budget.year,
    ]);
    expect(events).toHaveLength(1);
  });
});
