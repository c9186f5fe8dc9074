import { MigrationInterface, QueryRunner } from 'typeorm';

// Delayed deletion of uploads (issue 27 §3): a deleted file stays in the store for STORAGE_DELETE_DELAY_DAYS
// and is listed here until the workers' hourly housekeeping removes it, so that a database restored from an
// older backup never points at a file that is already gone.
export class StorageDeletion1795903900001 implements MigrationInterface {
  name = 'StorageDeletion1795903900001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "storage_deletion" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "area" character varying(10) NOT NULL, "storage_key" character varying(300) NOT NULL, "due_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "chk_storage_deletion_area" CHECK ("area" IN ('uploads', 'exports')), CONSTRAINT "uq_storage_deletion_key" UNIQUE ("area", "storage_key"), CONSTRAINT "PK_storage_deletion" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_storage_deletion_due_at" ON "storage_deletion" ("due_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "storage_deletion"`);
  }
}
