// The demo data of `npm run up` in a database of its own, so that other suites never see it.
import { PasswordHasher } from '#api/modules/auth/password.hasher';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../../api/scripts/seed';
import { DEMO_AGENDA_NAME, demoWeekMonday } from '../../api/scripts/seed-calendar';
import { useSeedDatabase } from '../helpers/seed-database';

describe('demo data seed', () => {
  const seed = useSeedDatabase();

  it('creates every tenant type with members at every level, and a second run changes nothing', async () => {
    const { ds, storage } = seed;
    const first = await seedDemoData(ds, { storage });
    expect(first.created).toBeGreaterThan(20);
    const counts = async () =>
      (
        await ds.query(
          `SELECT (SELECT count(*) FROM user_account) u, (SELECT count(*) FROM tenant) t, (SELECT count(*) FROM membership) m, (SELECT count(*) FROM domain) d,
                  (SELECT count(*) FROM calendar_event) c, (SELECT count(*) FROM material) f`,
        )
      )[0];
    const before = await counts();
    expect(await seedDemoData(ds, { storage })).toEqual({ created: 0 });
    expect(await counts()).toEqual(before);

    const levels: { type: string; levels: number[] }[] = await ds.query(
      `SELECT t.type, array_agg(DISTINCT m.level ORDER BY m.level) AS levels FROM membership m JOIN tenant t ON t.id = m.tenant_id GROUP BY t.type ORDER BY t.type`,
    );
    expect(levels).toEqual([
      { type: 'NETWORK', levels: [0, 1, 2] },
      { type: 'SSR', levels: [0, 1, 2, 3] },
      { type: 'SV', levels: [0, 1, 2, 3, 4, 5] },
    ]);
    expect(Number((await ds.query(`SELECT count(*) c FROM tenant WHERE is_public`))[0].c)).toBe(2);
  });

  it('sets each group’s join policy by type and leaves a pending join request whose deciders are notified', async () => {
    const { ds } = seed;
    const policies: { type: string; join_policy: string }[] = await ds.query(`SELECT DISTINCT type, join_policy FROM tenant ORDER BY type`);
    expect(policies).toEqual([
      { type: 'NETWORK', join_policy: 'OPEN' },
      { type: 'SSR', join_policy: 'OPEN' },
      { type: 'SV', join_policy: 'REQUEST' },
    ]);
    const requests = await ds.query(
      `SELECT t.shortcode, u.mail FROM join_request r JOIN tenant t ON t.id = r.tenant_id JOIN user_account u ON u.id = r.user_id`,
    );
    expect(requests).toEqual([{ shortcode: 'sv-goethe', mail: 'lara.schiller@plenum.test' }]);
    const notified: { mail: string }[] = await ds.query(
      `SELECT u.mail FROM group_notification n JOIN user_account u ON u.id = n.recipient_id WHERE n.type = 'JOIN_REQUEST' ORDER BY u.mail`,
    );
    expect(notified.map((n) => n.mail)).toEqual(['emma.schulsprecherin@plenum.test', 'weber.lehrerin@plenum.test']);
  });

  it('gives every demo account the printed password and a verified address', async () => {
    const { ds } = seed;
    const rows: { mail: string; password_hash: string; verified_at: Date | null }[] = await ds.query(
      `SELECT mail, password_hash, verified_at FROM user_account`,
    );
    expect(rows.map((r) => r.mail).sort()).toEqual(DEMO_USERS.map((u) => u.mail).sort());
    const hasher = new PasswordHasher();
    for (const row of rows) {
      expect(row.verified_at).not.toBeNull();
      expect(await hasher.verify(row.password_hash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('puts calendar entries of this week and next into every group, at several levels, one with a PDF', async () => {
    const { ds, storage } = seed;
    const monday = new Date(`${demoWeekMonday()}T00:00:00+01:00`);
    const inTwoWeeks = new Date(monday.getTime() + 14 * 24 * 60 * 60 * 1000);
    const groups: { shortcode: string; levels: number[]; this_week: number; next_week: number; all_day: number }[] = await ds.query(
      `SELECT t.shortcode, array_agg(DISTINCT e.view_access ORDER BY e.view_access) AS levels,
              count(*) FILTER (WHERE e.start_date < $2)::int AS this_week, count(*) FILTER (WHERE e.start_date >= $2)::int AS next_week,
              count(*) FILTER (WHERE e.all_day)::int AS all_day
         FROM tenant t LEFT JOIN calendar_event e ON e.tenant_id = t.id AND e.start_date >= $1 AND e.start_date < $3
        GROUP BY t.shortcode ORDER BY t.shortcode`,
      [new Date(monday.getTime() - 2 * 60 * 60 * 1000), new Date(monday.getTime() + 7 * 24 * 60 * 60 * 1000), inTwoWeeks],
    );
    expect(groups.map((g) => g.shortcode)).toEqual(['net-klima', 'ssr-muster', 'sv-goethe', 'sv-schiller']);
    for (const g of groups) {
      expect({ group: g.shortcode, severalLevels: g.levels.length >= 2, thisWeek: g.this_week > 0, nextWeek: g.next_week > 0 }).toEqual({
        group: g.shortcode,
        severalLevels: true,
        thisWeek: true,
        nextWeek: true,
      });
    }
    expect(groups.reduce((n, g) => n + g.all_day, 0)).toBeGreaterThan(0);

    const pdfs: { name: string; mime_type: string; storage_key: string; owner_kind: string; title: string }[] = await ds.query(
      `SELECT f.name, f.mime_type, f.storage_key, f.owner_kind, e.title FROM material f JOIN calendar_event e ON e.id = f.owner_id`,
    );
    expect(pdfs).toEqual([
      {
        name: DEMO_AGENDA_NAME,
        mime_type: 'application/pdf',
        storage_key: expect.any(String),
        owner_kind: 'CALENDAR_EVENT',
        title: 'SV-Sitzung',
      },
    ]);
    const stored = await storage.open(pdfs[0].storage_key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
