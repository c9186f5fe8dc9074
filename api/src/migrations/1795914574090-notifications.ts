import { MigrationInterface, QueryRunner } from 'typeorm';

// Reach (issue 25): one notification per person and event, with its unread state and what the scheduler
// decided about mail and push; and each person's notification settings with the time of their last digest.
export class Notifications1795914574090 implements MigrationInterface {
    name = 'Notifications1795914574090'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "notification_settings" ("user_id" uuid NOT NULL, "settings" jsonb, "last_digest_at" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_91a7ffebe8b406c4470845d4781" PRIMARY KEY ("user_id"))`);
        await queryRunner.query(`CREATE TABLE "user_notification" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "user_id" uuid NOT NULL, "tenant_id" uuid, "actor_id" uuid, "kind" character varying(20) NOT NULL, "title" character varying(300) NOT NULL, "url" character varying(500) NOT NULL, "fold_key" character varying(80) NOT NULL, "source_id" uuid, "read_at" TIMESTAMP WITH TIME ZONE, "decided_at" TIMESTAMP WITH TIME ZONE, "mail_state" character varying(10) NOT NULL DEFAULT 'PENDING', "push_state" character varying(10) NOT NULL DEFAULT 'PENDING', CONSTRAINT "chk_user_notification_push_state" CHECK ("push_state" IN ('PENDING', 'SENT', 'FOLDED', 'NONE')), CONSTRAINT "chk_user_notification_mail_state" CHECK ("mail_state" IN ('PENDING', 'SENT', 'FOLDED', 'DIGEST', 'DIGESTED', 'NONE')), CONSTRAINT "chk_user_notification_kind" CHECK ("kind" IN ('PRIVATE_MESSAGE', 'MENTION', 'GROUP_NOTIFICATION', 'INVITATION', 'JOIN_REQUEST', 'TASK', 'REVIEW', 'REPORT', 'EVENT', 'SURVEY', 'TERM')), CONSTRAINT "PK_8840aac86dec5f669c541ce67d4" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_user_notification_actor" ON "user_notification"  ("actor_id") `);
        await queryRunner.query(`CREATE INDEX "idx_user_notification_tenant" ON "user_notification"  ("tenant_id") `);
        await queryRunner.query(`CREATE INDEX "idx_user_notification_source" ON "user_notification"  ("source_id") `);
        await queryRunner.query(`CREATE INDEX "idx_user_notification_undecided" ON "user_notification"  ("created_at") WHERE "decided_at" IS NULL`);
        await queryRunner.query(`CREATE INDEX "idx_user_notification_user_fold" ON "user_notification"  ("user_id", "fold_key") `);
        await queryRunner.query(`CREATE INDEX "idx_user_notification_user_created" ON "user_notification"  ("user_id", "created_at") `);
        await queryRunner.query(`ALTER TABLE "notification_settings" ADD CONSTRAINT "fk_notification_settings_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "user_notification" ADD CONSTRAINT "fk_user_notification_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "user_notification" ADD CONSTRAINT "fk_user_notification_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "user_notification" ADD CONSTRAINT "fk_user_notification_actor" FOREIGN KEY ("actor_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "user_notification" ADD CONSTRAINT "fk_user_notification_source" FOREIGN KEY ("source_id") REFERENCES "group_notification"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "user_notification" DROP CONSTRAINT "fk_user_notification_source"`);
        await queryRunner.query(`ALTER TABLE "user_notification" DROP CONSTRAINT "fk_user_notification_actor"`);
        await queryRunner.query(`ALTER TABLE "user_notification" DROP CONSTRAINT "fk_user_notification_tenant"`);
        await queryRunner.query(`ALTER TABLE "user_notification" DROP CONSTRAINT "fk_user_notification_user"`);
        await queryRunner.query(`ALTER TABLE "notification_settings" DROP CONSTRAINT "fk_notification_settings_user"`);
        await queryRunner.query(`DROP INDEX "public"."idx_user_notification_user_created"`);
        await queryRunner.query(`DROP INDEX "public"."idx_user_notification_user_fold"`);
        await queryRunner.query(`DROP INDEX "public"."idx_user_notification_undecided"`);
        await queryRunner.query(`DROP INDEX "public"."idx_user_notification_source"`);
        await queryRunner.query(`DROP INDEX "public"."idx_user_notification_tenant"`);
        await queryRunner.query(`DROP INDEX "public"."idx_user_notification_actor"`);
        await queryRunner.query(`DROP TABLE "user_notification"`);
        await queryRunner.query(`DROP TABLE "notification_settings"`);
    }

}
