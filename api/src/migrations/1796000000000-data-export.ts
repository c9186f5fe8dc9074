import { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 26 §1 and §2: a person's export of their own data (one a day, kept 7 days) and a group's content
// export for its admins, each one ZIP rendered by the workers.
export class DataExport1796000000000 implements MigrationInterface {
  name = 'DataExport1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "personal_data_export" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "state" character varying(10) NOT NULL DEFAULT 'PENDING', "progress" smallint NOT NULL DEFAULT '0', "requested_by_id" uuid, "storage_key" character varying(300), "user_id" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "announced_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "chk_personal_data_export_progress" CHECK ("progress" BETWEEN 0 AND 100), CONSTRAINT "chk_personal_data_export_state" CHECK ("state" IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')), CONSTRAINT "PK_4d155af880b399fe81dc25ab45f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_personal_data_export_requested_by" ON "personal_data_export" ("requested_by_id") `);
    await queryRunner.query(`CREATE INDEX "idx_personal_data_export_user" ON "personal_data_export" ("user_id", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "personal_data_export" ADD CONSTRAINT "fk_personal_data_export_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "personal_data_export" ADD CONSTRAINT "fk_personal_data_export_requested_by" FOREIGN KEY ("requested_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "group_data_export" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "state" character varying(10) NOT NULL DEFAULT 'PENDING', "progress" smallint NOT NULL DEFAULT '0', "requested_by_id" uuid, "storage_key" character varying(300), "tenant_id" uuid NOT NULL, CONSTRAINT "chk_group_data_export_progress" CHECK ("progress" BETWEEN 0 AND 100), CONSTRAINT "chk_group_data_export_state" CHECK ("state" IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')), CONSTRAINT "PK_857d5b5dff715b54e7c1fb6db8c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_group_data_export_requested_by" ON "group_data_export" ("requested_by_id") `);
    await queryRunner.query(`CREATE INDEX "idx_group_data_export_tenant" ON "group_data_export" ("tenant_id", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "group_data_export" ADD CONSTRAINT "fk_group_data_export_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "group_data_export" ADD CONSTRAINT "fk_group_data_export_requested_by" FOREIGN KEY ("requested_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "group_data_export"`);
    await queryRunner.query(`DROP TABLE "personal_data_export"`);
  }
}
