// The public election registration (SPEC 2.7, 3, 5): stored as pending with one row per elected person;
// a newer pending registration of the same school and school year replaces the older one.
import { Injectable } from '@nestjs/common';
import { Errors } from '../../../common/domain.exception';
import { TransactionRunner } from '../../../infrastructure/database/transaction';
import { OutboxService } from '../../../infrastructure/outbox/outbox.service';
import { ElectionPerson } from './election-person.entity';
import { CreateElectionDto, ElectionPupilDto, ElectionTeacherDto } from './election.dto';
import { ElectionState } from './election.entity';
import { ELECTION_MESSAGES as M } from './election.messages';
import { ElectionRepository } from './election.repository';
import { parseSchoolYear, PUPIL_ROLES } from './election.roles';

@Injectable()
export class ElectionService {
  constructor(
    private readonly elections: ElectionRepository,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
  ) {}

  async schools(domainId: string) {
    const domain = await this.elections.findDomain(domainId);
    if (!domain) throw Errors.notFound();
    const schools = await this.elections.schoolsOf(domainId);
    return { items: schools.map((s) => ({ _id: s._id, name: s.name })) };
  }

  async submit(dto: CreateElectionDto) {
    const yearStart = parseSchoolYear(dto.schoolYear);
    if (yearStart === null) throw Errors.validation([{ field: 'schoolYear', message: M.schoolYearInvalid }]);
    if (!isRealDate(dto.electionDate)) throw Errors.validation([{ field: 'electionDate', message: M.electionDateRequired }]);
    if (!isRealDate(dto.assemblyDate)) throw Errors.validation([{ field: 'assemblyDate', message: M.assemblyDateRequired }]);
    const school = await this.elections.findSchool(dto.domainId, dto.schoolTenantId);
    if (!school) throw Errors.validation([{ field: 'schoolTenantId', message: M.schoolRequired }]);

    const people: Partial<ElectionPerson>[] = [
      ...PUPIL_ROLES.map((role) => personRow(role, 1, dto.people[role])),
      ...dto.people.LIAISON_TEACHER.map((t, i) => personRow('LIAISON_TEACHER', i + 1, t)),
    ];
    const { id, replaced } = await this.tx
      .run(async (manager) => {
        const replacedOld = await this.elections.deletePending(school._id, yearStart, manager);
        const saved = await this.elections.insert(
          {
            domainId: dto.domainId, schoolTenantId: school._id, schoolYear: dto.schoolYear, yearStart,
            electionType: dto.electionType, electionDate: dto.electionDate, assemblyDate: dto.assemblyDate,
            leaderFirstName: dto.leaderFirstName, leaderLastName: dto.leaderLastName,
            minutesToPrincipal: dto.minutesToPrincipal, minutesKeptByCouncil: dto.minutesKeptByCouncil, truthConfirmed: true,
            state: ElectionState.PENDING,
          },
          people,
          manager,
        );
        await this.outbox.record(manager, 'tenant.election-registered', { registrationId: saved._id });
        return { id: saved._id, replaced: replacedOld };
      })
      .catch((err: unknown) => {
        // Two submissions of the same school at the same moment: uq_election_pending_school_year keeps one.
        if ((err as { code?: string })?.code === '23505') throw Errors.conflict('ELECTION_SUPERSEDED', M.superseded);
        throw err;
      });
    return { _id: id, state: ElectionState.PENDING, schoolYear: dto.schoolYear, replaced, message: M.received };
  }
}

function personRow(role: ElectionPerson['role'], position: number, p: ElectionPupilDto | ElectionTeacherDto): Partial<ElectionPerson> {
  return {
    role, position, firstName: p.firstName, lastName: p.lastName, mail: p.mail,
    className: 'className' in p ? p.className : null,
  };
}

function isRealDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
