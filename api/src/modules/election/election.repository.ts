// Election registrations and their people. Every domain-side finder takes the domain id in the query.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { TenantType } from '#shared/levels';
import { paginate } from '../../common/paginate';
import { likePattern, PageQueryDto } from '../../common/pagination.dto';
import { BaseRepository } from '../../core/database/transaction';
import { Domain } from '../../core/identity/domain.entity';
import { Tenant } from '../../core/identity/tenant.entity';
import { User } from '../../core/identity/user.entity';
import { ElectionPerson } from './entities/election-person.entity';
import { ElectionRegistration, ElectionState } from './entities/election.entity';

export interface ElectionRow {
  registration: ElectionRegistration;
  school: { _id: string; name: string };
  people: ElectionPerson[];
  validatedBy: { _id: string; firstName: string; lastName: string } | null;
}

@Injectable()
export class ElectionRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  findDomain(id: string) {
    return this.manager().findOneBy(Domain, { _id: id });
  }

  /**
   * The public SV groups of a domain for the public form's school select, one page, optionally filtered by
   * a part of the name: only id and name leave the server.
   */
  schoolsOf(domainId: string, query: PageQueryDto) {
    const qb = this.manager()
      .createQueryBuilder(Tenant, 't')
      .select(['t._id', 't.name'])
      .where('t.domain_id = :domainId AND t.type = :type', { domainId, type: TenantType.SV })
      // The list is anonymous: a group that is not public is not named to strangers (issue 24 §20).
      .andWhere('t.is_public = true');
    if (query.text) qb.andWhere('t.name ILIKE :text', { text: likePattern(query.text) });
    return paginate(qb.orderBy('t.name', 'ASC').addOrderBy('t.id', 'ASC'), query);
  }

  findSchool(domainId: string, schoolTenantId: string, manager?: EntityManager) {
    return this.manager(manager).findOneBy(Tenant, { _id: schoolTenantId, domainId, type: TenantType.SV });
  }

  async insert(
    registration: Partial<ElectionRegistration>,
    people: Partial<ElectionPerson>[],
    manager: EntityManager,
  ): Promise<ElectionRegistration> {
    const saved = await manager.save(ElectionRegistration, manager.create(ElectionRegistration, registration));
    await manager.insert(
      ElectionPerson,
      people.map((p) => ({ ...p, registrationId: saved._id })),
    );
    return saved;
  }

  findInDomain(domainId: string, id: string, manager?: EntityManager) {
    return this.manager(manager).findOneBy(ElectionRegistration, { _id: id, domainId });
  }

  /**
   * Locks every submission of a school and year in one fixed order (by id), so that two administrators
   * validating two competing submissions at once queue up instead of deadlocking or both winning.
   */
  lockSchoolYear(schoolTenantId: string, yearStart: number, manager: EntityManager) {
    return manager.find(ElectionRegistration, {
      where: { schoolTenantId, yearStart },
      order: { _id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async close(id: string, validatedById: string, manager: EntityManager) {
    await manager.update(ElectionRegistration, { _id: id }, { state: ElectionState.CLOSED, validatedById, validatedAt: new Date() });
  }

  /** The other pending submissions of the validated one's school and year stay, marked as overtaken by it. */
  async supersede(ids: string[], byId: string, manager: EntityManager) {
    if (!ids.length) return;
    await manager.update(
      ElectionRegistration,
      { _id: In(ids), state: ElectionState.PENDING },
      { state: ElectionState.SUPERSEDED, supersededById: byId },
    );
  }

  /** Every submission of a school and year, oldest first, with details: the competitors of one of them. */
  async schoolYearRows(domainId: string, schoolTenantId: string, yearStart: number): Promise<ElectionRow[]> {
    const regs = await this.manager().find(ElectionRegistration, {
      where: { domainId, schoolTenantId, yearStart },
      order: { createdAt: 'ASC' },
    });
    return this.withDetails(regs);
  }

  async oneInDomain(domainId: string, id: string): Promise<ElectionRow | null> {
    const regs = await this.manager().find(ElectionRegistration, { where: { _id: id, domainId } });
    return (await this.withDetails(regs))[0] ?? null;
  }

  /** A domain's registrations of one school year (idx_election_domain_year), schools by name. */
  async listInDomain(domainId: string, yearStart: number, state?: ElectionState): Promise<ElectionRow[]> {
    const regs = await this.manager().find(ElectionRegistration, {
      where: { domainId, yearStart, ...(state ? { state } : {}) },
      order: { createdAt: 'DESC' },
    });
    const rows = await this.withDetails(regs);
    return rows.sort((a, b) => a.school.name.localeCompare(b.school.name, 'de') || +b.registration.createdAt - +a.registration.createdAt);
  }

  /** A registration by id alone (workers), with its school's name and people. */
  async oneById(id: string): Promise<ElectionRow | null> {
    const regs = await this.manager().find(ElectionRegistration, { where: { _id: id } });
    return (await this.withDetails(regs))[0] ?? null;
  }

  registrationWithPeople(id: string, manager?: EntityManager) {
    return Promise.all([
      this.manager(manager).findOneBy(ElectionRegistration, { _id: id }),
      this.manager(manager).find(ElectionPerson, { where: { registrationId: id }, order: { role: 'ASC', position: 'ASC' } }),
    ]);
  }

  private async withDetails(regs: ElectionRegistration[]): Promise<ElectionRow[]> {
    if (!regs.length) return [];
    const ids = regs.map((r) => r._id);
    const [people, schools, validators] = await Promise.all([
      this.manager().find(ElectionPerson, { where: { registrationId: In(ids) }, order: { position: 'ASC' } }),
      this.manager().find(Tenant, {
        where: { _id: In([...new Set(regs.map((r) => r.schoolTenantId))]) },
        select: { _id: true, name: true },
      }),
      this.manager().find(User, {
        where: { _id: In([...new Set(regs.map((r) => r.validatedById).filter((v): v is string => !!v))]) },
        select: { _id: true, firstName: true, lastName: true },
      }),
    ]);
    const schoolById = new Map(schools.map((s) => [s._id, s]));
    const userById = new Map(validators.map((u) => [u._id, u]));
    return regs.map((registration) => {
      const school = schoolById.get(registration.schoolTenantId);
      const v = registration.validatedById ? userById.get(registration.validatedById) : undefined;
      return {
        registration,
        school: { _id: registration.schoolTenantId, name: school?.name ?? '' },
        people: people.filter((p) => p.registrationId === registration._id),
        validatedBy: v ? { _id: v._id, firstName: v.firstName, lastName: v.lastName } : null,
      };
    });
  }
}
