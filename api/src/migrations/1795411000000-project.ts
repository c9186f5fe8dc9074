import { MigrationInterface, QueryRunner } from 'typeorm';

// Projects and their task boards (issue 17 §1). Columns, subtasks and connectors are JSONB on their rows.
export class Project1795411000000 implements MigrationInterface {
  name = 'Project1795411000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "project" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "author_id" uuid, "title" character varying(200) NOT NULL, "description" character varying(20000) NOT NULL DEFAULT '', "view_access" smallint NOT NULL DEFAULT '0', "columns" jsonb NOT NULL, CONSTRAINT "PK_4d68b1358bb5b766d3e78f32f57" PRIMARY KEY ("id"), CONSTRAINT "chk_project_view_access" CHECK ("view_access" >= 0))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_project_author" ON "project" ("author_id") `);
    await queryRunner.query(`CREATE INDEX "idx_project_tenant_created" ON "project" ("tenant_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "project_task" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "project_id" uuid NOT NULL, "col_id" uuid NOT NULL, "position" integer NOT NULL, "title" character varying(200) NOT NULL, "description" character varying(20000) NOT NULL DEFAULT '', "subtasks" jsonb NOT NULL DEFAULT '[]', "due_date" date, "color" character varying(7), "owner_id" uuid, "connectors" jsonb NOT NULL DEFAULT '[]', "version" integer NOT NULL DEFAULT '1', CONSTRAINT "PK_f8275249858f42bc01e47cb979d" PRIMARY KEY ("id"), CONSTRAINT "chk_project_task_position" CHECK ("position" >= 0))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_project_task_owner" ON "project_task" ("owner_id") `);
    await queryRunner.query(`CREATE INDEX "idx_project_task_owner_due" ON "project_task" ("tenant_id", "owner_id", "due_date") `);
    await queryRunner.query(`CREATE INDEX "idx_project_task_board" ON "project_task" ("project_id", "col_id", "position") `);
    await queryRunner.query(
      `ALTER TABLE "project" ADD CONSTRAINT "fk_project_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "project" ADD CONSTRAINT "fk_project_author" FOREIGN KEY ("author_id") REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_task" ADD CONSTRAINT "fk_project_task_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_task" ADD CONSTRAINT "fk_project_task_project" FOREIGN KEY ("project_id") REFERENCES "project"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "project_task" ADD CONSTRAINT "fk_project_task_owner" FOREIGN KEY ("owner_id") REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "project_task"`);
    await queryRunner.query(`DROP TABLE "project"`);
  }
}
