import { MigrationInterface, QueryRunner } from 'typeorm';

// The files of every module's owners (issue 12 §1): one row per stored object, found by its owner.
export class Materials1795393100000 implements MigrationInterface {
  name = 'Materials1795393100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "material" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "owner_kind" character varying(40) NOT NULL, "owner_id" uuid NOT NULL, "name" character varying(255) NOT NULL, "size" integer NOT NULL, "mime_type" character varying(120) NOT NULL, "storage_key" character varying(200) NOT NULL, "uploaded_by" uuid, CONSTRAINT "PK_0343d0d577f3effc2054cbaca7f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_material_uploaded_by" ON "material" ("uploaded_by") `);
    await queryRunner.query(`CREATE INDEX "idx_material_tenant_owner" ON "material" ("tenant_id", "owner_kind", "owner_id") `);
    await queryRunner.query(
      `ALTER TABLE "material" ADD CONSTRAINT "fk_material_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "material" ADD CONSTRAINT "fk_material_uploaded_by" FOREIGN KEY ("uploaded_by") REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "material"`);
  }
}
