import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { TenantOwnedEntity } from '../database/base.entity';
import { ForeignKey } from '../database/foreign-key';
import { Tenant } from './tenant.entity';
import { User } from './user.entity';

/** A user's level in one tenant. */
@Entity('membership')
@Index('uq_membership_tenant_user', ['tenantId', 'userId'], { unique: true })
@Index('idx_membership_user', ['userId'])
export class Membership extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_membership_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'fk_membership_user', 'CASCADE')
  readonly user?: Relation<User>;

  @Column({ type: 'smallint' })
  level: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  joinedAt: Date;
}
