import { MigrationInterface, QueryRunner } from 'typeorm';

// iCal feeds become personal (issue 24 §5): one link per member and group, hanging on the membership, in
// place of one link per level shared by everyone at that level. The shared links are dropped, so every old
// URL answers 404; members see their own new link on the calendar page.
export class CalendarMemberFeed1795419240000 implements MigrationInterface {
  name = 'CalendarMemberFeed1795419240000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "calendar_member_feed" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "user_id" uuid NOT NULL, "membership_id" uuid NOT NULL, "seed" character varying(64) NOT NULL, "token_hash" character varying(64) NOT NULL, CONSTRAINT "PK_887ec7ea7e3fa980918a8321a27" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_calendar_member_feed_user_tenant" ON "calendar_member_feed" ("user_id", "tenant_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_calendar_member_feed_token_hash" ON "calendar_member_feed" ("token_hash") `);
    await queryRunner.query(`CREATE INDEX "idx_calendar_member_feed_tenant" ON "calendar_member_feed" ("tenant_id") `);
    await queryRunner.query(`CREATE INDEX "idx_calendar_member_feed_membership" ON "calendar_member_feed" ("membership_id") `);
    await queryRunner.query(
      `ALTER TABLE "calendar_member_feed" ADD CONSTRAINT "fk_calendar_member_feed_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "calendar_member_feed" ADD CONSTRAINT "fk_calendar_member_feed_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "calendar_member_feed" ADD CONSTRAINT "fk_calendar_member_feed_membership" FOREIGN KEY ("membership_id") REFERENCES "membership"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(`DROP TABLE "calendar_feed"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "calendar_feed" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "level" smallint NOT NULL, "seed" character varying(64) NOT NULL, "token_hash" character varying(64) NOT NULL, CONSTRAINT "PK_24c0b9c80e4a4ac8752d854bc2e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_calendar_feed_tenant_level" ON "calendar_feed" ("tenant_id", "level") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_calendar_feed_token_hash" ON "calendar_feed" ("token_hash") `);
    await queryRunner.query(
      `ALTER TABLE "calendar_feed" ADD CONSTRAINT "fk_calendar_feed_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(`DROP TABLE "calendar_member_feed"`);
  }
}
