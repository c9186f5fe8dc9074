import { MigrationInterface, QueryRunner } from 'typeorm';

// The council profile (issue 16 §2): one row per group with its contact fields and pointers to its two
// resized images (rows of `material`, owner kind PROFILE). Creates only the `profile` table.
export class Profile1795409000000 implements MigrationInterface {
  name = 'Profile1795409000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "profile" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "description" character varying(20000) NOT NULL DEFAULT '', "contact_person" character varying(200) NOT NULL DEFAULT '', "contact_email" character varying(254) NOT NULL DEFAULT '', "contact_phone" character varying(40) NOT NULL DEFAULT '', "contact_website" character varying(500) NOT NULL DEFAULT '', "public_person" character varying(200) NOT NULL DEFAULT '', "avatar_image_id" uuid, "background_image_id" uuid, "background_width" integer, "background_height" integer, CONSTRAINT "PK_3dd8bfc97e4a77c70971591bdcb" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_profile_tenant" ON "profile" ("tenant_id") `);
    await queryRunner.query(`CREATE INDEX "idx_profile_avatar_image" ON "profile" ("avatar_image_id") `);
    await queryRunner.query(`CREATE INDEX "idx_profile_background_image" ON "profile" ("background_image_id") `);
    await queryRunner.query(
      `ALTER TABLE "profile" ADD CONSTRAINT "fk_profile_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "profile" ADD CONSTRAINT "fk_profile_avatar_image" FOREIGN KEY ("avatar_image_id") REFERENCES "material"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "profile" ADD CONSTRAINT "fk_profile_background_image" FOREIGN KEY ("background_image_id") REFERENCES "material"("id") ON DELETE SET NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "profile"`);
  }
}
