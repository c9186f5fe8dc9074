import { MigrationInterface, QueryRunner } from 'typeorm';

// Generated from the entities, then reviewed: the generator's drift against hand-made parts of the
// initial schema (its foreign keys, search indexes and the integrations default's key order) was removed;
// foreign keys, CHECK constraints and the tenant name search index were added by hand.

export class TenancyCore1795385265073 implements MigrationInterface {
    name = 'TenancyCore1795385265073'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "audit_log" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "user_id" uuid, "platform_level" smallint NOT NULL, "tenant_id" uuid, "permission" character varying(60), "reason" character varying(20) NOT NULL, "method" character varying(10) NOT NULL, "route" character varying(300) NOT NULL, CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"), CONSTRAINT "chk_audit_log_reason" CHECK ("reason" IN ('NOT_MEMBER', 'LEVEL')))`);
        await queryRunner.query(`CREATE INDEX "idx_audit_log_user_created" ON "audit_log"  ("user_id", "created_at") `);
        await queryRunner.query(`CREATE INDEX "idx_audit_log_tenant_created" ON "audit_log"  ("tenant_id", "created_at") `);
        await queryRunner.query(`CREATE TABLE "group_notification" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "author_id" uuid, "content" character varying(500) NOT NULL, "type" character varying(10) NOT NULL DEFAULT 'INFO', CONSTRAINT "PK_42b45a2dc12c9bd6786a39d542a" PRIMARY KEY ("id"), CONSTRAINT "chk_group_notification_type" CHECK ("type" IN ('INFO')))`);
        await queryRunner.query(`CREATE INDEX "idx_group_notification_author" ON "group_notification"  ("author_id") `);
        await queryRunner.query(`CREATE INDEX "idx_group_notification_tenant_created" ON "group_notification"  ("tenant_id", "created_at") `);
        await queryRunner.query(`CREATE TABLE "invitation" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "mail" character varying(254) NOT NULL, "level" smallint NOT NULL, "invited_by_id" uuid, "invited_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "state" character varying(10) NOT NULL DEFAULT 'PENDING', "responded_at" TIMESTAMP WITH TIME ZONE, "mailed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_beb994737756c0f18a1c1f8669c" PRIMARY KEY ("id"), CONSTRAINT "chk_invitation_state" CHECK ("state" IN ('PENDING', 'ACCEPTED', 'REJECTED')))`);
        await queryRunner.query(`CREATE INDEX "idx_invitation_mail_state" ON "invitation"  ("mail", "state", "invited_at") `);
        await queryRunner.query(`CREATE INDEX "idx_invitation_tenant_state" ON "invitation"  ("tenant_id", "state", "invited_at") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_invitation_pending" ON "invitation"  ("tenant_id", "mail") WHERE state = 'PENDING'`);
        await queryRunner.query(`CREATE TABLE "notification_seen" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "notification_id" uuid NOT NULL, "user_id" uuid NOT NULL, CONSTRAINT "PK_e3809abd0f99dd35bd4ad1ae5b3" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_notification_seen_tenant" ON "notification_seen"  ("tenant_id") `);
        await queryRunner.query(`CREATE INDEX "idx_notification_seen_user" ON "notification_seen"  ("user_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_notification_seen" ON "notification_seen"  ("notification_id", "user_id") `);
        // Integrity: a tenant's rows go with the tenant, seen rows with their notification or reader; an
        // author or inviter who deletes their account leaves the item behind without a name; the audit
        // trail outlives both the person and the tenant.
        await queryRunner.query(`ALTER TABLE "audit_log" ADD CONSTRAINT "fk_audit_log_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE SET NULL`);
        await queryRunner.query(`ALTER TABLE "audit_log" ADD CONSTRAINT "fk_audit_log_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE SET NULL`);
        await queryRunner.query(`ALTER TABLE "group_notification" ADD CONSTRAINT "fk_group_notification_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`);
        await queryRunner.query(`ALTER TABLE "group_notification" ADD CONSTRAINT "fk_group_notification_author" FOREIGN KEY ("author_id") REFERENCES "user_account"("id") ON DELETE SET NULL`);
        await queryRunner.query(`ALTER TABLE "invitation" ADD CONSTRAINT "fk_invitation_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`);
        await queryRunner.query(`ALTER TABLE "invitation" ADD CONSTRAINT "fk_invitation_invited_by" FOREIGN KEY ("invited_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL`);
        await queryRunner.query(`CREATE INDEX "idx_invitation_invited_by" ON "invitation" ("invited_by_id")`);
        await queryRunner.query(`ALTER TABLE "notification_seen" ADD CONSTRAINT "fk_notification_seen_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`);
        await queryRunner.query(`ALTER TABLE "notification_seen" ADD CONSTRAINT "fk_notification_seen_notification" FOREIGN KEY ("notification_id") REFERENCES "group_notification"("id") ON DELETE CASCADE`);
        await queryRunner.query(`ALTER TABLE "notification_seen" ADD CONSTRAINT "fk_notification_seen_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE`);
        // Discovery searches open groups by name with ILIKE '%text%'.
        await queryRunner.query(`CREATE INDEX "idx_tenant_name_trgm" ON "tenant" USING gin ("name" gin_trgm_ops)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "public"."idx_tenant_name_trgm"`);
        await queryRunner.query(`DROP INDEX "public"."idx_invitation_invited_by"`);
        await queryRunner.query(`DROP TABLE "notification_seen"`);
        await queryRunner.query(`DROP TABLE "invitation"`);
        await queryRunner.query(`DROP TABLE "group_notification"`);
        await queryRunner.query(`DROP TABLE "audit_log"`);
    }

}
