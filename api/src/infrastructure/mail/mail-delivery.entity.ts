import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One row per sent mail, keyed by event and recipient, so that a job run twice sends one mail. */
@Entity('mail_delivery')
export class MailDelivery {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  idempotencyKey: string;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 100 })
  template: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
