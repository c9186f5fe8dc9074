import { MigrationInterface, QueryRunner } from 'typeorm';

// Contact rules (issue 24): who blocked whom (private chat), and the private chats a person removed from
// their list. Blocks leave with either account.
export class ContactBlock1795414700000 implements MigrationInterface {
  name = 'ContactBlock1795414700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "contact_block" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "blocker_id" uuid NOT NULL, "blocked_id" uuid NOT NULL, CONSTRAINT "chk_contact_block_self" CHECK ("blocker_id" <> "blocked_id"), CONSTRAINT "PK_3851d4125d1e1a3261398a88707" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_contact_block_pair" ON "contact_block" ("blocker_id", "blocked_id") `);
    await queryRunner.query(`CREATE INDEX "idx_contact_block_blocked" ON "contact_block" ("blocked_id") `);
    await queryRunner.query(
      `ALTER TABLE "contact_block" ADD CONSTRAINT "fk_contact_block_blocker" FOREIGN KEY ("blocker_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_block" ADD CONSTRAINT "fk_contact_block_blocked" FOREIGN KEY ("blocked_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "chat_read_state" ADD "hidden_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_read_state" DROP COLUMN "hidden_at"`);
    await queryRunner.query(`DROP TABLE "contact_block"`);
  }
}
