// The confirmation of an election registration to every address on it.
import { Injectable } from '@nestjs/common';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { MailJob } from '../../../infrastructure/queue/job-handler';
import type { MailJobContext } from '../../../infrastructure/queue/job-handler';
import { ElectionRepository } from '../election.repository';
import { ELECTION_ROLE_LABELS, ELECTION_ROLES } from '../election.roles';
import { ElectionPerson } from '../entities/election-person.entity';
import { electionConfirmationMail } from './election-mails';

@Injectable()
export class ElectionMailJobs {
  constructor(private readonly elections: ElectionRepository) {}

  /**
   * One mail per address (a person named twice gets one mail listing both offices), only to the addresses
   * that the submission's transaction granted a mail from their daily quota (confirmationMail).
   */
  @MailJob('tenant.election-registered')
  async registered({ registrationId }: JobData<'tenant.election-registered'>, ctx: MailJobContext) {
    const row = await this.elections.oneById(registrationId);
    if (!row) return;
    const { registration, school } = row;
    const people = [...row.people].sort(
      (a, b) => ELECTION_ROLES.indexOf(a.role) - ELECTION_ROLES.indexOf(b.role) || a.position - b.position,
    );
    const summary = people.map((p) => ({ roleLabel: ELECTION_ROLE_LABELS[p.role], name: `${p.firstName} ${p.lastName}` }));
    const byMail = new Map<string, ElectionPerson[]>();
    for (const p of people) if (p.confirmationMail) byMail.set(p.mail, [...(byMail.get(p.mail) ?? []), p]);
    for (const [mail, own] of byMail) {
      const content = electionConfirmationMail({
        firstName: own[0].firstName,
        schoolName: school.name,
        schoolYear: registration.schoolYear,
        roles: own.map((p) => ELECTION_ROLE_LABELS[p.role]),
        electionDate: registration.electionDate,
        people: summary,
      });
      await ctx.sendMail(mail, 'election-registered', content);
    }
  }
}
