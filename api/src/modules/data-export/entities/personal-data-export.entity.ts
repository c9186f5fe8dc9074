import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { ExportRequest } from '../../../common/export/export-request.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { User } from '../../../core/identity/user.entity';

/**
 * A person's export of their own data (issue 26 §1), rendered by the pdf worker into one ZIP. It goes with
 * its file at `expiresAt` (7 days; a delayed job, and the hourly export expiry as a backstop) or with the account.
 */
@Entity('personal_data_export')
// The once-a-day rule and the status lookups read the owner's newest requests.
@Index('idx_personal_data_export_user', ['userId', 'createdAt'])
@Index('idx_personal_data_export_requested_by', ['requestedById'])
@Check('chk_personal_data_export_state', `"state" IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')`)
@Check('chk_personal_data_export_progress', `"progress" BETWEEN 0 AND 100`)
export class PersonalDataExport extends ExportRequest {
  @Column({ type: 'uuid' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'fk_personal_data_export_user', 'CASCADE')
  readonly user?: Relation<User>;

  @ForeignKey(() => User, 'requested_by_id', 'fk_personal_data_export_requested_by', 'SET NULL')
  readonly requestedBy?: Relation<User>;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** Set when the mail that it is ready was recorded: a retried job mails once. */
  @Column({ type: 'timestamptz', nullable: true })
  announcedAt: Date | null;
}
