import { MigrationInterface, QueryRunner } from 'typeorm';

// The chat (issue 13): conversations (a group's general chat or a pair of users), messages and one read
// state row per (user, conversation).
export class Chat1795400000000 implements MigrationInterface {
  name = 'Chat1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "chat_conversation" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "kind" character varying(10) NOT NULL, "tenant_id" uuid, "user_a_id" uuid, "user_b_id" uuid, "last_message_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "chk_chat_conversation_kind" CHECK (("kind" = 'GROUP' AND "tenant_id" IS NOT NULL AND "user_a_id" IS NULL AND "user_b_id" IS NULL) OR ("kind" = 'PRIVATE' AND "tenant_id" IS NULL AND "user_a_id" IS NOT NULL AND "user_b_id" IS NOT NULL AND "user_a_id" < "user_b_id")), CONSTRAINT "PK_0c5b7697e69f674eb983b1e83cc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_chat_conversation_user_b" ON "chat_conversation" ("user_b_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_chat_conversation_pair" ON "chat_conversation" ("user_a_id", "user_b_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_chat_conversation_tenant" ON "chat_conversation" ("tenant_id") `);
    await queryRunner.query(
      `CREATE TABLE "chat_message" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "conversation_id" uuid NOT NULL, "sender_id" uuid, "content" character varying(4000) NOT NULL, "files_tenant_id" uuid, "file_count" smallint NOT NULL DEFAULT '0', "removed" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_3cc0d85193aade457d3077dd06b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_chat_message_files_tenant" ON "chat_message" ("files_tenant_id") `);
    await queryRunner.query(`CREATE INDEX "idx_chat_message_sender" ON "chat_message" ("sender_id") `);
    await queryRunner.query(`CREATE INDEX "idx_chat_message_conversation_created" ON "chat_message" ("conversation_id", "created_at", "id") `);
    await queryRunner.query(
      `CREATE TABLE "chat_read_state" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "user_id" uuid NOT NULL, "conversation_id" uuid NOT NULL, "last_read_message_id" uuid, "last_read_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_5707bed1032d3ed6e9f476d5713" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_chat_read_state_message" ON "chat_read_state" ("last_read_message_id") `);
    await queryRunner.query(`CREATE INDEX "idx_chat_read_state_conversation" ON "chat_read_state" ("conversation_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_chat_read_state_user_conversation" ON "chat_read_state" ("user_id", "conversation_id") `);
    await queryRunner.query(
      `ALTER TABLE "chat_conversation" ADD CONSTRAINT "fk_chat_conversation_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_conversation" ADD CONSTRAINT "fk_chat_conversation_user_a" FOREIGN KEY ("user_a_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_conversation" ADD CONSTRAINT "fk_chat_conversation_user_b" FOREIGN KEY ("user_b_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_message" ADD CONSTRAINT "fk_chat_message_conversation" FOREIGN KEY ("conversation_id") REFERENCES "chat_conversation"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_message" ADD CONSTRAINT "fk_chat_message_sender" FOREIGN KEY ("sender_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_message" ADD CONSTRAINT "fk_chat_message_files_tenant" FOREIGN KEY ("files_tenant_id") REFERENCES "tenant"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_read_state" ADD CONSTRAINT "fk_chat_read_state_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_read_state" ADD CONSTRAINT "fk_chat_read_state_conversation" FOREIGN KEY ("conversation_id") REFERENCES "chat_conversation"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_read_state" ADD CONSTRAINT "fk_chat_read_state_message" FOREIGN KEY ("last_read_message_id") REFERENCES "chat_message"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "chat_read_state"`);
    await queryRunner.query(`DROP TABLE "chat_message"`);
    await queryRunner.query(`DROP TABLE "chat_conversation"`);
  }
}
