import { MigrationInterface, QueryRunner } from "typeorm";

// Competing election submissions (issue 10): a public submission no longer deletes the pending one of the
// same school and year. Several pending submissions may coexist; validating one marks the others SUPERSEDED.
// Election confirmation mails are counted per address and day (election_mail_quota).
export class ElectionCompeting1795390000000 implements MigrationInterface {
    name = 'ElectionCompeting1795390000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."uq_election_pending_school_year"`);
        await queryRunner.query(`CREATE INDEX "idx_election_school_year" ON "election_registration"  ("school_tenant_id", "year_start", "state") `);
        await queryRunner.query(`ALTER TABLE "election_registration" ADD "superseded_by_id" uuid`);
        await queryRunner.query(`ALTER TABLE "election_registration" DROP CONSTRAINT "chk_election_state"`);
        await queryRunner.query(`ALTER TABLE "election_registration" ADD CONSTRAINT "chk_election_state" CHECK ("state" IN ('PENDING', 'CLOSED', 'SUPERSEDED'))`);
        await queryRunner.query(`ALTER TABLE "election_person" ADD "confirmation_mail" boolean NOT NULL DEFAULT true`);
        await queryRunner.query(`CREATE TABLE "election_mail_quota" ("mail" character varying(254) NOT NULL, "day" date NOT NULL, "sent" smallint NOT NULL DEFAULT '0', CONSTRAINT "PK_election_mail_quota" PRIMARY KEY ("mail", "day"))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "election_mail_quota"`);
        await queryRunner.query(`ALTER TABLE "election_person" DROP COLUMN "confirmation_mail"`);
        // Only one pending submission per school and year fits the old index: the older ones become SUPERSEDED.
        await queryRunner.query(`UPDATE "election_registration" r SET "state" = 'SUPERSEDED' WHERE r."state" = 'PENDING' AND EXISTS (SELECT 1 FROM "election_registration" n WHERE n."school_tenant_id" = r."school_tenant_id" AND n."year_start" = r."year_start" AND n."state" = 'PENDING' AND n."created_at" > r."created_at")`);
        await queryRunner.query(`DELETE FROM "election_registration" WHERE "state" = 'SUPERSEDED'`);
        await queryRunner.query(`ALTER TABLE "election_registration" DROP CONSTRAINT "chk_election_state"`);
        await queryRunner.query(`ALTER TABLE "election_registration" ADD CONSTRAINT "chk_election_state" CHECK ("state" IN ('PENDING', 'CLOSED'))`);
        await queryRunner.query(`ALTER TABLE "election_registration" DROP COLUMN "superseded_by_id"`);
        await queryRunner.query(`DROP INDEX "public"."idx_election_school_year"`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_election_pending_school_year" ON "election_registration"  ("school_tenant_id", "year_start") WHERE state = 'PENDING'`);
    }
}
