import { MigrationInterface, QueryRunner } from 'typeorm';

// One daily mail quota for every anonymous form (issue 24 §7): election_mail_quota becomes mail_quota with
// a purpose ('election', 'event'); the election's counts of today carry over.
export class MailQuota1795419100000 implements MigrationInterface {
  name = 'MailQuota1795419100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "election_mail_quota" RENAME TO "mail_quota"`);
    await queryRunner.query(`ALTER TABLE "mail_quota" ADD "purpose" character varying(20) NOT NULL DEFAULT 'election'`);
    await queryRunner.query(`ALTER TABLE "mail_quota" ALTER COLUMN "purpose" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "mail_quota" DROP CONSTRAINT "PK_election_mail_quota"`);
    await queryRunner.query(`ALTER TABLE "mail_quota" ADD CONSTRAINT "PK_mail_quota" PRIMARY KEY ("purpose", "mail", "day")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "mail_quota" WHERE "purpose" <> 'election'`);
    await queryRunner.query(`ALTER TABLE "mail_quota" DROP CONSTRAINT "PK_mail_quota"`);
    await queryRunner.query(`ALTER TABLE "mail_quota" DROP COLUMN "purpose"`);
    await queryRunner.query(`ALTER TABLE "mail_quota" ADD CONSTRAINT "PK_election_mail_quota" PRIMARY KEY ("mail", "day")`);
    await queryRunner.query(`ALTER TABLE "mail_quota" RENAME TO "election_mail_quota"`);
  }
}
