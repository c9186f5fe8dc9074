import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many election mails an address was sent on one day (issue 10 §4): anonymous submissions may name
 * any address, so each address gets at most a few per day, however many submissions name it.
 */
@Entity('election_mail_quota')
export class ElectionMailQuota {
  @PrimaryColumn({ type: 'varchar', length: 254, primaryKeyConstraintName: 'PK_election_mail_quota' })
  mail: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_election_mail_quota' })
  day: string;

  @Column({ type: 'smallint', default: 0 })
  sent: number;
}
