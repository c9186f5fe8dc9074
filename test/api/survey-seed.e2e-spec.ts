// The survey demo data (api/scripts/seed-survey.ts) in a database of its own: an active survey with answers
// in the Goethe-Gymnasium and an active TAN survey with codes for two classes; a second run adds nothing.
import { seedDemoData } from '../../api/scripts/seed';
import { DEMO_SURVEY_TITLE, DEMO_TAN_SURVEY_TITLE } from '../../api/scripts/seed-survey';
import { useSeedDatabase } from '../helpers/seed-database';

describe('survey: demo data', () => {
  const seed = useSeedDatabase();

  it('seeds an answered survey and a TAN survey with two classes of codes in the Goethe-Gymnasium, once', async () => {
    const { ds, storage } = seed;
    await seedDemoData(ds, { storage });
    const count = async () =>
      (
        await ds.query(
          `SELECT (SELECT count(*) FROM survey)::int s, (SELECT count(*) FROM survey_result)::int r,
                  (SELECT count(*) FROM survey_answer)::int a, (SELECT count(*) FROM survey_code)::int c`,
        )
      )[0];
    const before = await count();
    expect(await seedDemoData(ds, { storage })).toEqual({ created: 0 });
    expect(await count()).toEqual(before);

    const rows: { shortcode: string; title: string; mode: string; state: string; questions: number; results: number }[] = await ds.query(
      `SELECT t.shortcode, s.title, s.mode, s.state,
              (SELECT count(*) FROM survey_component c WHERE c.survey_id = s.id)::int AS questions,
              (SELECT count(*) FROM survey_result r WHERE r.survey_id = s.id)::int AS results
         FROM survey s JOIN tenant t ON t.id = s.tenant_id ORDER BY s.title`,
    );
    expect(rows).toEqual([
      { shortcode: 'sv-goethe', title: DEMO_TAN_SURVEY_TITLE, mode: 'TAN', state: 'ACTIVE', questions: 3, results: 0 },
      { shortcode: 'sv-goethe', title: DEMO_SURVEY_TITLE, mode: 'ANONYMOUS', state: 'ACTIVE', questions: 6, results: 12 },
    ]);
    const batches = await ds.query(`SELECT batch, count(*)::int AS n FROM survey_code GROUP BY batch ORDER BY batch`);
    expect(batches).toEqual([
      { batch: '7a', n: 28 },
      { batch: '7b', n: 28 },
    ]);
  });
});
