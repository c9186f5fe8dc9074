import { MigrationInterface, QueryRunner } from 'typeorm';

// News and profile projects (issue 16 §2): one table for both kinds with their content status. The partial
// index on published rows serves the public page and the dashboard; the status index the waiting count.
// Creates only the `profile_object` table.
export class ProfileObject1795410000000 implements MigrationInterface {
  name = 'ProfileObject1795410000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "profile_object" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "kind" character varying(16) NOT NULL, "author_id" uuid, "title" character varying(200) NOT NULL, "content" character varying(20000) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'DRAFT', "published_at" TIMESTAMP WITH TIME ZONE, "image_id" uuid, CONSTRAINT "PK_34b807084a789b4a1b7f41d8844" PRIMARY KEY ("id"), CONSTRAINT "chk_profile_object_kind" CHECK ("kind" IN ('NEWS', 'PROJECT')), CONSTRAINT "chk_profile_object_status" CHECK ("status" IN ('DRAFT', 'EXAMINATION', 'PUBLISHED')), CONSTRAINT "chk_profile_object_published" CHECK ("status" <> 'PUBLISHED' OR "published_at" IS NOT NULL))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_profile_object_tenant_kind_updated" ON "profile_object" ("tenant_id", "kind", "updated_at") `);
    await queryRunner.query(
      `CREATE INDEX "idx_profile_object_published" ON "profile_object" ("tenant_id", "kind", "published_at") WHERE "status" = 'PUBLISHED'`,
    );
    await queryRunner.query(`CREATE INDEX "idx_profile_object_tenant_status" ON "profile_object" ("tenant_id", "status", "kind") `);
    await queryRunner.query(`CREATE INDEX "idx_profile_object_author" ON "profile_object" ("author_id") `);
    await queryRunner.query(`CREATE INDEX "idx_profile_object_image" ON "profile_object" ("image_id") `);
    await queryRunner.query(
      `ALTER TABLE "profile_object" ADD CONSTRAINT "fk_profile_object_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "profile_object" ADD CONSTRAINT "fk_profile_object_author" FOREIGN KEY ("author_id") REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "profile_object" ADD CONSTRAINT "fk_profile_object_image" FOREIGN KEY ("image_id") REFERENCES "material"("id") ON DELETE SET NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "profile_object"`);
  }
}
