import { MigrationInterface, QueryRunner } from "typeorm";

// Administration and elections: audit entries for administrative actions, election registrations with
// their people (one row per person and role), and delegate-list exports.
export class AdminElections1795388200251 implements MigrationInterface {
    name = 'AdminElections1795388200251'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "delegate_export" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "domain_id" uuid NOT NULL, "year_start" smallint NOT NULL, "format" character varying(3) NOT NULL, "state" character varying(10) NOT NULL DEFAULT 'PENDING', "progress" smallint NOT NULL DEFAULT '0', "requested_by_id" uuid, "storage_key" character varying(300), CONSTRAINT "chk_delegate_export_format" CHECK ("format" IN ('pdf', 'csv')), CONSTRAINT "chk_delegate_export_state" CHECK ("state" IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')), CONSTRAINT "PK_fdfbf31f6d832d28ed659cbf8c2" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_delegate_export_requested_by" ON "delegate_export"  ("requested_by_id") `);
        await queryRunner.query(`CREATE INDEX "idx_delegate_export_domain" ON "delegate_export"  ("domain_id", "created_at") `);
        await queryRunner.query(`CREATE TABLE "election_person" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "registration_id" uuid NOT NULL, "role" character varying(30) NOT NULL, "position" smallint NOT NULL DEFAULT '1', "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "mail" character varying(254) NOT NULL, "class_name" character varying(20), CONSTRAINT "PK_f3bf80baf9649447fc216cdc517" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_election_person_mail" ON "election_person"  ("mail") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_election_person_role" ON "election_person"  ("registration_id", "role", "position") `);
        await queryRunner.query(`CREATE TABLE "election_registration" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "domain_id" uuid NOT NULL, "school_tenant_id" uuid NOT NULL, "school_year" character varying(7) NOT NULL, "year_start" smallint NOT NULL, "election_type" character varying(20) NOT NULL, "election_date" date NOT NULL, "assembly_date" date NOT NULL, "leader_first_name" character varying(100) NOT NULL, "leader_last_name" character varying(100) NOT NULL, "minutes_to_principal" boolean NOT NULL, "minutes_kept_by_council" boolean NOT NULL, "truth_confirmed" boolean NOT NULL, "state" character varying(10) NOT NULL DEFAULT 'PENDING', "validated_by_id" uuid, "validated_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "chk_election_type" CHECK ("election_type" IN ('FULL_ASSEMBLY', 'DELEGATES')), CONSTRAINT "chk_election_state" CHECK ("state" IN ('PENDING', 'CLOSED')), CONSTRAINT "PK_d9876f0252546af5989b9c563ae" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_election_validated_by" ON "election_registration"  ("validated_by_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_election_pending_school_year" ON "election_registration"  ("school_tenant_id", "year_start") WHERE state = 'PENDING'`);
        await queryRunner.query(`CREATE INDEX "idx_election_domain_year" ON "election_registration"  ("domain_id", "year_start", "state") `);
        await queryRunner.query(`ALTER TABLE "audit_log" ADD "action" character varying(40)`);
        await queryRunner.query(`ALTER TABLE "audit_log" ADD "domain_id" uuid`);
        await queryRunner.query(`ALTER TABLE "audit_log" ADD "target_id" uuid`);
        await queryRunner.query(`ALTER TABLE "audit_log" ADD "detail" jsonb`);
        await queryRunner.query(`CREATE INDEX "idx_audit_log_created" ON "audit_log"  ("created_at") `);
        await queryRunner.query(`ALTER TABLE "audit_log" DROP CONSTRAINT "chk_audit_log_reason"`);
        await queryRunner.query(`ALTER TABLE "audit_log" ADD CONSTRAINT "chk_audit_log_reason" CHECK ("reason" IN ('NOT_MEMBER', 'LEVEL', 'ADMIN'))`);
        await queryRunner.query(`ALTER TABLE "audit_log" ADD CONSTRAINT "fk_audit_log_domain" FOREIGN KEY ("domain_id") REFERENCES "domain"("id") ON DELETE SET NULL`);
        await queryRunner.query(`ALTER TABLE "election_registration" ADD CONSTRAINT "fk_election_domain" FOREIGN KEY ("domain_id") REFERENCES "domain"("id") ON DELETE CASCADE`);
        await queryRunner.query(`ALTER TABLE "election_registration" ADD CONSTRAINT "fk_election_school" FOREIGN KEY ("school_tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`);
        await queryRunner.query(`ALTER TABLE "election_registration" ADD CONSTRAINT "fk_election_validated_by" FOREIGN KEY ("validated_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL`);
        await queryRunner.query(`CREATE INDEX "idx_election_school" ON "election_registration" ("school_tenant_id")`);
        await queryRunner.query(`ALTER TABLE "election_person" ADD CONSTRAINT "fk_election_person_registration" FOREIGN KEY ("registration_id") REFERENCES "election_registration"("id") ON DELETE CASCADE`);
        await queryRunner.query(`ALTER TABLE "delegate_export" ADD CONSTRAINT "fk_delegate_export_domain" FOREIGN KEY ("domain_id") REFERENCES "domain"("id") ON DELETE CASCADE`);
        await queryRunner.query(`ALTER TABLE "delegate_export" ADD CONSTRAINT "fk_delegate_export_requested_by" FOREIGN KEY ("requested_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DELETE FROM "audit_log" WHERE "reason" = 'ADMIN'`);
        await queryRunner.query(`ALTER TABLE "audit_log" DROP CONSTRAINT "chk_audit_log_reason"`);
        await queryRunner.query(`ALTER TABLE "audit_log" ADD CONSTRAINT "chk_audit_log_reason" CHECK ("reason" IN ('NOT_MEMBER', 'LEVEL'))`);
        await queryRunner.query(`ALTER TABLE "audit_log" DROP CONSTRAINT "fk_audit_log_domain"`);
        await queryRunner.query(`DROP INDEX "public"."idx_election_school"`);
        await queryRunner.query(`DROP INDEX "public"."idx_audit_log_created"`);
        await queryRunner.query(`ALTER TABLE "audit_log" DROP COLUMN "detail"`);
        await queryRunner.query(`ALTER TABLE "audit_log" DROP COLUMN "target_id"`);
        await queryRunner.query(`ALTER TABLE "audit_log" DROP COLUMN "domain_id"`);
        await queryRunner.query(`ALTER TABLE "audit_log" DROP COLUMN "action"`);
        await queryRunner.query(`DROP INDEX "public"."idx_election_domain_year"`);
        await queryRunner.query(`DROP INDEX "public"."uq_election_pending_school_year"`);
        await queryRunner.query(`DROP INDEX "public"."idx_election_validated_by"`);
        await queryRunner.query(`DROP TABLE "election_registration"`);
        await queryRunner.query(`DROP INDEX "public"."uq_election_person_role"`);
        await queryRunner.query(`DROP INDEX "public"."idx_election_person_mail"`);
        await queryRunner.query(`DROP TABLE "election_person"`);
        await queryRunner.query(`DROP INDEX "public"."idx_delegate_export_domain"`);
        await queryRunner.query(`DROP INDEX "public"."idx_delegate_export_requested_by"`);
        await queryRunner.query(`DROP TABLE "delegate_export"`);
    }

}
