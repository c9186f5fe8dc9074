import { Column, Entity, Index } from 'typeorm';
import { TenantOwnedEntity } from '../../../infrastructure/database/base.entity';

/** A user's level in one tenant. */
@Entity('membership')
@Index('uq_membership_tenant_user', ['tenantId', 'userId'], { unique: true })
@Index('idx_membership_user', ['userId'])
export class Membership extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'smallint' })
  level: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  joinedAt: Date;
}
