// A group's calendar entries: every member reads the entries their level may see, members with
// calendar:create add entries, editors (or the author while they may still create) change and delete them.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { CALENDAR_MESSAGES as CM, CalendarEntry, CalendarSortField } from '#shared/calendar';
import { MaterialOwnerKind } from '#shared/files';
import { isPlatformModerator, tenantLevels } from '#shared/levels';
import { mapPage } from '../../common/paginate';
import { assertMayModifyItem, mayModifyItem } from '../../common/tenancy/author-rule';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner, Tx } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { MaterialAccessRegistry } from '../files/material-access.registry';
import { MaterialService } from '../files/material.service';
import { DashboardRegistry } from '../tenant/dashboard.registry';
import { berlinToday, entryRange, windowFrom, windowTo } from './calendar-dates';
import { CalendarEventFilter, CalendarEventRepository, CalendarEventRow } from './calendar-event.repository';
import { CalendarErrors } from './calendar.errors';
import { calendarEntryView } from './calendar.views';
import { CalendarEventListQueryDto, CreateCalendarEventDto, UpdateCalendarEventDto } from './dto/calendar-event.dto';
import type { CalendarEvent } from './entities/calendar-event.entity';

const KIND = MaterialOwnerKind.CALENDAR_EVENT;

@Injectable()
export class CalendarEventService implements OnModuleInit {
  constructor(
    private readonly events: CalendarEventRepository,
    private readonly materials: MaterialService,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
    private readonly dashboard: DashboardRegistry,
    private readonly materialAccess: MaterialAccessRegistry,
  ) {}

  onModuleInit() {
    this.dashboard.register('calendarToday', ({ ctx, userId, limit, now }) => this.today(ctx, userId, now, limit));
    this.dashboard.register('calendarUpcoming', ({ ctx, userId, limit, now }) => this.upcoming(ctx, userId, now, limit));
    // A file of an entry is as visible as the entry: same group, level at or above its view access.
    this.materialAccess.register(KIND, (caller, material) =>
      this.events.visibleToUser(material.tenantId, material.ownerId, caller.userId, isPlatformModerator(caller.permissionLevel)),
    );
  }

  async list(ctx: TenantContext, userId: string, query: CalendarEventListQueryDto) {
    const filter: CalendarEventFilter = {
      level: ctx.level,
      text: query.text?.trim() || undefined,
      from: query.from ? (windowFrom(query.from) ?? undefined) : undefined,
      to: query.to ? (windowTo(query.to) ?? undefined) : undefined,
      sort: parseSort(query.sort),
    };
    return this.pageOf(ctx, userId, filter, query);
  }

  /** The dashboard's two sections: today's entries (also those already over) and those from tomorrow on. */
  today(ctx: TenantContext, userId: string, now: Date, limit: number): Promise<CalendarEntry[]> {
    const { from, to } = berlinToday(now);
    return this.firstOf(ctx, userId, { level: ctx.level, from, to }, limit);
  }

  upcoming(ctx: TenantContext, userId: string, now: Date, limit: number): Promise<CalendarEntry[]> {
    return this.firstOf(ctx, userId, { level: ctx.level, startsFrom: berlinToday(now).to }, limit);
  }

  async get(ctx: TenantContext, userId: string, eventId: string): Promise<CalendarEntry> {
    const row = await this.events.visibleRow(ctx.tenant._id, eventId, ctx.level);
    if (!row) throw Errors.notFound();
    return this.view(ctx, userId, row);
  }

  async create(ctx: TenantContext, userId: string, dto: CreateCalendarEventDto, files: readonly CheckedUpload[]): Promise<CalendarEntry> {
    const tenantId = ctx.tenant._id;
    const allDay = dto.allDay ?? false;
    const range = entryRange(dto.startDate, dto.endDate ?? dto.startDate, allDay);
    if (!range) throw CalendarErrors.endBeforeStart();
    const viewAccess = this.checkedViewAccess(ctx, dto.viewAccess ?? 0);
    const id = await this.tx.run(async (tx) => {
      const event = await this.events.insert(
        tenantId,
        {
          authorId: userId,
          title: dto.title,
          description: dto.description ?? '',
          location: dto.location ?? '',
          notes: dto.notes ?? '',
          ...(dto.color ? { color: dto.color } : {}),
          ...range,
          allDay,
          viewAccess,
        },
        tx,
      );
      await this.materials.add(tx, owner(tenantId, event._id), userId, files);
      await this.outbox.record(tx, 'calendar.event-created', { tenantId, eventId: event._id });
      return event._id;
    });
    return this.get(ctx, userId, id);
  }

  /** Changes the fields sent; `materials` (the ids to keep) left out keeps every file. */
  async update(
    ctx: TenantContext,
    userId: string,
    eventId: string,
    dto: UpdateCalendarEventDto,
    files: readonly CheckedUpload[],
  ): Promise<CalendarEntry> {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      const event = await this.modifiable(tx, ctx, userId, eventId, 'edit');
      const allDay = dto.allDay ?? event.allDay;
      const range = entryRange(dto.startDate ?? event.startDate, dto.endDate ?? event.endDate, allDay);
      if (!range) throw CalendarErrors.endBeforeStart();
      await this.events.update(
        tenantId,
        eventId,
        {
          ...pick(dto, ['title', 'description', 'location', 'notes', 'color']),
          ...(dto.viewAccess !== undefined ? { viewAccess: this.checkedViewAccess(ctx, dto.viewAccess) } : {}),
          ...range,
          allDay,
          // A PUT that changes only files still marks the entry as changed.
          updatedAt: new Date(),
        },
        tx,
      );
      await this.materials.keepOnly(tx, owner(tenantId, eventId), dto.materials);
      await this.materials.add(tx, owner(tenantId, eventId), userId, files);
      await this.outbox.record(tx, 'calendar.event-updated', { tenantId, eventId });
    });
    return this.get(ctx, userId, eventId);
  }

  async remove(ctx: TenantContext, userId: string, eventId: string) {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      await this.modifiable(tx, ctx, userId, eventId, 'delete');
      await this.materials.removeAllOf(tx, owner(tenantId, eventId));
      await this.events.delete(tenantId, eventId, tx);
      await this.outbox.record(tx, 'calendar.event-deleted', { tenantId, eventId });
    });
    return { message: CM.entryDeleted };
  }

  /** An entry the caller sees (404 otherwise) and may change (403 otherwise), locked for the transaction. */
  private async modifiable(tx: Tx, ctx: TenantContext, userId: string, eventId: string, action: 'edit' | 'delete') {
    const event = await this.events.visibleForUpdate(ctx.tenant._id, eventId, ctx.level, tx);
    if (!event) throw Errors.notFound();
    assertMayModifyItem(ctx, userId, 'calendar', action, event);
    return event;
  }

  /**
   * A level of the group's type, and not above the author's own: an entry its author could not see would
   * vanish for them the moment they save it.
   */
  private checkedViewAccess(ctx: TenantContext, level: number): number {
    if (!tenantLevels(ctx.tenant.type).includes(level)) throw CalendarErrors.viewAccessInvalid();
    if (level > ctx.level) throw CalendarErrors.viewAccessAboveOwn();
    return level;
  }

  private async firstOf(ctx: TenantContext, userId: string, filter: CalendarEventFilter, limit: number) {
    return (await this.pageOf(ctx, userId, filter, { page: 1, pageSize: limit })).items;
  }

  private async pageOf(ctx: TenantContext, userId: string, filter: CalendarEventFilter, page: { page: number; pageSize: number }) {
    const rows = await this.events.page(ctx.tenant._id, filter, page);
    const materials = await this.materials.listOfMany(
      ctx.tenant._id,
      KIND,
      rows.items.map((r) => r.event._id),
    );
    return mapPage(rows, (row) => this.viewWith(ctx, userId, row, materials.get(row.event._id) ?? []));
  }

  private async view(ctx: TenantContext, userId: string, row: CalendarEventRow): Promise<CalendarEntry> {
    return this.viewWith(ctx, userId, row, await this.materials.listOf(owner(ctx.tenant._id, row.event._id)));
  }

  private viewWith(ctx: TenantContext, userId: string, row: CalendarEventRow, materials: CalendarEntry['materials']): CalendarEntry {
    return calendarEntryView(row, ctx.tenant.type, materials, {
      mayEdit: mayModifyItem(ctx, userId, 'calendar', 'edit', row.event),
      mayDelete: mayModifyItem(ctx, userId, 'calendar', 'delete', row.event),
    });
  }
}

function owner(tenantId: string, eventId: string) {
  return { tenantId, kind: KIND, ownerId: eventId };
}

function parseSort(sort: string | undefined): CalendarEventFilter['sort'] {
  if (!sort) return undefined;
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as CalendarSortField, descending };
}

function pick<K extends keyof UpdateCalendarEventDto>(
  dto: UpdateCalendarEventDto,
  keys: K[],
): Partial<Pick<CalendarEvent, K & keyof CalendarEvent>> {
  return Object.fromEntries(keys.filter((k) => dto[k] !== undefined).map((k) => [k, dto[k]])) as Partial<
    Pick<CalendarEvent, K & keyof CalendarEvent>
  >;
}
