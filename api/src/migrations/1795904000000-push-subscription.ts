import { MigrationInterface, QueryRunner } from 'typeorm';

// Web Push (issue 25): the browsers' subscriptions, and the ledger that keeps a retried push job from
// pushing the same notification twice.
export class PushSubscription1795904000000 implements MigrationInterface {
  name = 'PushSubscription1795904000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "push_subscription" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "user_id" uuid NOT NULL, "endpoint" character varying(1000) NOT NULL, "p256dh" character varying(100) NOT NULL, "auth" character varying(30) NOT NULL, CONSTRAINT "PK_07fc861c0d2c38c1b830fb9cb5d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_push_subscription_endpoint" ON "push_subscription" ("endpoint")`);
    await queryRunner.query(`CREATE INDEX "idx_push_subscription_user" ON "push_subscription" ("user_id")`);
    await queryRunner.query(
      `ALTER TABLE "push_subscription" ADD CONSTRAINT "fk_push_subscription_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "push_delivery" ("event_id" uuid NOT NULL, "subscription_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6f4770926ae4b9ce717d05615a8" PRIMARY KEY ("event_id", "subscription_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_push_delivery_created_at" ON "push_delivery" ("created_at")`);
    await queryRunner.query(
      `ALTER TABLE "push_delivery" ADD CONSTRAINT "fk_push_delivery_subscription" FOREIGN KEY ("subscription_id") REFERENCES "push_subscription"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "push_delivery"`);
    await queryRunner.query(`DROP TABLE "push_subscription"`);
  }
}
