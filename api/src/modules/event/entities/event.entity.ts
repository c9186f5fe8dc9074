import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_DOOR_CODE_MAX_LENGTH, EVENT_LOCATION_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH } from '#shared/event';
import type { EventFieldType } from '#shared/event';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

/**
 * One programme item as stored. Its materials are owned by the event under MaterialOwnerKind.EVENT_PROGRAM
 * (one owner per event); `materialIds` says which of them belong to this item, in upload order.
 */
export interface StoredProgramItem {
  _id: string;
  time: string;
  title: string;
  /** Sanitised HTML (common/validation/rich-text.ts). */
  description: string;
  materialIds: string[];
}

export interface StoredEventConfiguration {
  toc: StoredProgramItem[];
}

export interface StoredCustomField {
  _id: string;
  name: string;
  type: EventFieldType;
  options: string[];
  required: boolean;
}

/**
 * A group's event (class GroupEvent: `Event` is a DOM global) with its three public switches, its programme and its custom fields. Programme and fields
 * live in JSONB on the row: they are always read and written with the event, never queried on their own.
 */
@Entity('event')
// The tenant list ordered or filtered by start (upcoming/past) and the dashboard's next events.
@Index('idx_event_tenant_start', ['tenantId', 'startDate'])
@Index('idx_event_author', ['authorId'])
// Trigram GIN over title and location for the list's `text` filter, written by hand in the migration.
@Index('idx_event_text_trgm', { synchronize: false })
@Check('chk_event_range', `"end_date" >= "start_date"`)
@Check('chk_event_view_access', `"view_access" >= 0`)
export class GroupEvent extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_event_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ForeignKey(() => User, 'author_id', 'fk_event_author', 'SET NULL')
  readonly author?: Relation<User>;

  @Column({ type: 'varchar', length: EVENT_TITLE_MAX_LENGTH })
  title: string;

  /** Sanitised HTML (common/validation/rich-text.ts). */
  @Column({ type: 'varchar', length: EVENT_DESCRIPTION_MAX_LENGTH, default: '' })
  description: string;

  @Column({ type: 'varchar', length: EVENT_LOCATION_MAX_LENGTH, default: '' })
  location: string;

  @Column({ type: 'timestamptz' })
  startDate: Date;

  @Column({ type: 'timestamptz' })
  endDate: Date;

  /** The lowest level of the group that sees the event in the app (the public pages follow the switches). */
  @Column({ type: 'smallint', default: 0 })
  viewAccess: number;

  @Column({ name: 'switch_program', type: 'boolean', default: false })
  switchProgram: boolean;

  @Column({ name: 'switch_registration', type: 'boolean', default: false })
  switchRegistration: boolean;

  @Column({ name: 'switch_checkin', type: 'boolean', default: false })
  switchCheckin: boolean;

  /** The code shown at the door that a check-in must name; null: none asked (issue 24 §18). */
  @Column({ type: 'varchar', length: EVENT_DOOR_CODE_MAX_LENGTH, nullable: true })
  doorCode: string | null;

  @Column({ type: 'jsonb', default: () => `'{"toc": []}'` })
  configuration: StoredEventConfiguration;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  customFields: StoredCustomField[];
}
