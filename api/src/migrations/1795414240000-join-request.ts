import { MigrationInterface, QueryRunner } from 'typeorm';

// Join on request (issue 24 §1): a group's join policy (SV groups, whose members are pupils, ask the admins;
// SSR and networks stay open), the pending requests, and group notifications addressed to one member.
export class JoinRequest1795414240000 implements MigrationInterface {
  name = 'JoinRequest1795414240000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tenant" ADD "join_policy" character varying(10) NOT NULL DEFAULT 'REQUEST'`);
    await queryRunner.query(`UPDATE "tenant" SET "join_policy" = 'OPEN' WHERE "type" <> 'SV'`);
    await queryRunner.query(`ALTER TABLE "tenant" ADD CONSTRAINT "chk_tenant_join_policy" CHECK ("join_policy" IN ('OPEN', 'REQUEST'))`);

    await queryRunner.query(
      `CREATE TABLE "join_request" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "user_id" uuid NOT NULL, CONSTRAINT "PK_ea4ce3bfd1dcd38029f3176bb4e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_join_request_user" ON "join_request" ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_join_request_tenant_user" ON "join_request" ("tenant_id", "user_id") `);
    await queryRunner.query(
      `ALTER TABLE "join_request" ADD CONSTRAINT "fk_join_request_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "join_request" ADD CONSTRAINT "fk_join_request_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE`,
    );

    await queryRunner.query(`ALTER TABLE "group_notification" ALTER COLUMN "type" TYPE character varying(20)`);
    await queryRunner.query(`ALTER TABLE "group_notification" ADD "recipient_id" uuid`);
    await queryRunner.query(`CREATE INDEX "idx_group_notification_recipient" ON "group_notification" ("recipient_id") `);
    await queryRunner.query(
      `ALTER TABLE "group_notification" ADD CONSTRAINT "fk_group_notification_recipient" FOREIGN KEY ("recipient_id") REFERENCES "user_account"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(`ALTER TABLE "group_notification" DROP CONSTRAINT "chk_group_notification_type"`);
    await queryRunner.query(
      `ALTER TABLE "group_notification" ADD CONSTRAINT "chk_group_notification_type" CHECK ("type" IN ('INFO', 'JOIN_REQUEST'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "group_notification" WHERE "type" <> 'INFO'`);
    await queryRunner.query(`ALTER TABLE "group_notification" DROP CONSTRAINT "chk_group_notification_type"`);
    await queryRunner.query(`ALTER TABLE "group_notification" ADD CONSTRAINT "chk_group_notification_type" CHECK ("type" IN ('INFO'))`);
    await queryRunner.query(`ALTER TABLE "group_notification" DROP CONSTRAINT "fk_group_notification_recipient"`);
    await queryRunner.query(`DROP INDEX "idx_group_notification_recipient"`);
    await queryRunner.query(`ALTER TABLE "group_notification" DROP COLUMN "recipient_id"`);
    await queryRunner.query(`ALTER TABLE "group_notification" ALTER COLUMN "type" TYPE character varying(10)`);
    await queryRunner.query(`DROP TABLE "join_request"`);
    await queryRunner.query(`ALTER TABLE "tenant" DROP CONSTRAINT "chk_tenant_join_policy"`);
    await queryRunner.query(`ALTER TABLE "tenant" DROP COLUMN "join_policy"`);
  }
}
