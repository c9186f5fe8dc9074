import { MigrationInterface, QueryRunner } from 'typeorm';

// Surveys (issue 15 §1): the survey, its questions in stored order, its TAN codes (unique per survey on
// upper(code), spent by a conditional UPDATE), its participations (a partial unique index per mode's rule)
// and one answer row per (participation, question), typed per kind for aggregation in SQL.
export class Survey1795404000000 implements MigrationInterface {
  name = 'Survey1795404000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "survey" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "author_id" uuid, "title" character varying(200) NOT NULL, "description" character varying(10000) NOT NULL DEFAULT '', "mode" character varying(16) NOT NULL DEFAULT 'DEFAULT', "state" character varying(16) NOT NULL DEFAULT 'INACTIVE', "start_date" TIMESTAMP WITH TIME ZONE, "end_date" TIMESTAMP WITH TIME ZONE, "view_access" smallint NOT NULL DEFAULT '0', CONSTRAINT "chk_survey_state" CHECK ("state" IN ('ACTIVE', 'INACTIVE')), CONSTRAINT "chk_survey_mode" CHECK ("mode" IN ('DEFAULT', 'ANONYMOUS', 'PERSONAL', 'TAN')), CONSTRAINT "chk_survey_view_access" CHECK ("view_access" >= 0), CONSTRAINT "chk_survey_range" CHECK ("end_date" IS NULL OR "start_date" IS NULL OR "end_date" >= "start_date"), CONSTRAINT "PK_f0da32b9181e9c02ecf0be11ed3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_survey_author" ON "survey" ("author_id") `);
    await queryRunner.query(`CREATE INDEX "idx_survey_tenant_state" ON "survey" ("tenant_id", "state") `);
    await queryRunner.query(`CREATE INDEX "idx_survey_tenant_created" ON "survey" ("tenant_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "survey_component" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "survey_id" uuid NOT NULL, "position" integer NOT NULL, "kind" character varying(16) NOT NULL, "title" character varying(500) NOT NULL, "text" character varying(5000) NOT NULL DEFAULT '', "required" boolean NOT NULL DEFAULT false, "options" jsonb NOT NULL DEFAULT '[]', "multiple" boolean NOT NULL DEFAULT false, "max_selection" integer NOT NULL DEFAULT '0', "scale_template" character varying(16), "nominal_type" character varying(16), CONSTRAINT "PK_127c38cafbbc95da74ff8412873" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_survey_component_tenant" ON "survey_component" ("tenant_id") `);
    await queryRunner.query(`CREATE INDEX "idx_survey_component_survey_position" ON "survey_component" ("survey_id", "position") `);
    await queryRunner.query(
      `CREATE TABLE "survey_code" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "survey_id" uuid NOT NULL, "code" character varying(8) NOT NULL, "batch" character varying(50) NOT NULL DEFAULT '', "used" boolean NOT NULL DEFAULT false, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_2d1a91d0197d3bfb5aece56a6df" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_survey_code_tenant" ON "survey_code" ("tenant_id") `);
    await queryRunner.query(`CREATE INDEX "idx_survey_code_survey_batch" ON "survey_code" ("survey_id", "batch", "created_at") `);
    // Codes are matched case-insensitively: unique per survey on upper(code); spending looks codes up here.
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_survey_code_survey_code" ON "survey_code" ("survey_id", upper("code"))`);
    await queryRunner.query(
      `CREATE TABLE "survey_result" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "survey_id" uuid NOT NULL, "identifier_hash" character varying(64), "mail" character varying(254), "code_id" uuid, "batch" character varying(50), CONSTRAINT "PK_40c0340b5e7f4a8969439e83fd6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_survey_result_tenant" ON "survey_result" ("tenant_id") `);
    await queryRunner.query(`CREATE INDEX "idx_survey_result_survey_created" ON "survey_result" ("survey_id", "created_at") `);
    // The modes' rules: one answer per device hash (ANONYMOUS), per e-mail (PERSONAL), per code (TAN).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_survey_result_identifier" ON "survey_result" ("survey_id", "identifier_hash") WHERE "identifier_hash" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_survey_result_mail" ON "survey_result" ("survey_id", lower("mail")) WHERE "mail" IS NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_survey_result_code" ON "survey_result" ("code_id") WHERE "code_id" IS NOT NULL`);
    await queryRunner.query(
      `CREATE TABLE "survey_answer" ("result_id" uuid NOT NULL, "component_id" uuid NOT NULL, "survey_id" uuid NOT NULL, "option_ids" uuid array, "step" smallint, "text" character varying(2000), "words" text array, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ca402ef6a7e9c52171dd504a724" PRIMARY KEY ("result_id", "component_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_survey_answer_component_created" ON "survey_answer" ("component_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "idx_survey_answer_survey_component" ON "survey_answer" ("survey_id", "component_id") `);
    await queryRunner.query(
      `CREATE TABLE "survey_answer_item" ("result_id" uuid NOT NULL, "component_id" uuid NOT NULL, "key" character varying(64) NOT NULL, "survey_id" uuid NOT NULL, CONSTRAINT "PK_3a79a0defe36afc04c5128728ab" PRIMARY KEY ("result_id", "component_id", "key"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_survey_answer_item_stats" ON "survey_answer_item" ("survey_id", "component_id", "key") `);
    // The counted values follow every INSERT into survey_answer, one statement at a time (a transition
    // table, so a bulk load of a million answers is one INSERT ... SELECT, not a million trigger calls).
    await queryRunner.query(`CREATE FUNCTION survey_answer_items() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO survey_answer_item (result_id, component_id, survey_id, key)
        SELECT n.result_id, n.component_id, n.survey_id, k.key
          FROM new_answers n
          CROSS JOIN LATERAL (
            SELECT o::text AS key FROM unnest(n.option_ids) o
            UNION ALL SELECT n.step::text WHERE n.step IS NOT NULL
            UNION ALL SELECT lower(w) FROM unnest(n.words) w) k
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER trg_survey_answer_items AFTER INSERT ON survey_answer REFERENCING NEW TABLE AS new_answers FOR EACH STATEMENT EXECUTE FUNCTION survey_answer_items()`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey" ADD CONSTRAINT "fk_survey_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey" ADD CONSTRAINT "fk_survey_author" FOREIGN KEY ("author_id") REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_component" ADD CONSTRAINT "fk_survey_component_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_component" ADD CONSTRAINT "fk_survey_component_survey" FOREIGN KEY ("survey_id") REFERENCES "survey"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_code" ADD CONSTRAINT "fk_survey_code_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_code" ADD CONSTRAINT "fk_survey_code_survey" FOREIGN KEY ("survey_id") REFERENCES "survey"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_result" ADD CONSTRAINT "fk_survey_result_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_result" ADD CONSTRAINT "fk_survey_result_survey" FOREIGN KEY ("survey_id") REFERENCES "survey"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_result" ADD CONSTRAINT "fk_survey_result_code" FOREIGN KEY ("code_id") REFERENCES "survey_code"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_answer" ADD CONSTRAINT "fk_survey_answer_result" FOREIGN KEY ("result_id") REFERENCES "survey_result"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_answer" ADD CONSTRAINT "fk_survey_answer_component" FOREIGN KEY ("component_id") REFERENCES "survey_component"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_answer_item" ADD CONSTRAINT "fk_survey_answer_item_result" FOREIGN KEY ("result_id") REFERENCES "survey_result"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_answer_item" ADD CONSTRAINT "fk_survey_answer_item_component" FOREIGN KEY ("component_id") REFERENCES "survey_component"("id") ON DELETE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "survey_answer_item"`);
    await queryRunner.query(`DROP TABLE "survey_answer"`);
    await queryRunner.query(`DROP FUNCTION survey_answer_items()`);
    await queryRunner.query(`DROP TABLE "survey_result"`);
    await queryRunner.query(`DROP TABLE "survey_code"`);
    await queryRunner.query(`DROP TABLE "survey_component"`);
    await queryRunner.query(`DROP TABLE "survey"`);
  }
}
