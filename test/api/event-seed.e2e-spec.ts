// The event demo data (api/scripts/seed-event.ts) in a database of its own: one upcoming event per SV with
// registration, check-in and programme open, a programme and a few registrations; a second run adds nothing.
import { seedDemoData } from '../../api/scripts/seed';
import { DEMO_EVENT_TITLE } from '../../api/scripts/seed-event';
import { useSeedDatabase } from '../helpers/seed-database';

describe('event: demo data', () => {
  const seed = useSeedDatabase();

  it('gives every SV one upcoming, open event with a programme and registrations, once', async () => {
    const { ds, storage } = seed;
    await seedDemoData(ds, { storage });
    const count = async () =>
      (await ds.query(`SELECT (SELECT count(*) FROM event)::int e, (SELECT count(*) FROM event_registration)::int r`))[0];
    const before = await count();
    expect(await seedDemoData(ds, { storage })).toEqual({ created: 0 });
    expect(await count()).toEqual(before);

    const rows: { type: string; title: string; upcoming: boolean; open: boolean; items: number; fields: number; registrations: number }[] =
      await ds.query(
        `SELECT t.type, e.title, e.start_date > now() AS upcoming,
                (e.switch_registration AND e.switch_checkin AND e.switch_program) AS open,
                jsonb_array_length(e.configuration -> 'toc')::int AS items, jsonb_array_length(e.custom_fields)::int AS fields,
                (SELECT count(*) FROM event_registration r WHERE r.event_id = e.id)::int AS registrations
           FROM event e JOIN tenant t ON t.id = e.tenant_id ORDER BY t.shortcode`,
      );
    const svs = (await ds.query(`SELECT count(*)::int n FROM tenant WHERE type = 'SV'`))[0].n;
    expect(rows).toHaveLength(svs);
    for (const row of rows) {
      expect(row).toEqual({ type: 'SV', title: DEMO_EVENT_TITLE, upcoming: true, open: true, items: 3, fields: 2, registrations: 3 });
    }
  });
});
