import { MigrationInterface, QueryRunner } from 'typeorm';

// A group's own role matrix (issue 28): the permissions its admin changed, stored on the tenant row that
// the tenant guard already reads, so the permission check stays one query per request. Null: the default table.
export class TenantPermissions1795430000000 implements MigrationInterface {
  name = 'TenantPermissions1795430000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tenant" ADD "permissions" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tenant" DROP COLUMN "permissions"`);
  }
}
