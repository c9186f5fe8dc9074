import { MigrationInterface, QueryRunner } from 'typeorm';

// The optional code shown at an event's door that a public check-in must name (issue 24 §18).
export class EventDoorCode1795419200000 implements MigrationInterface {
  name = 'EventDoorCode1795419200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "event" ADD "door_code" character varying(20)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "event" DROP COLUMN "door_code"`);
  }
}
