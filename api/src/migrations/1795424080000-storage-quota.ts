import { MigrationInterface, QueryRunner } from 'typeorm';

// Storage quotas (issue 24 §8): a material remembers whether it came with a private chat message (it then
// counts against the sender's quota, not the group's), and two partial indexes carry the size, so that the
// sums every upload computes under its lock are index-only scans. Existing private chat files are marked.
export class StorageQuota1795424080000 implements MigrationInterface {
  name = 'StorageQuota1795424080000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "material" ADD "private_chat" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `UPDATE "material" m SET "private_chat" = true FROM "chat_message" cm JOIN "chat_conversation" c ON c."id" = cm."conversation_id" WHERE m."owner_kind" = 'CHAT_MESSAGE' AND m."owner_id" = cm."id" AND c."kind" = 'PRIVATE'`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_material_tenant_usage" ON "material" ("tenant_id") INCLUDE ("size") WHERE NOT "private_chat"`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_material_private_usage" ON "material" ("uploaded_by") INCLUDE ("size") WHERE "private_chat"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_material_private_usage"`);
    await queryRunner.query(`DROP INDEX "idx_material_tenant_usage"`);
    await queryRunner.query(`ALTER TABLE "material" DROP COLUMN "private_chat"`);
  }
}
