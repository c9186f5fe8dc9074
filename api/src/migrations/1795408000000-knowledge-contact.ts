import { MigrationInterface, QueryRunner } from 'typeorm';

// Contact groups and contacts (issue 16 §1). Contacts page, count and export by group in name order
// (idx_contact_group_name); both tables go with their tenant, contacts with their group (CASCADE).
export class KnowledgeContact1795408000000 implements MigrationInterface {
  name = 'KnowledgeContact1795408000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "contact_group" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "author_id" uuid, "title" character varying(200) NOT NULL, "description" character varying(2000) NOT NULL DEFAULT '', "view_access" smallint NOT NULL DEFAULT '0', CONSTRAINT "PK_c951447393a9f21eb120de84e32" PRIMARY KEY ("id"), CONSTRAINT "chk_contact_group_view_access" CHECK ("view_access" >= 0))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_contact_group_tenant_title" ON "contact_group" ("tenant_id", "title") `);
    await queryRunner.query(`CREATE INDEX "idx_contact_group_author" ON "contact_group" ("author_id") `);
    await queryRunner.query(
      `CREATE TABLE "contact" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "contact_group_id" uuid NOT NULL, "title" character varying(50) NOT NULL DEFAULT '', "first_name" character varying(100) NOT NULL DEFAULT '', "last_name" character varying(100) NOT NULL DEFAULT '', "mail" character varying(254) NOT NULL DEFAULT '', "phone" character varying(50) NOT NULL DEFAULT '', "description" character varying(2000) NOT NULL DEFAULT '', "street" character varying(200) NOT NULL DEFAULT '', "zip" character varying(5) NOT NULL DEFAULT '', "city" character varying(100) NOT NULL DEFAULT '', CONSTRAINT "PK_2cbbe00f59ab6b3bb5b8d19f989" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_contact_group_name" ON "contact" ("contact_group_id", "last_name", "first_name") `);
    await queryRunner.query(`CREATE INDEX "idx_contact_tenant" ON "contact" ("tenant_id") `);
    await queryRunner.query(
      `ALTER TABLE "contact_group" ADD CONSTRAINT "fk_contact_group_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_group" ADD CONSTRAINT "fk_contact_group_author" FOREIGN KEY ("author_id") REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact" ADD CONSTRAINT "fk_contact_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact" ADD CONSTRAINT "fk_contact_contact_group" FOREIGN KEY ("contact_group_id") REFERENCES "contact_group"("id") ON DELETE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "contact"`);
    await queryRunner.query(`DROP TABLE "contact_group"`);
  }
}
