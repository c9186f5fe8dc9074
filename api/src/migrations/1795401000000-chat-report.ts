import { MigrationInterface, QueryRunner } from 'typeorm';

// Reports of chat messages and their moderation (issue 13), and the account suspension a moderator's
// SUSPEND sets (user_account.suspended_at). Runs after 1795400000000-chat, which creates chat_message.
export class ChatReport1795401000000 implements MigrationInterface {
  name = 'ChatReport1795401000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_account" ADD "suspended_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE INDEX "idx_user_account_staff" ON "user_account" ("permission_level") WHERE permission_level >= 6`);
    await queryRunner.query(
      `CREATE TABLE "chat_report" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "message_id" uuid NOT NULL, "reporter_id" uuid, "sender_id" uuid, "reason" character varying(20) NOT NULL, "comment" character varying(500), "original_content" character varying(4000) NOT NULL, "state" character varying(10) NOT NULL DEFAULT 'OPEN', "action" character varying(10), "handled_by_id" uuid, "handled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "chk_chat_report_action" CHECK (("state" = 'OPEN' AND "action" IS NULL) OR ("state" = 'CLOSED' AND "action" IN ('DISMISS', 'REMOVE', 'WARN', 'SUSPEND'))), CONSTRAINT "chk_chat_report_state" CHECK ("state" IN ('OPEN', 'CLOSED')), CONSTRAINT "chk_chat_report_reason" CHECK ("reason" IN ('SPAM', 'INSULT', 'HARASSMENT', 'INAPPROPRIATE', 'OTHER')), CONSTRAINT "PK_ebb459eb4da2a5061ff8d6e415e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_chat_report_open_reporter_message" ON "chat_report" ("reporter_id", "message_id") WHERE state = 'OPEN'`,
    );
    await queryRunner.query(`CREATE INDEX "idx_chat_report_state_created" ON "chat_report" ("state", "created_at", "id") `);
    await queryRunner.query(`CREATE INDEX "idx_chat_report_message" ON "chat_report" ("message_id") `);
    await queryRunner.query(`CREATE INDEX "idx_chat_report_sender" ON "chat_report" ("sender_id") `);
    await queryRunner.query(`CREATE INDEX "idx_chat_report_handled_by" ON "chat_report" ("handled_by_id") `);
    await queryRunner.query(
      `ALTER TABLE "chat_report" ADD CONSTRAINT "fk_chat_report_message" FOREIGN KEY ("message_id") REFERENCES "chat_message"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_report" ADD CONSTRAINT "fk_chat_report_reporter" FOREIGN KEY ("reporter_id") REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_report" ADD CONSTRAINT "fk_chat_report_sender" FOREIGN KEY ("sender_id") REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_report" ADD CONSTRAINT "fk_chat_report_handled_by" FOREIGN KEY ("handled_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "chat_report"`);
    await queryRunner.query(`DROP INDEX "idx_user_account_staff"`);
    await queryRunner.query(`ALTER TABLE "user_account" DROP COLUMN "suspended_at"`);
  }
}
