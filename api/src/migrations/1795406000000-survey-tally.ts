import { MigrationInterface, QueryRunner } from 'typeorm';

// The survey statistics read counters instead of grouping every counted value (issue 15 §4: 100,000
// participations under 200 ms). survey_tally holds, per question and value, sums spread over 16 shard rows
// (one per database connection, pg_backend_pid() % 16), so that concurrent answers add to different rows;
// the key '' counts the participations that answered the question. The statement trigger on survey_answer
// adds to them in the INSERT itself; survey_tally_rebuild(survey) recounts one survey from its answers after
// participations were deleted. survey_answer_item, the one-row-per-value table the statistics grouped
// before, goes.
export class SurveyTally1795406000000 implements MigrationInterface {
  name = 'SurveyTally1795406000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER trg_survey_answer_items ON survey_answer`);
    await queryRunner.query(`DROP FUNCTION survey_answer_items()`);
    await queryRunner.query(`DROP TABLE "survey_answer_item"`);
    await queryRunner.query(
      `CREATE TABLE "survey_tally" ("survey_id" uuid NOT NULL, "component_id" uuid NOT NULL, "key" character varying(64) NOT NULL, "shard" smallint NOT NULL, "n" integer NOT NULL, CONSTRAINT "pk_survey_tally" PRIMARY KEY ("survey_id", "component_id", "key", "shard"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_tally" ADD CONSTRAINT "fk_survey_tally_component" FOREIGN KEY ("component_id") REFERENCES "survey_component"("id") ON DELETE CASCADE`,
    );
    // The values one answer counts: its option ids, its Likert step, its words lower-cased, each once.
    await queryRunner.query(`CREATE FUNCTION survey_answer_keys(option_ids uuid[], step smallint, words text[]) RETURNS SETOF text
      LANGUAGE sql IMMUTABLE AS $$
        SELECT o::text FROM unnest(option_ids) o
        UNION SELECT step::text WHERE step IS NOT NULL
        UNION SELECT lower(w) FROM unnest(words) w
      $$`);
    // Rows are added in key order, so two transactions on one shard lock them in the same order.
    await queryRunner.query(`CREATE FUNCTION survey_answer_tally() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO survey_tally (survey_id, component_id, key, shard, n)
        SELECT v.survey_id, v.component_id, v.key, pg_backend_pid() % 16, COUNT(*)::int
          FROM (SELECT a.survey_id, a.component_id, '' AS key FROM new_answers a
                UNION ALL
                SELECT a.survey_id, a.component_id, k.key FROM new_answers a
                 CROSS JOIN LATERAL survey_answer_keys(a.option_ids, a.step, a.words) AS k(key)) v
         GROUP BY v.survey_id, v.component_id, v.key
         ORDER BY v.survey_id, v.component_id, v.key
        ON CONFLICT (survey_id, component_id, key, shard) DO UPDATE SET n = survey_tally.n + EXCLUDED.n;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER trg_survey_answer_tally AFTER INSERT ON survey_answer REFERENCING NEW TABLE AS new_answers FOR EACH STATEMENT EXECUTE FUNCTION survey_answer_tally()`,
    );
    // After deleting participations: the survey's counters from its remaining answers. An answer committed
    // meanwhile by another connection adds to its own row, or (shard 0) to the rebuilt one.
    await queryRunner.query(`CREATE FUNCTION survey_tally_rebuild(target uuid) RETURNS void LANGUAGE sql AS $$
        DELETE FROM survey_tally WHERE survey_id = target;
        INSERT INTO survey_tally (survey_id, component_id, key, shard, n)
        SELECT target, v.component_id, v.key, 0, COUNT(*)::int
          FROM (SELECT a.component_id, '' AS key FROM survey_answer a WHERE a.survey_id = target
                UNION ALL
                SELECT a.component_id, k.key FROM survey_answer a
                 CROSS JOIN LATERAL survey_answer_keys(a.option_ids, a.step, a.words) AS k(key)
                 WHERE a.survey_id = target) v
         GROUP BY v.component_id, v.key
         ORDER BY v.component_id, v.key
        ON CONFLICT (survey_id, component_id, key, shard) DO UPDATE SET n = survey_tally.n + EXCLUDED.n;
      $$`);
    await queryRunner.query(`SELECT survey_tally_rebuild(s.id) FROM survey s WHERE EXISTS (SELECT 1 FROM survey_answer a WHERE a.survey_id = s.id)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER trg_survey_answer_tally ON survey_answer`);
    await queryRunner.query(`DROP FUNCTION survey_tally_rebuild(uuid)`);
    await queryRunner.query(`DROP FUNCTION survey_answer_tally()`);
    await queryRunner.query(`DROP TABLE "survey_tally"`);
    await queryRunner.query(
      `CREATE TABLE "survey_answer_item" ("result_id" uuid NOT NULL, "component_id" uuid NOT NULL, "key" character varying(64) NOT NULL, "survey_id" uuid NOT NULL, CONSTRAINT "PK_3a79a0defe36afc04c5128728ab" PRIMARY KEY ("result_id", "component_id", "key"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_survey_answer_item_stats" ON "survey_answer_item" ("survey_id", "component_id", "key") `);
    await queryRunner.query(`CREATE FUNCTION survey_answer_items() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO survey_answer_item (result_id, component_id, survey_id, key)
        SELECT n.result_id, n.component_id, n.survey_id, k.key
          FROM new_answers n CROSS JOIN LATERAL survey_answer_keys(n.option_ids, n.step, n.words) AS k(key)
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER trg_survey_answer_items AFTER INSERT ON survey_answer REFERENCING NEW TABLE AS new_answers FOR EACH STATEMENT EXECUTE FUNCTION survey_answer_items()`,
    );
    await queryRunner.query(
      `INSERT INTO survey_answer_item (result_id, component_id, survey_id, key) SELECT a.result_id, a.component_id, a.survey_id, k.key FROM survey_answer a CROSS JOIN LATERAL survey_answer_keys(a.option_ids, a.step, a.words) AS k(key)`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_answer_item" ADD CONSTRAINT "fk_survey_answer_item_result" FOREIGN KEY ("result_id") REFERENCES "survey_result"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_answer_item" ADD CONSTRAINT "fk_survey_answer_item_component" FOREIGN KEY ("component_id") REFERENCES "survey_component"("id") ON DELETE CASCADE`,
    );
  }
}
