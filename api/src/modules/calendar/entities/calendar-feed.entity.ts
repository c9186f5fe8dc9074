import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';

/**
 * One secret iCal feed per view-access level of a group while its iCal switch is on (SPEC 2.5, 7).
 * The row keeps a random seed and the SHA-256 of the token, never the token: the token is the seed's HMAC
 * under the server's 'ical-feed' key, so a copy of the database alone opens no feed, and an administrator
 * can still be shown their URL again later (see CalendarFeedService).
 */
@Entity('calendar_feed')
@Index('uq_calendar_feed_tenant_level', ['tenantId', 'level'], { unique: true })
@Index('uq_calendar_feed_token_hash', ['tokenHash'], { unique: true })
export class CalendarFeed extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_calendar_feed_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  /** The view-access level whose entries the feed carries. */
  @Column({ type: 'smallint' })
  level: number;

  /** 32 random bytes as hex. */
  @Column({ type: 'varchar', length: 64 })
  seed: string;

  /** SHA-256 (hex) of the token in the URL: the feed is found by it. */
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;
}
