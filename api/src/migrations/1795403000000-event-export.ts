import { MigrationInterface, QueryRunner } from 'typeorm';

// Event exports (issue 14 §2): one row per requested CSV, QR code sheet or certificate PDF of an event,
// rendered by the pdf worker. Rows leave with their tenant, event and (one certificate) attendee.
export class EventExport1795403000000 implements MigrationInterface {
  name = 'EventExport1795403000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "event_export" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "event_id" uuid NOT NULL, "kind" character varying(20) NOT NULL, "attendee_id" uuid, "state" character varying(10) NOT NULL DEFAULT 'PENDING', "progress" smallint NOT NULL DEFAULT '0', "file_name" character varying(200) NOT NULL, "requested_by_id" uuid, "storage_key" character varying(300), CONSTRAINT "chk_event_export_progress" CHECK ("progress" BETWEEN 0 AND 100), CONSTRAINT "chk_event_export_state" CHECK ("state" IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')), CONSTRAINT "chk_event_export_kind" CHECK ("kind" IN ('registrations', 'attendees', 'qrcodes', 'certificates')), CONSTRAINT "PK_1f84092df62f887102c92ea2a9b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_event_export_requested_by" ON "event_export" ("requested_by_id") `);
    await queryRunner.query(`CREATE INDEX "idx_event_export_attendee" ON "event_export" ("attendee_id") `);
    await queryRunner.query(`CREATE INDEX "idx_event_export_tenant" ON "event_export" ("tenant_id") `);
    await queryRunner.query(`CREATE INDEX "idx_event_export_event" ON "event_export" ("event_id", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "event_export" ADD CONSTRAINT "fk_event_export_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_export" ADD CONSTRAINT "fk_event_export_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_export" ADD CONSTRAINT "fk_event_export_attendee" FOREIGN KEY ("attendee_id") REFERENCES "event_attendee"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_export" ADD CONSTRAINT "fk_event_export_requested_by" FOREIGN KEY ("requested_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "event_export"`);
  }
}
