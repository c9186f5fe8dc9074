import { MigrationInterface, QueryRunner } from 'typeorm';

// The budget statistics the stats worker keeps per tenant and year (issue 17 §2): the bookkeeping row
// (revision, computedAt), one row per budget (title, switch, group figures) and one per budget and month
// (month 0: positions without a date in the year). Primary keys start with (tenant_id, year): the index of
// every read and of the recompute's DELETE.
export class BudgetStatistics1795413000000 implements MigrationInterface {
  name = 'BudgetStatistics1795413000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "budget_statistics" ("tenant_id" uuid NOT NULL, "year" integer NOT NULL, "revision" integer NOT NULL, "computed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "pk_budget_statistics" PRIMARY KEY ("tenant_id", "year"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "budget_statistics_budget" ("tenant_id" uuid NOT NULL, "year" integer NOT NULL, "budget_id" uuid NOT NULL, "title" text NOT NULL, "actual_enabled" boolean NOT NULL, "groups" jsonb NOT NULL, CONSTRAINT "pk_budget_statistics_budget" PRIMARY KEY ("tenant_id", "year", "budget_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "budget_statistics_month" ("tenant_id" uuid NOT NULL, "year" integer NOT NULL, "budget_id" uuid NOT NULL, "month" smallint NOT NULL, "income_target" numeric(15,2) NOT NULL, "income_actual" numeric(15,2) NOT NULL, "expense_target" numeric(15,2) NOT NULL, "expense_actual" numeric(15,2) NOT NULL, "balance" numeric(15,2) NOT NULL, CONSTRAINT "chk_budget_statistics_month_month" CHECK ("month" BETWEEN 0 AND 12), CONSTRAINT "pk_budget_statistics_month" PRIMARY KEY ("tenant_id", "year", "budget_id", "month"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "budget_statistics" ADD CONSTRAINT "fk_budget_statistics_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "budget_statistics_budget" ADD CONSTRAINT "fk_budget_statistics_budget_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "budget_statistics_month" ADD CONSTRAINT "fk_budget_statistics_month_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "budget_statistics_month"`);
    await queryRunner.query(`DROP TABLE "budget_statistics_budget"`);
    await queryRunner.query(`DROP TABLE "budget_statistics"`);
  }
}
