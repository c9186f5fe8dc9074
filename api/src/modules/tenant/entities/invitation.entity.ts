import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

export enum InvitationState {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  REJECTED = 'REJECTED',
}

/**
 * An invitation of an e-mail address into a tenant at a level. Addressed by mail, not by account, so a
 * person without an account can register with that address and then find it waiting.
 */
@Entity('invitation')
// At most one pending invitation per address and tenant: inviting again refreshes it (an upsert on this index).
@Index('uq_invitation_pending', ['tenantId', 'mail'], { unique: true, where: `state = 'PENDING'` })
@Index('idx_invitation_tenant_state', ['tenantId', 'state', 'invitedAt'])
@Index('idx_invitation_mail_state', ['mail', 'state', 'invitedAt'])
@Index('idx_invitation_invited_by', ['invitedById'])
@Check('chk_invitation_state', `"state" IN ('PENDING', 'ACCEPTED', 'REJECTED')`)
export class Invitation extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_invitation_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  /** Stored lower-cased, like user_account.mail. */
  @Column({ type: 'varchar', length: 254 })
  mail: string;

  @Column({ type: 'smallint' })
  level: number;

  @Column({ type: 'uuid', nullable: true })
  invitedById: string | null;

  @ForeignKey(() => User, 'invited_by_id', 'fk_invitation_invited_by', 'SET NULL')
  readonly invitedBy?: Relation<User>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  invitedAt: Date;

  @Column({ type: 'varchar', length: 10, default: InvitationState.PENDING })
  state: InvitationState;

  @Column({ type: 'timestamptz', nullable: true })
  respondedAt: Date | null;

  /** When the invitation mail was last sent; re-inviting mails again only after INVITATION_REMAIL_MINUTES. */
  @Column({ type: 'timestamptz', nullable: true })
  mailedAt: Date | null;
}
