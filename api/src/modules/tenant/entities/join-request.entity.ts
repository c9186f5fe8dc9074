import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

/**
 * A pending request to join a group that admits on request (issue 24). A row exists only while it waits:
 * the admins' decision deletes it (a yes creates the membership in the same transaction).
 */
@Entity('join_request')
// One pending request per person and group: asking again answers the same row.
@Index('uq_join_request_tenant_user', ['tenantId', 'userId'], { unique: true })
@Index('idx_join_request_user', ['userId'])
export class JoinRequest extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_join_request_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'fk_join_request_user', 'CASCADE')
  readonly user?: Relation<User>;
}
