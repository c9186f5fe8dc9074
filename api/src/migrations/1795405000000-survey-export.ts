import { MigrationInterface, QueryRunner } from 'typeorm';

// Survey exports (issue 15 §2): one row per requested codes PDF or results CSV of a survey, rendered by the
// pdf worker. Rows leave with their tenant and survey.
export class SurveyExport1795405000000 implements MigrationInterface {
  name = 'SurveyExport1795405000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "survey_export" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "survey_id" uuid NOT NULL, "kind" character varying(20) NOT NULL, "state" character varying(10) NOT NULL DEFAULT 'PENDING', "progress" smallint NOT NULL DEFAULT '0', "file_name" character varying(200) NOT NULL, "requested_by_id" uuid, "storage_key" character varying(300), CONSTRAINT "chk_survey_export_progress" CHECK ("progress" BETWEEN 0 AND 100), CONSTRAINT "chk_survey_export_state" CHECK ("state" IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')), CONSTRAINT "chk_survey_export_kind" CHECK ("kind" IN ('codes', 'results')), CONSTRAINT "PK_1b2caed798584fa62844044e785" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_survey_export_requested_by" ON "survey_export" ("requested_by_id") `);
    await queryRunner.query(`CREATE INDEX "idx_survey_export_tenant" ON "survey_export" ("tenant_id") `);
    await queryRunner.query(`CREATE INDEX "idx_survey_export_survey" ON "survey_export" ("survey_id", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "survey_export" ADD CONSTRAINT "fk_survey_export_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_export" ADD CONSTRAINT "fk_survey_export_survey" FOREIGN KEY ("survey_id") REFERENCES "survey"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "survey_export" ADD CONSTRAINT "fk_survey_export_requested_by" FOREIGN KEY ("requested_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "survey_export"`);
  }
}
