import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

export const CHAT_CONVERSATION_KINDS = ['GROUP', 'PRIVATE'] as const;
export type ChatConversationKind = (typeof CHAT_CONVERSATION_KINDS)[number];

/**
 * A tenant's general group chat (tenant set, no users) or the private chat of two users (the smaller id in
 * `userAId`, so a pair has exactly one row). Created on the first message.
 */
@Entity('chat_conversation')
// One general chat per tenant (private rows have no tenant: NULLs never collide).
@Index('uq_chat_conversation_tenant', ['tenantId'], { unique: true })
// One row per pair; also serves "my private chats" by user_a_id (leading column).
@Index('uq_chat_conversation_pair', ['userAId', 'userBId'], { unique: true })
// "My private chats" by user_b_id.
@Index('idx_chat_conversation_user_b', ['userBId'])
@Check(
  'chk_chat_conversation_kind',
  `("kind" = 'GROUP' AND "tenant_id" IS NOT NULL AND "user_a_id" IS NULL AND "user_b_id" IS NULL) OR ` +
    `("kind" = 'PRIVATE' AND "tenant_id" IS NULL AND "user_a_id" IS NOT NULL AND "user_b_id" IS NOT NULL AND "user_a_id" < "user_b_id")`,
)
export class ChatConversation extends BaseEntity {
  @Column({ type: 'varchar', length: 10 })
  kind: ChatConversationKind;

  @Column({ type: 'uuid', nullable: true })
  tenantId: string | null;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_chat_conversation_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  // Named explicitly: the naming strategy would write "user_aid".
  @Column({ name: 'user_a_id', type: 'uuid', nullable: true })
  userAId: string | null;

  @ForeignKey(() => User, 'user_a_id', 'fk_chat_conversation_user_a', 'CASCADE')
  readonly userA?: Relation<User>;

  @Column({ name: 'user_b_id', type: 'uuid', nullable: true })
  userBId: string | null;

  @ForeignKey(() => User, 'user_b_id', 'fk_chat_conversation_user_b', 'CASCADE')
  readonly userB?: Relation<User>;

  /** When the newest message was written: the order of the private chat list. */
  @Column({ type: 'timestamptz', nullable: true })
  lastMessageAt: Date | null;
}
