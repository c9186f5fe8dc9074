import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import {
  CALENDAR_DEFAULT_COLOUR,
  CALENDAR_DESCRIPTION_MAX_LENGTH,
  CALENDAR_LOCATION_MAX_LENGTH,
  CALENDAR_NOTES_MAX_LENGTH,
  CALENDAR_TITLE_MAX_LENGTH,
} from '#shared/calendar';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

/**
 * A group's calendar entry. All-day entries keep Berlin midnight of their first and of their last day (the
 * end day counts), so the Berlin calendar day of either column is the day the author chose.
 */
@Entity('calendar_event')
@Index('idx_calendar_event_tenant_start', ['tenantId', 'startDate'])
// GiST over (tenant, [start, end]) for the date window, written by hand in the migration.
@Index('idx_calendar_event_tenant_span', { synchronize: false })
@Index('idx_calendar_event_author', ['authorId'])
// Trigram GIN over the three searched columns (pg_trgm from the initial schema), written by hand in the migration.
@Index('idx_calendar_event_text_trgm', { synchronize: false })
@Check('chk_calendar_event_range', `"end_date" >= "start_date"`)
@Check('chk_calendar_event_view_access', `"view_access" >= 0`)
export class CalendarEvent extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_calendar_event_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ForeignKey(() => User, 'author_id', 'fk_calendar_event_author', 'SET NULL')
  readonly author?: Relation<User>;

  @Column({ type: 'varchar', length: CALENDAR_TITLE_MAX_LENGTH })
  title: string;

  /** Sanitised HTML (common/validation/rich-text.ts). */
  @Column({ type: 'varchar', length: CALENDAR_DESCRIPTION_MAX_LENGTH, default: '' })
  description: string;

  @Column({ type: 'varchar', length: CALENDAR_LOCATION_MAX_LENGTH, default: '' })
  location: string;

  @Column({ type: 'varchar', length: CALENDAR_NOTES_MAX_LENGTH, default: '' })
  notes: string;

  @Column({ type: 'varchar', length: 7, default: CALENDAR_DEFAULT_COLOUR })
  color: string;

  @Column({ type: 'timestamptz' })
  startDate: Date;

  @Column({ type: 'timestamptz' })
  endDate: Date;

  @Column({ type: 'boolean', default: false })
  allDay: boolean;

  /** The lowest level of the group that sees the entry. */
  @Column({ type: 'smallint', default: 0 })
  viewAccess: number;
}
