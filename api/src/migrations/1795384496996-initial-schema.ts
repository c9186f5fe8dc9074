import { MigrationInterface, QueryRunner } from 'typeorm';

// Generated from the entities, then reviewed: foreign keys and search indexes added by hand.

export class InitialSchema1795384496996 implements MigrationInterface {
    name = 'InitialSchema1795384496996'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS "uuid-ossp"`);
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await queryRunner.query(`CREATE TABLE "auth_session" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "user_id" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "revoked_reason" character varying(40), CONSTRAINT "PK_19354ed146424a728c1112a8cbf" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_auth_session_user" ON "auth_session"  ("user_id") `);
        await queryRunner.query(`CREATE TABLE "refresh_token" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "session_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_b575dd3c21fb0831013c909e7fe" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_refresh_token_hash" ON "refresh_token"  ("token_hash") `);
        await queryRunner.query(`CREATE INDEX "idx_refresh_token_session" ON "refresh_token"  ("session_id") `);
        await queryRunner.query(`CREATE TABLE "user_account" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "mail" character varying(254) NOT NULL, "password_hash" character varying(255) NOT NULL, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL, "permission_level" smallint NOT NULL DEFAULT '1', "terms_accepted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "verified_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_6acfec7285fdf9f463462de3e9f" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_user_account_mail" ON "user_account"  ("mail") `);
        await queryRunner.query(`CREATE TABLE "user_token" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "user_id" uuid NOT NULL, "kind" character varying(10) NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_48cb6b5c20faa63157b3c1baf7f" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_user_token_hash" ON "user_token"  ("token_hash") `);
        await queryRunner.query(`CREATE INDEX "idx_user_token_user_kind" ON "user_token"  ("user_id", "kind", "created_at") `);
        await queryRunner.query(`CREATE TABLE "domain_administrator" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "domain_id" uuid NOT NULL, "user_id" uuid NOT NULL, CONSTRAINT "PK_69fad8a93ac37a11c3a07e3fefd" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_domain_administrator_user" ON "domain_administrator"  ("user_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_domain_administrator" ON "domain_administrator"  ("domain_id", "user_id") `);
        await queryRunner.query(`CREATE TABLE "domain" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "description" text NOT NULL DEFAULT '', CONSTRAINT "PK_27e3ec3ea0ae02c8c5bceab3ba9" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_domain_name" ON "domain"  ("name") `);
        await queryRunner.query(`CREATE TABLE "membership" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "tenant_id" uuid NOT NULL, "user_id" uuid NOT NULL, "level" smallint NOT NULL, "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_83c1afebef3059472e7c37e8de8" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_membership_user" ON "membership"  ("user_id") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_membership_tenant_user" ON "membership"  ("tenant_id", "user_id") `);
        await queryRunner.query(`CREATE TABLE "tenant" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "type" character varying(10) NOT NULL, "is_public" boolean NOT NULL DEFAULT false, "domain_id" uuid, "integrations" jsonb NOT NULL DEFAULT '{"dashboard":true,"calendar":true,"survey":true,"chat":true,"budget":true,"knowledge":true,"event":true,"project":true}', "shortcode" character varying(20) NOT NULL, "ical_enabled" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_da8c6efd67bb301e810e56ac139" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "uq_tenant_shortcode" ON "tenant"  ("shortcode") `);
        await queryRunner.query(`CREATE INDEX "idx_tenant_public" ON "tenant"  ("is_public", "name") `);
        await queryRunner.query(`CREATE INDEX "idx_tenant_domain" ON "tenant"  ("domain_id", "name") `);
        await queryRunner.query(`CREATE TABLE "mail_delivery" ("idempotency_key" character varying(200) NOT NULL, "recipient" character varying(254) NOT NULL, "template" character varying(100) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_bed9b8a9941da4ea45560f3d523" PRIMARY KEY ("idempotency_key"))`);
        await queryRunner.query(`CREATE TABLE "outbox" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "type" character varying(100) NOT NULL, "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "published_at" TIMESTAMP WITH TIME ZONE, "attempts" integer NOT NULL DEFAULT '0', "last_error" text, CONSTRAINT "PK_340ab539f309f03bdaa14aa7649" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "idx_outbox_unpublished" ON "outbox"  ("created_at") WHERE published_at IS NULL`);
        // Integrity: a user's tokens, sessions and memberships go with the user; a domain with tenants cannot be deleted.
        await queryRunner.query(`ALTER TABLE "auth_session" ADD CONSTRAINT "fk_auth_session_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE`);
        await queryRunner.query(`ALTER TABLE "refresh_token" ADD CONSTRAINT "fk_refresh_token_session" FOREIGN KEY ("session_id") REFERENCES "auth_session"("id") ON DELETE CASCADE`);
        await queryRunner.query(`ALTER TABLE "user_token" ADD CONSTRAINT "fk_user_token_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE`);
        await queryRunner.query(`ALTER TABLE "domain_administrator" ADD CONSTRAINT "fk_domain_administrator_domain" FOREIGN KEY ("domain_id") REFERENCES "domain"("id") ON DELETE CASCADE`);
        await queryRunner.query(`ALTER TABLE "domain_administrator" ADD CONSTRAINT "fk_domain_administrator_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE`);
        await queryRunner.query(`ALTER TABLE "tenant" ADD CONSTRAINT "fk_tenant_domain" FOREIGN KEY ("domain_id") REFERENCES "domain"("id") ON DELETE RESTRICT`);
        await queryRunner.query(`ALTER TABLE "membership" ADD CONSTRAINT "fk_membership_tenant" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`);
        await queryRunner.query(`ALTER TABLE "membership" ADD CONSTRAINT "fk_membership_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE`);
        // User lists sort by name and search names and addresses with ILIKE '%text%'.
        await queryRunner.query(`CREATE INDEX "idx_user_account_name" ON "user_account" ("last_name", "first_name", "id")`);
        await queryRunner.query(`CREATE INDEX "idx_user_account_name_trgm" ON "user_account" USING gin ((first_name || ' ' || last_name) gin_trgm_ops)`);
        await queryRunner.query(`CREATE INDEX "idx_user_account_mail_trgm" ON "user_account" USING gin ("mail" gin_trgm_ops)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        for (const [table, fk] of [
            ['membership', 'fk_membership_user'], ['membership', 'fk_membership_tenant'], ['tenant', 'fk_tenant_domain'],
            ['domain_administrator', 'fk_domain_administrator_user'], ['domain_administrator', 'fk_domain_administrator_domain'],
            ['user_token', 'fk_user_token_user'], ['refresh_token', 'fk_refresh_token_session'], ['auth_session', 'fk_auth_session_user'],
        ]) {
            await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${fk}"`);
        }
        await queryRunner.query(`DROP INDEX "public"."idx_user_account_mail_trgm"`);
        await queryRunner.query(`DROP INDEX "public"."idx_user_account_name_trgm"`);
        await queryRunner.query(`DROP INDEX "public"."idx_user_account_name"`);
        await queryRunner.query(`DROP INDEX "public"."idx_outbox_unpublished"`);
        await queryRunner.query(`DROP TABLE "outbox"`);
        await queryRunner.query(`DROP TABLE "mail_delivery"`);
        await queryRunner.query(`DROP INDEX "public"."idx_tenant_domain"`);
        await queryRunner.query(`DROP INDEX "public"."idx_tenant_public"`);
        await queryRunner.query(`DROP INDEX "public"."uq_tenant_shortcode"`);
        await queryRunner.query(`DROP TABLE "tenant"`);
        await queryRunner.query(`DROP INDEX "public"."uq_membership_tenant_user"`);
        await queryRunner.query(`DROP INDEX "public"."idx_membership_user"`);
        await queryRunner.query(`DROP TABLE "membership"`);
        await queryRunner.query(`DROP INDEX "public"."uq_domain_name"`);
        await queryRunner.query(`DROP TABLE "domain"`);
        await queryRunner.query(`DROP INDEX "public"."uq_domain_administrator"`);
        await queryRunner.query(`DROP INDEX "public"."idx_domain_administrator_user"`);
        await queryRunner.query(`DROP TABLE "domain_administrator"`);
        await queryRunner.query(`DROP INDEX "public"."idx_user_token_user_kind"`);
        await queryRunner.query(`DROP INDEX "public"."uq_user_token_hash"`);
        await queryRunner.query(`DROP TABLE "user_token"`);
        await queryRunner.query(`DROP INDEX "public"."uq_user_account_mail"`);
        await queryRunner.query(`DROP TABLE "user_account"`);
        await queryRunner.query(`DROP INDEX "public"."idx_refresh_token_session"`);
        await queryRunner.query(`DROP INDEX "public"."uq_refresh_token_hash"`);
        await queryRunner.query(`DROP TABLE "refresh_token"`);
        await queryRunner.query(`DROP INDEX "public"."idx_auth_session_user"`);
        await queryRunner.query(`DROP TABLE "auth_session"`);
    }

}
