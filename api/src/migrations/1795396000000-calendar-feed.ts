import { MigrationInterface, QueryRunner } from 'typeorm';

// The iCal feeds of a group: one row per view-access level while the group's iCal switch is on.
export class CalendarFeed1795396000000 implements MigrationInterface {
  name = 'CalendarFeed1795396000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "calendar_feed" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "level" smallint NOT NULL, "seed" character varying(64) NOT NULL, "token_hash" character varying(64) NOT NULL, CONSTRAINT "PK_24c0b9c80e4a4ac8752d854bc2e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_calendar_feed_tenant_level" ON "calendar_feed" ("tenant_id", "level") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_calendar_feed_token_hash" ON "calendar_feed" ("token_hash") `);
    await queryRunner.query(
      `ALTER TABLE "calendar_feed" ADD CONSTRAINT "fk_calendar_feed_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    // A group whose switch was on before feeds existed gets its feeds from the service on first read
    // (CalendarFeedService.status), so no row is invented here.
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "calendar_feed"`);
  }
}
