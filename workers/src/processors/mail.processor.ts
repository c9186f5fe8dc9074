import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { ConfigService } from '../../../api/src/config/config';
import { unseal } from '../../../api/src/infrastructure/crypto/sealed';
import { DomainEventType, JobData } from '../../../api/src/infrastructure/outbox/domain-events';
import { QueueName } from '../../../api/src/infrastructure/queue/queues';
import { User } from '../../../api/src/modules/auth/entities/user.entity';
import { Invitation, InvitationState } from '../../../api/src/modules/tenant/entities/invitation.entity';
import { Tenant } from '../../../api/src/modules/tenant/entities/tenant.entity';
import { MailerService } from '../mailer.service';
import { registrationRepeatedMail, resetPasswordMail, verifyAccountMail } from '../templates/auth-mails';
import { invitationMail } from '../templates/tenant-mails';
import { electionConfirmationMail } from '../templates/election-mails';
import { ElectionPerson } from '../../../api/src/modules/tenant/election/election-person.entity';
import { ElectionRegistration } from '../../../api/src/modules/tenant/election/election.entity';
import { ELECTION_ROLE_LABELS, ELECTION_ROLES } from '../../../api/src/modules/tenant/election/election.roles';

type Handler<E extends DomainEventType> = (data: JobData<E>) => Promise<void>;

@Processor(QueueName.MAIL)
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  readonly handlers: { [E in DomainEventType]?: Handler<E> } = {
    'auth.user-registered': (data) => this.verifyMail(data.eventId, data.userId, data.sealedToken),
    'auth.verification-resent': (data) => this.verifyMail(data.eventId, data.userId, data.sealedToken),
    'auth.registration-repeated': async (data) => {
      const user = await this.user(data.userId);
      if (!user) return;
      const base = this.config.get('publicUrl');
      await this.mailer.sendOnce(`${data.eventId}:${user.mail}`, user.mail, 'registration-repeated', registrationRepeatedMail(user, `${base}/auth`, `${base}/auth/reset`));
    },
    'auth.password-reset-requested': async (data) => {
      const user = await this.user(data.userId);
      if (!user) return;
      const url = `${this.config.get('publicUrl')}/reset-password/${encodeURIComponent(this.unseal(data.sealedToken))}`;
      await this.mailer.sendOnce(`${data.eventId}:${user.mail}`, user.mail, 'reset-password', resetPasswordMail(user, url));
    },
    'tenant.invitation-created': (data) => this.invitationMail(data.eventId, data.tenantId, data.invitationId),
    'tenant.election-registered': (data) => this.electionConfirmation(data.eventId, data.registrationId),
  };

  constructor(
    private readonly mailer: MailerService,
    private readonly config: ConfigService,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  async process(job: Job<JobData>): Promise<void> {
    const handler = this.handlers[job.name as DomainEventType] as Handler<DomainEventType> | undefined;
    if (!handler) throw new Error(`mail queue has no handler for job ${job.name}`);
    await handler(job.data);
    this.logger.log({ msg: 'mail job done', job: job.name, eventId: job.data.eventId });
  }

  private async verifyMail(eventId: string, userId: string, sealedToken: string) {
    const user = await this.user(userId);
    if (!user) return;
    const url = `${this.config.get('publicUrl')}/verify?token=${encodeURIComponent(this.unseal(sealedToken))}`;
    await this.mailer.sendOnce(`${eventId}:${user.mail}`, user.mail, 'verify-account', verifyAccountMail(user, url));
  }

  /** Withdrawn or answered in the meantime: nothing to send. */
  private async invitationMail(eventId: string, tenantId: string, invitationId: string) {
    const invitation = await this.dataSource.getRepository(Invitation).findOneBy({ _id: invitationId, tenantId });
    if (!invitation || invitation.state !== InvitationState.PENDING) return;
    const tenant = await this.dataSource.getRepository(Tenant).findOneBy({ _id: tenantId });
    if (!tenant) return;
    const inviter = invitation.invitedById ? await this.user(invitation.invitedById) : null;
    const account = await this.dataSource.getRepository(User).findOneBy({ mail: invitation.mail });
    const base = this.config.get('publicUrl');
    const content = invitationMail({
      tenantName: tenant.name,
      tenantType: tenant.type,
      level: invitation.level,
      inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : null,
      hasAccount: !!account,
      invitationsUrl: `${base}/user/invitations`,
      registerUrl: `${base}/auth/register`,
    });
    await this.mailer.sendOnce(`${eventId}:${invitation.mail}`, invitation.mail, 'tenant-invitation', content);
  }

  /** One mail per address (a person named twice gets one mail listing both offices); replaced meanwhile: none. */
  private async electionConfirmation(eventId: string, registrationId: string) {
    const registration = await this.dataSource.getRepository(ElectionRegistration).findOneBy({ _id: registrationId });
    if (!registration) return;
    const school = await this.dataSource.getRepository(Tenant).findOneBy({ _id: registration.schoolTenantId });
    const people = (await this.dataSource.getRepository(ElectionPerson).findBy({ registrationId }))
      .sort((a, b) => ELECTION_ROLES.indexOf(a.role) - ELECTION_ROLES.indexOf(b.role) || a.position - b.position);
    const summary = people.map((p) => ({ roleLabel: ELECTION_ROLE_LABELS[p.role], name: `${p.firstName} ${p.lastName}` }));
    const byMail = new Map<string, ElectionPerson[]>();
    for (const p of people) byMail.set(p.mail, [...(byMail.get(p.mail) ?? []), p]);
    for (const [mail, own] of byMail) {
      const content = electionConfirmationMail({
        firstName: own[0].firstName,
        schoolName: school?.name ?? '',
        schoolYear: registration.schoolYear,
        roles: own.map((p) => ELECTION_ROLE_LABELS[p.role]),
        electionDate: registration.electionDate,
        people: summary,
      });
      await this.mailer.sendOnce(`${eventId}:${mail}`, mail, 'election-registered', content);
    }
  }

  private user(id: string) {
    return this.dataSource.getRepository(User).findOneBy({ _id: id });
  }

  private unseal(sealed: string) {
    return unseal(sealed, this.config.get('jwtSecret'));
  }
}
