import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { ForeignKey } from '../../../core/database/foreign-key';
import { User } from '../../../core/identity/user.entity';

/**
 * When an account's owner was last told that someone tried to register their address (issue 10 §4): an
 * anonymous request must not be able to mail the owner on every attempt, so the notice goes out at most
 * once a day. Kept apart from the account so that such a request changes nothing about the account itself.
 */
@Entity('registration_notice')
export class RegistrationNotice {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_registration_notice' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'fk_registration_notice_user', 'CASCADE')
  readonly user?: Relation<User>;

  @Column({ type: 'timestamptz' })
  noticedAt: Date;
}
