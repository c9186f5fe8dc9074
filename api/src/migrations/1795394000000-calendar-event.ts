import { MigrationInterface, QueryRunner } from 'typeorm';

// A group's calendar entries (issue 12 §2). pg_trgm comes from the initial schema; the trigram index serves
// the list's text filter over title, description and location (one multi-column GIN, any column matches).
// btree_gist is created here and stays when the migration is reverted, like pg_trgm.
export class CalendarEvent1795394000000 implements MigrationInterface {
  name = 'CalendarEvent1795394000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "calendar_event" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "author_id" uuid, "title" character varying(200) NOT NULL, "description" character varying(20000) NOT NULL DEFAULT '', "location" character varying(200) NOT NULL DEFAULT '', "notes" character varying(2000) NOT NULL DEFAULT '', "color" character varying(7) NOT NULL DEFAULT '#1d4ed8', "start_date" TIMESTAMP WITH TIME ZONE NOT NULL, "end_date" TIMESTAMP WITH TIME ZONE NOT NULL, "all_day" boolean NOT NULL DEFAULT false, "view_access" smallint NOT NULL DEFAULT '0', CONSTRAINT "PK_176fe24e6eb48c3fef696c7641f" PRIMARY KEY ("id"), CONSTRAINT "chk_calendar_event_range" CHECK ("end_date" >= "start_date"), CONSTRAINT "chk_calendar_event_view_access" CHECK ("view_access" >= 0))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_calendar_event_author" ON "calendar_event" ("author_id") `);
    await queryRunner.query(`CREATE INDEX "idx_calendar_event_tenant_start" ON "calendar_event" ("tenant_id", "start_date") `);
    // A window's list walks only the group's entries that overlap it (btree_gist lets tenant_id share the GiST).
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(
      `CREATE INDEX "idx_calendar_event_tenant_span" ON "calendar_event" USING gist ("tenant_id", tstzrange("start_date", "end_date", '[]'))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_calendar_event_text_trgm" ON "calendar_event" USING gin ("title" gin_trgm_ops, "description" gin_trgm_ops, "location" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `ALTER TABLE "calendar_event" ADD CONSTRAINT "fk_calendar_event_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "calendar_event" ADD CONSTRAINT "fk_calendar_event_author" FOREIGN KEY ("author_id") REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "calendar_event"`);
  }
}
