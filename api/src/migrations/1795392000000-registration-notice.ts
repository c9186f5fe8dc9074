import { MigrationInterface, QueryRunner } from 'typeorm';

// At most one "someone tried to register your address" notice per account and day (issue 10 §4).
export class RegistrationNotice1795392000000 implements MigrationInterface {
  name = 'RegistrationNotice1795392000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "registration_notice" ("user_id" uuid NOT NULL, "noticed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_registration_notice" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "registration_notice" ADD CONSTRAINT "fk_registration_notice_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "registration_notice"`);
  }
}
