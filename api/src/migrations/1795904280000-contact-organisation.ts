import { MigrationInterface, QueryRunner } from 'typeorm';

// A contact's organisation (issue 28 §10): the 'Organisation' column of a CSV and the vCard ORG were dropped on
// import; '' for every contact that has none, like the other contact fields.
export class ContactOrganisation1795904280000 implements MigrationInterface {
  name = 'ContactOrganisation1795904280000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact" ADD "organisation" character varying(200) NOT NULL DEFAULT ''`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact" DROP COLUMN "organisation"`);
  }
}
