import { MigrationInterface, QueryRunner } from 'typeorm';

// Events (issue 14 §1): the event with its switches, programme and custom fields (JSONB), its public
// registrations and check-ins. The unique indexes on (event_id, lower(mail)) make one registration and one
// check-in per e-mail and event hold under racing requests. The trigram GIN serves the list's text filter.
export class Event1795402000000 implements MigrationInterface {
  name = 'Event1795402000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "event" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "author_id" uuid, "title" character varying(200) NOT NULL, "description" character varying(20000) NOT NULL DEFAULT '', "location" character varying(200) NOT NULL DEFAULT '', "start_date" TIMESTAMP WITH TIME ZONE NOT NULL, "end_date" TIMESTAMP WITH TIME ZONE NOT NULL, "view_access" smallint NOT NULL DEFAULT '0', "switch_program" boolean NOT NULL DEFAULT false, "switch_registration" boolean NOT NULL DEFAULT false, "switch_checkin" boolean NOT NULL DEFAULT false, "configuration" jsonb NOT NULL DEFAULT '{"toc": []}', "custom_fields" jsonb NOT NULL DEFAULT '[]', CONSTRAINT "PK_30c2f3bbaf6d34a55f8ae6e4614" PRIMARY KEY ("id"), CONSTRAINT "chk_event_range" CHECK ("end_date" >= "start_date"), CONSTRAINT "chk_event_view_access" CHECK ("view_access" >= 0))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_event_tenant_start" ON "event" ("tenant_id", "start_date") `);
    await queryRunner.query(`CREATE INDEX "idx_event_author" ON "event" ("author_id") `);
    await queryRunner.query(`CREATE INDEX "idx_event_text_trgm" ON "event" USING gin ("title" gin_trgm_ops, "location" gin_trgm_ops)`);
    await queryRunner.query(
      `CREATE TABLE "event_registration" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "event_id" uuid NOT NULL, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "mail" character varying(254) NOT NULL, "answers" jsonb NOT NULL DEFAULT '{}', CONSTRAINT "PK_10aedff1bd0d0ef534d1106ddec" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_event_registration_event_created" ON "event_registration" ("event_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "idx_event_registration_tenant" ON "event_registration" ("tenant_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_event_registration_event_mail" ON "event_registration" ("event_id", lower("mail"))`);
    await queryRunner.query(
      `CREATE TABLE "event_attendee" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "event_id" uuid NOT NULL, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "mail" character varying(254) NOT NULL, "answers" jsonb NOT NULL DEFAULT '{}', "checked_in_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_74780f7235f1576b54f93d3dff3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_event_attendee_event_created" ON "event_attendee" ("event_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "idx_event_attendee_tenant" ON "event_attendee" ("tenant_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_event_attendee_event_mail" ON "event_attendee" ("event_id", lower("mail"))`);
    await queryRunner.query(
      `ALTER TABLE "event" ADD CONSTRAINT "fk_event_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "event" ADD CONSTRAINT "fk_event_author" FOREIGN KEY ("author_id") REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
    for (const table of ['event_registration', 'event_attendee']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "fk_${table}_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
      );
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "fk_${table}_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "event_attendee"`);
    await queryRunner.query(`DROP TABLE "event_registration"`);
    await queryRunner.query(`DROP TABLE "event"`);
  }
}
