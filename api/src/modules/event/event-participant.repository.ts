// Registrations and check-ins of an event: one repository shape for both tables. Lists and exports walk
// idx_event_registration_event_created / idx_event_attendee_event_created (event, created_at); a repeat
// e-mail is refused by the unique index on (event_id, lower(mail)), so two racing requests cannot both pass.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, EntityTarget, QueryFailedError } from 'typeorm';
import type { Page } from '#shared/page';
import { PageRequest, paginate } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { User } from '../../core/identity/user.entity';
import { EventAttendee } from './entities/event-attendee.entity';
import type { EventParticipantBase } from './entities/event-participant.base';
import { EventRegistration } from './entities/event-registration.entity';

export type ParticipantSortField = 'createdAt' | 'lastName' | 'firstName' | 'mail';

export interface ParticipantFilter {
  text?: string;
  sort?: { field: ParticipantSortField; descending: boolean };
}

const SORT_COLUMNS: Record<ParticipantSortField, string> = {
  createdAt: 'p.created_at',
  lastName: 'p.last_name',
  firstName: 'p.first_name',
  mail: 'p.mail',
};

const pgCode = (err: unknown) => (err instanceof QueryFailedError ? (err.driverError as { code?: string } | undefined)?.code : undefined);

/** PostgreSQL unique_violation: the e-mail is taken for this event. */
export const isUniqueViolation = (err: unknown): boolean => pgCode(err) === '23505';

/** PostgreSQL foreign_key_violation: the event was deleted while the request ran. */
export const isForeignKeyViolation = (err: unknown): boolean => pgCode(err) === '23503';

abstract class ParticipantRepository<T extends EventParticipantBase> extends TenantScopedRepository<T> {
  protected abstract readonly table: 'event_registration' | 'event_attendee';

  protected constructor(dataSource: DataSource, entity: EntityTarget<T>) {
    super(dataSource, entity);
  }

  page(tenantId: string, eventId: string, filter: ParticipantFilter, page: PageRequest): Promise<Page<T>> {
    const sort = filter.sort ?? { field: 'createdAt', descending: true };
    const direction = sort.descending ? 'DESC' : 'ASC';
    const qb = this.scopedQuery(tenantId, 'p').andWhere('p.event_id = :eventId', { eventId });
    if (filter.text) {
      qb.andWhere('(p.first_name ILIKE :text OR p.last_name ILIKE :text OR p.mail ILIKE :text)', { text: likePattern(filter.text) });
    }
    qb.orderBy(SORT_COLUMNS[sort.field], direction).addOrderBy('p.id', direction);
    return paginate(qb, page);
  }

  /** Rows per event for the given events (one grouped query over the (event, created_at) index). */
  async countsOf(tenantId: string, eventIds: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map(eventIds.map((id) => [id, 0]));
    if (eventIds.length === 0) return counts;
    const rows = await this.scopedQuery(tenantId, 'p')
      .select('p.event_id', 'event_id')
      .addSelect('COUNT(*)::int', 'n')
      .andWhere('p.event_id IN (:...ids)', { ids: eventIds })
      .groupBy('p.event_id')
      .getRawMany<{ event_id: string; n: number }>();
    for (const row of rows) counts.set(row.event_id, row.n);
    return counts;
  }

  /** Account deletion (issue 26 §2): this list's rows under the address, in every group. */
  async forgetAddress(tx: EntityManager, mail: string): Promise<void> {
    await tx.query(`DELETE FROM ${this.table} WHERE lower(mail) = $1`, [mail]);
  }

  /** Whether this address is listed for the event, in any case (the unique index's rule). */
  async hasMail(tenantId: string, eventId: string, mail: string): Promise<boolean> {
    const found = await this.scopedQuery(tenantId, 'p')
      .andWhere('p.event_id = :eventId', { eventId })
      .andWhere('lower(p.mail) = lower(:mail)', { mail })
      .getExists();
    return found;
  }

  async deleteOfEvent(tenantId: string, eventId: string, id: string, manager?: EntityManager): Promise<boolean> {
    return (await this.deleteWhere(tenantId, { _id: id, eventId } as never, manager)) > 0;
  }
}

@Injectable()
export class EventRegistrationRepository extends ParticipantRepository<EventRegistration> {
  protected readonly table = 'event_registration';

  constructor(dataSource: DataSource) {
    super(dataSource, EventRegistration);
  }

  /** The account's name as a member's own registration stores it. */
  async accountName(userId: string): Promise<{ firstName: string; lastName: string } | null> {
    return this.dataSource.manager.findOne(User, { where: { _id: userId }, select: { firstName: true, lastName: true } });
  }
}

@Injectable()
export class EventAttendeeRepository extends ParticipantRepository<EventAttendee> {
  protected readonly table = 'event_attendee';

  constructor(dataSource: DataSource) {
    super(dataSource, EventAttendee);
  }
}
