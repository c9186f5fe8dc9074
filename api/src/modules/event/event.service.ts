// A group's events: members read the events their level may see, event:create adds them, event:edit (or
// the author while they may still create) changes them, event:delete removes them with their
// registrations, check-ins and files. Who registered is for event:edit only (event-participant.service.ts).
import { Injectable, OnModuleInit } from '@nestjs/common';
import { EVENT_MESSAGES as EM, EventSortField, EventView } from '#shared/event';
import { MaterialOwnerKind, MaterialView } from '#shared/files';
import { isPlatformModerator } from '#shared/levels';
import { assertMayModifyItem, mayModifyItem } from '../../common/tenancy/author-rule';
import { may, TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner, Tx } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { MaterialAccessRegistry } from '../files/material-access.registry';
import { MaterialService } from '../files/material.service';
import { NotifyService } from '../notify/notify.service';
import { DashboardRegistry } from '../tenant/dashboard.registry';
import { CreateEventDto, EventListQueryDto, UpdateEventDto } from './dto/event.dto';
import type { GroupEvent, StoredProgramItem } from './entities/event.entity';
import { EventExports } from './event-export.kind';
import { checkEventInput, EventChanges } from './event-input';
import { EventAttendeeRepository, EventRegistrationRepository } from './event-participant.repository';
import { EventFilter, EventRepository, EventRow } from './event.repository';
import { eventView } from './event.views';

export const eventOwner = (tenantId: string, eventId: string) => ({ tenantId, kind: MaterialOwnerKind.EVENT, ownerId: eventId });
/** All programme files of an event share one owner; each item lists the ids of its own. */
export const programOwner = (tenantId: string, eventId: string) => ({ tenantId, kind: MaterialOwnerKind.EVENT_PROGRAM, ownerId: eventId });

@Injectable()
export class EventService implements OnModuleInit {
  constructor(
    private readonly events: EventRepository,
    private readonly registrations: EventRegistrationRepository,
    private readonly attendees: EventAttendeeRepository,
    private readonly materials: MaterialService,
    private readonly tx: TransactionRunner,
    private readonly dashboard: DashboardRegistry,
    private readonly materialAccess: MaterialAccessRegistry,
    private readonly exports: EventExports,
    private readonly notify: NotifyService,
  ) {}

  onModuleInit() {
    // The dashboard's `event` section: the next events the caller may see, soonest first.
    this.dashboard.register(
      'event',
      async ({ ctx, userId, limit, now }) =>
        (await this.pageOf(ctx, userId, { level: ctx.level, when: 'upcoming', now }, { page: 1, pageSize: limit })).items,
    );
    // In the app a file of an event (its own or its programme's) is as visible as the event.
    for (const kind of [MaterialOwnerKind.EVENT, MaterialOwnerKind.EVENT_PROGRAM]) {
      this.materialAccess.register(kind, (caller, material) =>
        this.events.visibleToUser(material.tenantId, material.ownerId, caller.userId, isPlatformModerator(caller.permissionLevel)),
      );
    }
  }

  list(ctx: TenantContext, userId: string, query: EventListQueryDto) {
    const filter: EventFilter = {
      level: ctx.level,
      text: query.text?.trim() || undefined,
      when: query.when as EventFilter['when'],
      now: new Date(),
      sort: parseSort(query.sort),
    };
    return this.pageOf(ctx, userId, filter, query);
  }

  async get(ctx: TenantContext, userId: string, eventId: string): Promise<EventView> {
    const row = await this.events.visibleRow(ctx.tenant._id, eventId, ctx.level);
    if (!row) throw Errors.notFound(EM.notFound);
    return (await this.views(ctx, userId, [row]))[0];
  }

  async create(ctx: TenantContext, userId: string, dto: CreateEventDto, files: readonly CheckedUpload[]): Promise<EventView> {
    const tenantId = ctx.tenant._id;
    const changes = checkEventInput(ctx, dto, undefined, files.length);
    const id = await this.tx.run(async (tx) => {
      const event = await this.events.insert(
        tenantId,
        {
          authorId: userId,
          title: changes.title,
          description: changes.description ?? '',
          location: changes.location ?? '',
          ...columns(changes),
        },
        tx,
      );
      await this.storeFiles(tx, event, userId, changes, files);
      const opened = { tenantId, eventId: event._id, authorId: userId, title: event.title, viewAccess: event.viewAccess };
      await this.notify.eventCreated(tx, opened);
      return event._id;
    });
    return this.get(ctx, userId, id);
  }

  /** Changes the fields sent; `materials` (the event's own files to keep) left out keeps every file. */
  async update(ctx: TenantContext, userId: string, eventId: string, dto: UpdateEventDto, files: readonly CheckedUpload[]) {
    await this.tx.run(async (tx) => {
      const event = await this.events.visibleForUpdate(ctx.tenant._id, eventId, ctx.level, tx);
      if (!event) throw Errors.notFound(EM.notFound);
      assertMayModifyItem(ctx, userId, 'event', 'edit', event);
      const changes = checkEventInput(ctx, dto, event, files.length);
      await this.materials.keepOnly(tx, eventOwner(ctx.tenant._id, eventId), dto.materials);
      await this.events.update(
        ctx.tenant._id,
        eventId,
        {
          ...defined({ title: changes.title, description: changes.description, location: changes.location }),
          ...columns(changes),
          // A PUT that changes only files still marks the event as changed.
          updatedAt: new Date(),
        },
        tx,
      );
      await this.storeFiles(tx, event, userId, changes, files);
    });
    return this.get(ctx, userId, eventId);
  }

  /**
   * event:delete only; registrations, check-ins and exports go with the event (foreign keys), the files
   * (uploads and rendered exports, which name people) after commit.
   */
  async remove(ctx: TenantContext, eventId: string) {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      const event = await this.events.visibleForUpdate(tenantId, eventId, ctx.level, tx);
      if (!event) throw Errors.notFound(EM.notFound);
      await this.materials.removeAllOf(tx, eventOwner(tenantId, eventId));
      await this.materials.removeAllOf(tx, programOwner(tenantId, eventId));
      await this.exports.removeAllOf(tx, tenantId, eventId);
      await this.events.delete(tenantId, eventId, tx);
    });
    return { message: EM.eventDeleted };
  }

  /**
   * The request's files: those a programme item names (by position) become that item's, the rest the
   * event's own. With a new programme, only the programme files it still lists are kept (a foreign id: 400).
   */
  private async storeFiles(tx: Tx, event: GroupEvent, userId: string, changes: EventChanges, files: readonly CheckedUpload[]) {
    const tenantId = event.tenantId;
    const claimed = new Set<number>();
    if (changes.program) {
      await this.materials.keepOnly(
        tx,
        programOwner(tenantId, event._id),
        changes.program.flatMap((item) => item.materialIds),
      );
      const toc: StoredProgramItem[] = [];
      for (const { uploads, ...item } of changes.program) {
        uploads.forEach((n) => claimed.add(n));
        const added = await this.materials.add(
          tx,
          programOwner(tenantId, event._id),
          userId,
          uploads.map((n) => files[n]),
        );
        toc.push({ ...item, materialIds: [...item.materialIds, ...added.map((m) => m._id)] });
      }
      await this.events.update(tenantId, event._id, { configuration: { toc } }, tx);
    }
    const own = files.filter((_, n) => !claimed.has(n));
    await this.materials.add(tx, eventOwner(tenantId, event._id), userId, own);
  }

  private async pageOf(ctx: TenantContext, userId: string, filter: EventFilter, page: { page: number; pageSize: number }) {
    const rows = await this.events.page(ctx.tenant._id, filter, page);
    return { ...rows, items: await this.views(ctx, userId, rows.items) };
  }

  /** Views of a page of rows with one query per kind of extra (files, counts), never one per row. */
  private async views(ctx: TenantContext, userId: string, rows: EventRow[]): Promise<EventView[]> {
    const tenantId = ctx.tenant._id;
    const ids = rows.map((r) => r.event._id);
    const [own, program] = await Promise.all([
      this.materials.listOfMany(tenantId, MaterialOwnerKind.EVENT, ids),
      this.materials.listOfMany(tenantId, MaterialOwnerKind.EVENT_PROGRAM, ids),
    ]);
    const seesPeople = may(ctx, 'event:edit');
    const [registered, attending] = seesPeople
      ? await Promise.all([this.registrations.countsOf(tenantId, ids), this.attendees.countsOf(tenantId, ids)])
      : [new Map<string, number>(), new Map<string, number>()];
    return rows.map((row) => {
      const id = row.event._id;
      const none: MaterialView[] = [];
      return eventView(row, ctx.tenant.type, {
        materials: own.get(id) ?? none,
        programMaterials: program.get(id) ?? none,
        mayEdit: mayModifyItem(ctx, userId, 'event', 'edit', row.event),
        mayDelete: may(ctx, 'event:delete'),
        doorCode: seesPeople ? row.event.doorCode : null,
        registrationCount: seesPeople ? (registered.get(id) ?? 0) : null,
        attendeeCount: seesPeople ? (attending.get(id) ?? 0) : null,
      });
    });
  }
}

function columns(changes: EventChanges) {
  return {
    startDate: changes.startDate,
    endDate: changes.endDate,
    switchProgram: changes.switches.program,
    switchRegistration: changes.switches.registration,
    switchCheckin: changes.switches.checkin,
    ...defined({ viewAccess: changes.viewAccess, doorCode: changes.doorCode }),
    ...(changes.customFields ? { customFields: changes.customFields } : {}),
  };
}

function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function parseSort(sort: string | undefined): EventFilter['sort'] {
  if (!sort) return undefined;
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as EventSortField, descending };
}
