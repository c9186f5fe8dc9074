import { MigrationInterface, QueryRunner } from 'typeorm';

// Backup drills (issue 27 §3): every passed `npm run restore-drill` adds a row here, in the live database, so
// that the workers can report `plenum_backup_last_verified_timestamp_seconds` as max(verified_at) and an
// alert fires when no backup has been restored successfully for eight days. A history, not one row, so an
// operator also sees how long each drill took (the recovery time) and which backup it restored.
export class BackupVerification1795903900000 implements MigrationInterface {
  name = 'BackupVerification1795903900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "backup_verification" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "verified_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "backup_created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "duration_seconds" integer NOT NULL, CONSTRAINT "PK_backup_verification" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_backup_verification_verified_at" ON "backup_verification" ("verified_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "backup_verification"`);
  }
}
