import { MigrationInterface, QueryRunner } from "typeorm";

// Budgets (issue 17 §2): budget, its positions and groups (budget_position, amounts numeric(12,2)) and its
// CSV/PDF exports. Creates only these three tables.
export class Budget1795412000000 implements MigrationInterface {
    name = 'Budget1795412000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "budget" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "title" character varying(200) NOT NULL, "year" integer NOT NULL, "description" character varying(20000) NOT NULL DEFAULT '', "actual_enabled" boolean NOT NULL DEFAULT false, "view_access" smallint NOT NULL DEFAULT '0', "created_by" uuid, CONSTRAINT "chk_budget_view_access" CHECK ("view_access" >= 0), CONSTRAINT "PK_9af87bcfd2de21bd9630dddaa0e" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_budget_created_by" ON "budget"  ("created_by") `);
        await queryRunner.query(`CREATE INDEX "idx_budget_tenant_year" ON "budget"  ("tenant_id", "year") `);
        await queryRunner.query(`CREATE TABLE "budget_export" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "budget_id" uuid NOT NULL, "format" character varying(10) NOT NULL, "state" character varying(10) NOT NULL DEFAULT 'PENDING', "progress" smallint NOT NULL DEFAULT '0', "file_name" character varying(200) NOT NULL, "requested_by_id" uuid, "storage_key" character varying(300), CONSTRAINT "chk_budget_export_progress" CHECK ("progress" BETWEEN 0 AND 100), CONSTRAINT "chk_budget_export_state" CHECK ("state" IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')), CONSTRAINT "chk_budget_export_format" CHECK ("format" IN ('csv', 'pdf')), CONSTRAINT "PK_74f45876c118ce8456c837fd8a0" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_budget_export_requested_by" ON "budget_export"  ("requested_by_id") `);
        await queryRunner.query(`CREATE INDEX "idx_budget_export_tenant" ON "budget_export"  ("tenant_id") `);
        await queryRunner.query(`CREATE INDEX "idx_budget_export_budget" ON "budget_export"  ("budget_id", "created_at") `);
        await queryRunner.query(`CREATE TABLE "budget_position" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "budget_id" uuid NOT NULL, "type" text NOT NULL, "title" character varying(200) NOT NULL, "target" numeric(12,2) NOT NULL, "actual" numeric(12,2), "date" date, "note" character varying(2000) NOT NULL DEFAULT '', "group_id" uuid, CONSTRAINT "chk_budget_position_actual" CHECK ("actual" >= 0), CONSTRAINT "chk_budget_position_target" CHECK ("target" >= 0), CONSTRAINT "chk_budget_position_type" CHECK ("type" IN ('INCOME', 'EXPENSE', 'GROUP_INCOME', 'GROUP_EXPENSE')), CONSTRAINT "PK_327cee7989a1b88f0f9190673fe" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_budget_position_tenant" ON "budget_position"  ("tenant_id") `);
        await queryRunner.query(`CREATE INDEX "idx_budget_position_group" ON "budget_position"  ("group_id") `);
        await queryRunner.query(`CREATE INDEX "idx_budget_position_budget_type" ON "budget_position"  ("budget_id", "type") `);
        await queryRunner.query(`ALTER TABLE "budget" ADD CONSTRAINT "fk_budget_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "budget" ADD CONSTRAINT "fk_budget_created_by" FOREIGN KEY ("created_by") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "budget_export" ADD CONSTRAINT "fk_budget_export_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "budget_export" ADD CONSTRAINT "fk_budget_export_budget" FOREIGN KEY ("budget_id") REFERENCES "budget"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "budget_export" ADD CONSTRAINT "fk_budget_export_requested_by" FOREIGN KEY ("requested_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "budget_position" ADD CONSTRAINT "fk_budget_position_budget" FOREIGN KEY ("budget_id") REFERENCES "budget"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "budget_position" ADD CONSTRAINT "fk_budget_position_group" FOREIGN KEY ("group_id") REFERENCES "budget_position"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "budget_position" DROP CONSTRAINT "fk_budget_position_group"`);
        await queryRunner.query(`ALTER TABLE "budget_position" DROP CONSTRAINT "fk_budget_position_budget"`);
        await queryRunner.query(`ALTER TABLE "budget_export" DROP CONSTRAINT "fk_budget_export_requested_by"`);
        await queryRunner.query(`ALTER TABLE "budget_export" DROP CONSTRAINT "fk_budget_export_budget"`);
        await queryRunner.query(`ALTER TABLE "budget_export" DROP CONSTRAINT "fk_budget_export_tenant"`);
        await queryRunner.query(`ALTER TABLE "budget" DROP CONSTRAINT "fk_budget_created_by"`);
        await queryRunner.query(`ALTER TABLE "budget" DROP CONSTRAINT "fk_budget_tenant"`);
        await queryRunner.query(`DROP INDEX "public"."idx_budget_position_budget_type"`);
        await queryRunner.query(`DROP INDEX "public"."idx_budget_position_group"`);
        await queryRunner.query(`DROP INDEX "public"."idx_budget_position_tenant"`);
        await queryRunner.query(`DROP TABLE "budget_position"`);
        await queryRunner.query(`DROP INDEX "public"."idx_budget_export_budget"`);
        await queryRunner.query(`DROP INDEX "public"."idx_budget_export_tenant"`);
        await queryRunner.query(`DROP INDEX "public"."idx_budget_export_requested_by"`);
        await queryRunner.query(`DROP TABLE "budget_export"`);
        await queryRunner.query(`DROP INDEX "public"."idx_budget_tenant_year"`);
        await queryRunner.query(`DROP INDEX "public"."idx_budget_created_by"`);
        await queryRunner.query(`DROP TABLE "budget"`);
    }

}
