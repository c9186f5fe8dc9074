import { MigrationInterface, QueryRunner } from 'typeorm';

// Survey answers that cannot be linked (issue 24 §2-4).
// - survey_result and survey_answer keep the Berlin day an answer came, not the time: created_at becomes a
//   date (existing rows converted), survey_result loses updated_at (equal to the insert time) and its link
//   to the spent code (code_id), and gets sort_key, a random key the lists and the CSV are ordered by.
// - survey_code loses used_at; updated_at of spent codes goes back to created_at (it held the spend time).
// - ANONYMOUS: the participation cookie's HMAC in participant_hash; the old unkeyed hashes of client-chosen
//   identifiers are dropped (they counted nothing).
// - PERSONAL without login: survey_confirmation holds the answer until the mailed link is opened.
export class SurveyUnlinkable1795419400000 implements MigrationInterface {
  name = 'SurveyUnlinkable1795419400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_survey_result_survey_created"`);
    await queryRunner.query(
      `ALTER TABLE "survey_result" ALTER COLUMN "created_at" DROP DEFAULT, ALTER COLUMN "created_at" TYPE date USING (("created_at" AT TIME ZONE 'Europe/Berlin')::date)`,
    );
    await queryRunner.query(`ALTER TABLE "survey_result" DROP COLUMN "updated_at"`);
    await queryRunner.query(`ALTER TABLE "survey_result" ADD "sort_key" uuid`);
    await queryRunner.query(`UPDATE "survey_result" SET "sort_key" = uuid_generate_v4()`);
    await queryRunner.query(`ALTER TABLE "survey_result" ALTER COLUMN "sort_key" SET NOT NULL`);
    await queryRunner.query(`CREATE INDEX "idx_survey_result_survey_sort" ON "survey_result" ("survey_id", "sort_key") `);
    await queryRunner.query(`ALTER TABLE "survey_result" DROP CONSTRAINT "fk_survey_result_code"`);
    await queryRunner.query(`DROP INDEX "uq_survey_result_code"`);
    await queryRunner.query(`ALTER TABLE "survey_result" DROP COLUMN "code_id"`);
    await queryRunner.query(`DROP INDEX "uq_survey_result_identifier"`);
    await queryRunner.query(`ALTER TABLE "survey_result" RENAME COLUMN "identifier_hash" TO "participant_hash"`);
    await queryRunner.query(`UPDATE "survey_result" SET "participant_hash" = NULL`);
    // One answer per participation cookie (its HMAC) in ANONYMOUS mode.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_survey_result_participant" ON "survey_result" ("survey_id", "participant_hash") WHERE "participant_hash" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "survey_result" ADD "name" character varying(200)`);

    await queryRunner.query(`DROP INDEX "idx_survey_answer_component_created"`);
    await queryRunner.query(
      `ALTER TABLE "survey_answer" ALTER COLUMN "created_at" DROP DEFAULT, ALTER COLUMN "created_at" TYPE date USING (("created_at" AT TIME ZONE 'Europe/Berlin')::date)`,
    );
    await queryRunner.query(`CREATE INDEX "idx_survey_answer_component_result" ON "survey_answer" ("component_id", "result_id") `);

    await queryRunner.query(`UPDATE "survey_code" SET "updated_at" = "created_at" WHERE "used"`);
    await queryRunner.query(`ALTER TABLE "survey_code" DROP COLUMN "used_at"`);

    await queryRunner.query(
      `CREATE TABLE "survey_confirmation" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "survey_id" uuid NOT NULL, "mail" character varying(254) NOT NULL, "token_hash" character varying(64) NOT NULL, "mail_sealed" text, "answers" jsonb NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_a5b5c74e8471e25c70286d6455d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_survey_confirmation_tenant" ON "survey_confirmation" ("tenant_id") `);
    await queryRunner.query(`CREATE INDEX "idx_survey_confirmation_expires" ON "survey_confirmation" ("expires_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_survey_confirmation_token" ON "survey_confirmation" ("token_hash") `);
    // One waiting answer per survey and address: a repeat sends no second mail.
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_survey_confirmation_mail" ON "survey_confirmation" ("survey_id", lower("mail"))`);
    await queryRunner.query(
      `ALTER TABLE "survey_confirmation" ADD CONSTRAINT "fk_survey_confirmation_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_confirmation" ADD CONSTRAINT "fk_survey_confirmation_survey" FOREIGN KEY ("survey_id") REFERENCES "survey"("id") ON DELETE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "survey_confirmation"`);
    await queryRunner.query(`ALTER TABLE "survey_code" ADD "used_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`DROP INDEX "idx_survey_answer_component_result"`);
    await queryRunner.query(
      `ALTER TABLE "survey_answer" ALTER COLUMN "created_at" TYPE TIMESTAMP WITH TIME ZONE USING "created_at"::timestamptz, ALTER COLUMN "created_at" SET DEFAULT now()`,
    );
    await queryRunner.query(`CREATE INDEX "idx_survey_answer_component_created" ON "survey_answer" ("component_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "survey_result" DROP COLUMN "name"`);
    await queryRunner.query(`DROP INDEX "uq_survey_result_participant"`);
    await queryRunner.query(`ALTER TABLE "survey_result" RENAME COLUMN "participant_hash" TO "identifier_hash"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_survey_result_identifier" ON "survey_result" ("survey_id", "identifier_hash") WHERE "identifier_hash" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "survey_result" ADD "code_id" uuid`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_survey_result_code" ON "survey_result" ("code_id") WHERE "code_id" IS NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "survey_result" ADD CONSTRAINT "fk_survey_result_code" FOREIGN KEY ("code_id") REFERENCES "survey_code"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(`DROP INDEX "idx_survey_result_survey_sort"`);
    await queryRunner.query(`ALTER TABLE "survey_result" DROP COLUMN "sort_key"`);
    await queryRunner.query(`ALTER TABLE "survey_result" ADD "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    await queryRunner.query(
      `ALTER TABLE "survey_result" ALTER COLUMN "created_at" TYPE TIMESTAMP WITH TIME ZONE USING "created_at"::timestamptz, ALTER COLUMN "created_at" SET DEFAULT now()`,
    );
    await queryRunner.query(`CREATE INDEX "idx_survey_result_survey_created" ON "survey_result" ("survey_id", "created_at") `);
  }
}
