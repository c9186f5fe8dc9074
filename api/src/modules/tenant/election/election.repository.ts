// Election registrations and their people. Every domain-side finder takes the domain id in the query.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { TenantType } from '#shared/levels';
import { BaseRepository } from '../../../infrastructure/database/transaction';
import { User } from '../../auth/entities/user.entity';
import { Domain } from '../entities/domain.entity';
import { Tenant } from '../entities/tenant.entity';
import { ElectionPerson } from './election-person.entity';
import { ElectionRegistration, ElectionState } from './election.entity';

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

  /** The SV groups of a domain, for the public form's school select. */
  schoolsOf(domainId: string) {
    return this.manager().find(Tenant, { where: { domainId, type: TenantType.SV }, select: { _id: true, name: true }, order: { name: 'ASC' } });
  }

  findSchool(domainId: string, schoolTenantId: string, manager?: EntityManager) {
    return this.manager(manager).findOneBy(Tenant, { _id: schoolTenantId, domainId, type: TenantType.SV });
  }

  /** Removes the pending registration of this school and year (people cascade); true if there was one. */
  async deletePending(schoolTenantId: string, yearStart: number, manager: EntityManager): Promise<boolean> {
    const result = await manager.delete(ElectionRegistration, { schoolTenantId, yearStart, state: ElectionState.PENDING });
    return (result.affected ?? 0) > 0;
  }

  async insert(registration: Partial<ElectionRegistration>, people: Partial<ElectionPerson>[], manager: EntityManager): Promise<ElectionRegistration> {
    const saved = await manager.save(ElectionRegistration, manager.create(ElectionRegistration, registration));
    await manager.insert(ElectionPerson, people.map((p) => ({ ...p, registrationId: saved._id })));
    return saved;
  }

  lockInDomain(domainId: string, id: string, manager: EntityManager) {
    return manager.findOne(ElectionRegistration, { where: { _id: id, domainId }, lock: { mode: 'pessimistic_write' } });
  }

  async close(id: string, validatedById: string, manager: EntityManager) {
    await manager.update(ElectionRegistration, { _id: id }, { state: ElectionState.CLOSED, validatedById, validatedAt: new Date() });
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

  registrationWithPeople(id: string) {
    return Promise.all([
      this.manager().findOneBy(ElectionRegistration, { _id: id }),
      this.manager().find(ElectionPerson, { where: { registrationId: id }, order: { role: 'ASC', position: 'ASC' } }),
    ]);
  }

  private async withDetails(regs: ElectionRegistration[]): Promise<ElectionRow[]> {
    if (!regs.length) return [];
    const ids = regs.map((r) => r._id);
    const [people, schools, validators] = await Promise.all([
      this.manager().find(ElectionPerson, { where: { registrationId: In(ids) }, order: { position: 'ASC' } }),
      this.manager().find(Tenant, { where: { _id: In([...new Set(regs.map((r) => r.schoolTenantId))]) }, select: { _id: true, name: true } }),
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
