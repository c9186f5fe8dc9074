import { MigrationInterface, QueryRunner } from 'typeorm';

// Deleting one's account (issue 26 §2): the moment a requested deletion falls due (null when none is
// pending), with a partial index for the workers' hourly sweep of due accounts.
export class AccountDeletion1795903900100 implements MigrationInterface {
  name = 'AccountDeletion1795903900100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_account" ADD "deletion_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE INDEX "idx_user_account_deletion_at" ON "user_account" ("deletion_at") WHERE deletion_at IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_user_account_deletion_at"`);
    await queryRunner.query(`ALTER TABLE "user_account" DROP COLUMN "deletion_at"`);
  }
}
