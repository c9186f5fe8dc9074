import { MigrationInterface, QueryRunner } from 'typeorm';

// Retention by school year (issue 26 §3): one rule per data category (rows are written from the code's
// defaults when the API or the workers start), the school-year end per domain, the legal hold per group and
// what the nightly job told inactive accounts.
export class Retention1795904100000 implements MigrationInterface {
  name = 'Retention1795904100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "retention_rule" ("category" character varying(30) NOT NULL, "period" integer NOT NULL, "unit" character varying(12) NOT NULL, "min" integer NOT NULL, "max" integer NOT NULL, "default_period" integer NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_retention_rule_bounds" CHECK ("period" BETWEEN "min" AND "max"), CONSTRAINT "chk_retention_rule_unit" CHECK ("unit" IN ('HOUR', 'DAY', 'YEAR', 'SCHOOL_YEAR')), CONSTRAINT "PK_retention_rule" PRIMARY KEY ("category"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "inactivity_notice" ("user_id" uuid NOT NULL, "kind" character varying(10) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deletion_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "chk_inactivity_notice_kind" CHECK ("kind" IN ('WARN_30', 'WARN_7', 'DUE')), CONSTRAINT "PK_inactivity_notice" PRIMARY KEY ("user_id", "kind"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "inactivity_notice" ADD CONSTRAINT "fk_inactivity_notice_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "domain" ADD "school_year_end_month" smallint NOT NULL DEFAULT '7'`);
    await queryRunner.query(`ALTER TABLE "domain" ADD "school_year_end_day" smallint NOT NULL DEFAULT '31'`);
    await queryRunner.query(
      `ALTER TABLE "domain" ADD CONSTRAINT "chk_domain_school_year_end" CHECK ("school_year_end_month" BETWEEN 1 AND 12 AND "school_year_end_day" BETWEEN 1 AND (CASE WHEN "school_year_end_month" = 2 THEN 28 WHEN "school_year_end_month" IN (4, 6, 9, 11) THEN 30 ELSE 31 END))`,
    );
    await queryRunner.query(`ALTER TABLE "tenant" ADD "legal_hold_since" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "tenant" ADD "legal_hold_reason" character varying(500)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tenant" DROP COLUMN "legal_hold_reason"`);
    await queryRunner.query(`ALTER TABLE "tenant" DROP COLUMN "legal_hold_since"`);
    await queryRunner.query(`ALTER TABLE "domain" DROP CONSTRAINT "chk_domain_school_year_end"`);
    await queryRunner.query(`ALTER TABLE "domain" DROP COLUMN "school_year_end_day"`);
    await queryRunner.query(`ALTER TABLE "domain" DROP COLUMN "school_year_end_month"`);
    await queryRunner.query(`DROP TABLE "inactivity_notice"`);
    await queryRunner.query(`DROP TABLE "retention_rule"`);
  }
}
