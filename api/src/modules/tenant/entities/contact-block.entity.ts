import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { User } from '../../../core/identity/user.entity';

/**
 * One person has blocked another (issue 24): the blocked person can no longer open a private chat with
 * the blocker or write to them, and is not told. Leaves with either account.
 */
@Entity('contact_block')
// One row per pair; also "whom have I blocked" by blocker_id (leading column).
@Index('uq_contact_block_pair', ['blockerId', 'blockedId'], { unique: true })
// The cascade when the blocked account is deleted.
@Index('idx_contact_block_blocked', ['blockedId'])
@Check('chk_contact_block_self', `"blocker_id" <> "blocked_id"`)
export class ContactBlock extends BaseEntity {
  @Column({ type: 'uuid' })
  blockerId: string;

  @ForeignKey(() => User, 'blocker_id', 'fk_contact_block_blocker', 'CASCADE')
  readonly blocker?: Relation<User>;

  @Column({ type: 'uuid' })
  blockedId: string;

  @ForeignKey(() => User, 'blocked_id', 'fk_contact_block_blocked', 'CASCADE')
  readonly blocked?: Relation<User>;
}
