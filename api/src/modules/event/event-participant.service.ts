// Registrations and check-ins. The public routes take them without login while the event's switch is on;
// the answers are checked against the event's fields, and nothing is stored unless all of them pass. One
// per e-mail and event: the unique index decides, so of two racing requests exactly one is stored; the
// other gets the same answer, so the public form never tells whether an address is there (issue 24 §18).
// Lists and deletion are for event:edit only.
import { Injectable } from '@nestjs/common';
import { EVENT_MESSAGES as EM } from '#shared/event';
import type { EventAttendeeView, EventRegistrationView, OwnRegistrationView } from '#shared/event';
import type { Page } from '#shared/page';
import type { RequestUser } from '../../common/auth/request-user';
import { mapPage } from '../../common/paginate';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { ConfigService } from '../../config/config';
import { TransactionRunner } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { MailQuotaRepository } from '../../infrastructure/mail/mail-quota.repository';
import { BusinessMetrics } from '../../infrastructure/metrics/business-metrics.service';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { EventCheckInDto, EventParticipantDto, EventParticipantListQueryDto, OwnRegistrationDto } from './dto/participant.dto';
import type { GroupEvent } from './entities/event.entity';
import { checkAnswers } from './event-answers';
import { EventExports } from './event-export.kind';
import {
  EventAttendeeRepository,
  EventRegistrationRepository,
  isForeignKeyViolation,
  isUniqueViolation,
  ParticipantFilter,
  ParticipantSortField,
} from './event-participant.repository';
import { EventErrors } from './event.errors';
import { EventRepository } from './event.repository';
import { attendeeView, registrationView } from './event.views';

export type ParticipantKind = 'registration' | 'attendee';

@Injectable()
export class EventParticipantService {
  constructor(
    private readonly events: EventRepository,
    private readonly registrations: EventRegistrationRepository,
    private readonly attendees: EventAttendeeRepository,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
    private readonly exports: EventExports,
    private readonly business: BusinessMetrics,
    private readonly mailQuota: MailQuotaRepository,
    private readonly config: ConfigService,
  ) {}

  /**
   * POST /event/public/event/{eventId}/registration: 404 unknown, 403 switch off, 400 answers. A repeat of an
   * address gets the same answer as a new one and no mail: the form does not tell who is registered.
   */
  async register(eventId: string, dto: EventParticipantDto): Promise<{ message: string }> {
    const event = await this.openEvent(eventId, 'registration');
    await this.storeRegistration(event, { ...person(dto), answers: this.checkedAnswers(event, dto) });
    return { message: EM.registered };
  }

  /**
   * POST /event/tenant/{tenantId}/event/{eventId}/own-registration (issue 28 §1): the member registers as their
   * account (its name and verified address), with the same switch and field rules as the public form. Unlike
   * the public form it tells a repeat (409): the address is the caller's own.
   */
  async registerOwn(ctx: TenantContext, user: RequestUser, eventId: string, dto: OwnRegistrationDto): Promise<{ message: string }> {
    const event = await this.visible(ctx, eventId);
    if (!event.switchRegistration) throw EventErrors.noAccess();
    const answers = this.checkedAnswers(event, dto);
    const name = await this.registrations.accountName(user.userId);
    if (!name) throw Errors.notFound();
    const stored = await this.storeRegistration(event, { firstName: name.firstName, lastName: name.lastName, mail: user.mail, answers });
    if (!stored) throw EventErrors.alreadyRegistered();
    return { message: EM.ownRegistered };
  }

  /** GET .../own-registration: whether the member's address is registered (through the app or the public form). */
  async ownRegistration(ctx: TenantContext, user: RequestUser, eventId: string): Promise<OwnRegistrationView> {
    const event = await this.visible(ctx, eventId);
    return { registered: await this.registrations.hasMail(ctx.tenant._id, event._id, user.mail) };
  }

  /**
   * One registration and its confirmation mail in one transaction; false when the address was there already
   * (the unique index decides, so of two racing requests exactly one is stored).
   */
  private async storeRegistration(event: GroupEvent, row: NewParticipant): Promise<boolean> {
    try {
      await this.tx.run(async (tx) => {
        const stored = await this.registrations.insert(event.tenantId, { eventId: event._id, ...row }, tx);
        // Anyone may type any address: each gets at most a few confirmations a day, across all events.
        const mail = row.mail.toLowerCase();
        const granted = await this.mailQuota.claim('event', [mail], this.config.get('eventMailPerAddressPerDay'), tx);
        if (granted.has(mail)) {
          await this.outbox.record(tx, 'event.registration-created', { tenantId: event.tenantId, registrationId: stored._id });
        }
      });
      return true;
    } catch (err) {
      if (isForeignKeyViolation(err)) throw EventErrors.notFound();
      if (!isUniqueViolation(err)) throw err;
      return false;
    }
  }

  /**
   * POST /event/public/event/{eventId}/attendee: a check-in needs no earlier registration, but the door code
   * when the event has one (403 otherwise). A repeat gets the same answer as a new one; the first one stays.
   */
  async checkIn(eventId: string, dto: EventCheckInDto): Promise<{ message: string }> {
    const event = await this.openEvent(eventId, 'checkin');
    if (event.doorCode !== null && !sameCode(event.doorCode, dto.doorCode)) throw EventErrors.doorCodeRequired();
    const answers = this.checkedAnswers(event, dto);
    try {
      await this.attendees.insert(event.tenantId, { eventId, ...person(dto), answers, checkedInAt: new Date() });
      this.business.count('event_checkins');
    } catch (err) {
      if (isForeignKeyViolation(err)) throw EventErrors.notFound();
      if (!isUniqueViolation(err)) throw err;
    }
    return { message: EM.checkedIn };
  }

  async listRegistrations(ctx: TenantContext, eventId: string, query: EventParticipantListQueryDto): Promise<Page<EventRegistrationView>> {
    const event = await this.visible(ctx, eventId);
    const page = await this.registrations.page(ctx.tenant._id, eventId, filterOf(query), query);
    return mapPage(page, (p) => registrationView(p, event.customFields));
  }

  async listAttendees(ctx: TenantContext, eventId: string, query: EventParticipantListQueryDto): Promise<Page<EventAttendeeView>> {
    const event = await this.visible(ctx, eventId);
    const page = await this.attendees.page(ctx.tenant._id, eventId, filterOf(query), query);
    return mapPage(page, (p) => attendeeView(p, event.customFields));
  }

  async remove(ctx: TenantContext, eventId: string, kind: ParticipantKind, id: string) {
    await this.visible(ctx, eventId);
    const repo = kind === 'registration' ? this.registrations : this.attendees;
    await this.tx.run(async (tx) => {
      // Every export of the event may name the person (lists, certificates): rows now, files after commit.
      await this.exports.removeAllOf(tx, ctx.tenant._id, eventId);
      if (!(await repo.deleteOfEvent(ctx.tenant._id, eventId, id, tx))) throw Errors.notFound();
    });
    return { message: kind === 'registration' ? EM.registrationDeleted : EM.attendeeDeleted };
  }

  /** The event for a public POST: unknown (or its group's event module off) 404, switch off 403. */
  private async openEvent(eventId: string, sw: 'registration' | 'checkin'): Promise<GroupEvent> {
    const row = await this.events.publicRow(eventId);
    if (!row) throw EventErrors.notFound();
    const on = sw === 'registration' ? row.event.switchRegistration : row.event.switchCheckin;
    if (!on) throw EventErrors.noAccess();
    return row.event;
  }

  private checkedAnswers(event: GroupEvent, dto: { answers?: unknown }) {
    const { value, errors } = checkAnswers(dto.answers, event.customFields);
    if (errors.length > 0) throw Errors.validation(errors);
    return value;
  }

  /** An event the caller's level may see (404 otherwise, like every other read). */
  private async visible(ctx: TenantContext, eventId: string): Promise<GroupEvent> {
    const row = await this.events.visibleRow(ctx.tenant._id, eventId, ctx.level);
    if (!row) throw Errors.notFound(EM.notFound);
    return row.event;
  }
}

interface NewParticipant {
  firstName: string;
  lastName: string;
  mail: string;
  answers: ReturnType<typeof checkAnswers>['value'];
}

function person(dto: EventParticipantDto) {
  return { firstName: dto.firstName, lastName: dto.lastName, mail: dto.mail };
}

/** Codes are read off a sign and typed on a phone: case does not matter. */
function sameCode(expected: string, given: string | undefined): boolean {
  return given !== undefined && given.toLocaleLowerCase('de') === expected.toLocaleLowerCase('de');
}

function filterOf(query: EventParticipantListQueryDto): ParticipantFilter {
  const text = query.text?.trim() || undefined;
  if (!query.sort) return { text };
  const descending = query.sort.startsWith('-');
  return { text, sort: { field: (descending ? query.sort.slice(1) : query.sort) as ParticipantSortField, descending } };
}
