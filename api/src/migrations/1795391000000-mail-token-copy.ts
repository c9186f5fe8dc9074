import { MigrationInterface, QueryRunner } from 'typeorm';

// Mail jobs carry only ids (issue 10 §3): the sealed copy of a verification or reset token that the mail
// needs waits in its own token row and is cleared once the mail is out, instead of riding in the job data
// that the queue dashboard shows.
export class MailTokenCopy1795391000000 implements MigrationInterface {
  name = 'MailTokenCopy1795391000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_token" ADD "mail_sealed" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_token" DROP COLUMN "mail_sealed"`);
  }
}
