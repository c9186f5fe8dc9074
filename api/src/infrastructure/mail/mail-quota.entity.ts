import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many mails of one purpose an address was sent on one (Berlin) day. Anonymous forms (the election
 * registration, the public event registration) may name any address: each address gets at most a few mails
 * of each purpose per day, however many submissions name it.
 */
@Entity('mail_quota')
export class MailQuota {
  /** 'election' or 'event': each form counts on its own. */
  @PrimaryColumn({ type: 'varchar', length: 20, primaryKeyConstraintName: 'PK_mail_quota' })
  purpose: string;

  @PrimaryColumn({ type: 'varchar', length: 254, primaryKeyConstraintName: 'PK_mail_quota' })
  mail: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_mail_quota' })
  day: string;

  @Column({ type: 'smallint', default: 0 })
  sent: number;
}
