// The public election registration (SPEC 2.7, 3, 5): stored as pending with one row per elected person;
// several submissions of the same school and year are all kept and compete (issue 10).
import { Injectable } from '@nestjs/common';
import { mapPage } from '../../common/paginate';
import { PageQueryDto } from '../../common/pagination.dto';
import { ConfigService } from '../../config/config';
import { TransactionRunner } from '../../core/database/transaction';
import { findOrFail } from '../../core/find-or-fail';
import { MailQuotaRepository } from '../../infrastructure/mail/mail-quota.repository';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { CreateElectionDto, ElectionPupilDto, ElectionTeacherDto } from './dto/election.dto';
import { ElectionErrors } from './election.errors';
import { ElectionRepository } from './election.repository';
import { parseSchoolYear, PUPIL_ROLES } from './election.roles';
import { ELECTION_TEXT } from './election.views';
import { ElectionPerson } from './entities/election-person.entity';
import { ElectionState } from './entities/election.entity';

@Injectable()
export class ElectionService {
  constructor(
    private readonly elections: ElectionRepository,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
    private readonly config: ConfigService,
    private readonly mailQuota: MailQuotaRepository,
  ) {}

  async schools(domainId: string, query: PageQueryDto) {
    await findOrFail(this.elections.findDomain(domainId));
    return mapPage(await this.elections.schoolsOf(domainId, query), (s) => ({ _id: s._id, name: s.name }));
  }

  /**
   * Stores the submission as pending. It deletes and replaces nothing (issue 10): a second submission of
   * the same school and year competes with the first until the domain administration validates one.
   */
  async submit(dto: CreateElectionDto) {
    const yearStart = parseSchoolYear(dto.schoolYear);
    if (yearStart === null) throw ElectionErrors.schoolYearInvalid();
    if (!isRealDate(dto.electionDate)) throw ElectionErrors.electionDateInvalid();
    if (!isRealDate(dto.assemblyDate)) throw ElectionErrors.assemblyDateInvalid();
    const school = await this.elections.findSchool(dto.domainId, dto.schoolTenantId);
    if (!school) throw ElectionErrors.schoolInvalid();

    const people: Partial<ElectionPerson>[] = [
      ...PUPIL_ROLES.map((role) => personRow(role, 1, dto.people[role])),
      ...dto.people.LIAISON_TEACHER.map((t, i) => personRow('LIAISON_TEACHER', i + 1, t)),
    ];
    const id = await this.tx.run(async (manager) => {
      const mailed = await this.mailQuota.claim(
        'election',
        people.map((p) => p.mail!),
        this.config.get('electionMailPerAddressPerDay'),
        manager,
      );
      const saved = await this.elections.insert(
        {
          domainId: dto.domainId,
          schoolTenantId: school._id,
          schoolYear: dto.schoolYear,
          yearStart,
          electionType: dto.electionType,
          electionDate: dto.electionDate,
          assemblyDate: dto.assemblyDate,
          leaderFirstName: dto.leaderFirstName,
          leaderLastName: dto.leaderLastName,
          minutesToPrincipal: dto.minutesToPrincipal,
          minutesKeptByCouncil: dto.minutesKeptByCouncil,
          truthConfirmed: true,
          state: ElectionState.PENDING,
        },
        people.map((p) => ({ ...p, confirmationMail: mailed.has(p.mail!) })),
        manager,
      );
      if (mailed.size) await this.outbox.record(manager, 'tenant.election-registered', { registrationId: saved._id });
      return saved._id;
    });
    // `replaced` stays in the answer for older clients; a submission never replaces another one any more.
    return { _id: id, state: ElectionState.PENDING, schoolYear: dto.schoolYear, replaced: false, message: ELECTION_TEXT.received };
  }
}

function personRow(role: ElectionPerson['role'], position: number, p: ElectionPupilDto | ElectionTeacherDto): Partial<ElectionPerson> {
  return {
    role,
    position,
    firstName: p.firstName,
    lastName: p.lastName,
    mail: p.mail,
    className: 'className' in p ? p.className : null,
  };
}

function isRealDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
