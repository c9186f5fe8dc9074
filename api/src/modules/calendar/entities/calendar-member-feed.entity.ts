import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Membership } from '../../../core/identity/membership.entity';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

/**
 * One member's secret iCal feed of one group (issue 24 §5). The row hangs on the membership it was issued
 * under: leaving or removal deletes the membership and with it the feed (a later re-join gets a new link),
 * and the feed shows the membership's level as of each request. It keeps a random seed and the SHA-256 of
 * the token, never the token: the token is the seed's HMAC under the server's 'ical-feed' key, so a copy of
 * the database alone opens no feed, and the member can be shown their URL again (see CalendarFeedService).
 */
@Entity('calendar_member_feed')
@Index('uq_calendar_member_feed_user_tenant', ['userId', 'tenantId'], { unique: true })
@Index('uq_calendar_member_feed_token_hash', ['tokenHash'], { unique: true })
@Index('idx_calendar_member_feed_tenant', ['tenantId'])
@Index('idx_calendar_member_feed_membership', ['membershipId'])
export class CalendarMemberFeed extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_calendar_member_feed_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'fk_calendar_member_feed_user', 'CASCADE')
  readonly user?: Relation<User>;

  /** The membership the link belongs to: its level is the feed's level, its end is the feed's end. */
  @Column({ type: 'uuid' })
  membershipId: string;

  @ForeignKey(() => Membership, 'membership_id', 'fk_calendar_member_feed_membership', 'CASCADE')
  readonly membership?: Relation<Membership>;

  /** 32 random bytes as hex. */
  @Column({ type: 'varchar', length: 64 })
  seed: string;

  /** SHA-256 (hex) of the token in the URL: the feed is found by it. */
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;
}
