// The confirmation mail of a public registration (sent once per registration and address).
import { Injectable } from '@nestjs/common';
import { eventProgramPath } from '#shared/event';
import { ConfigService } from '../../../config/config';
import { IdentityRepository } from '../../../core/identity/identity.repository';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { MailJob } from '../../../infrastructure/queue/job-handler';
import type { MailJobContext } from '../../../infrastructure/queue/job-handler';
import { EventRegistrationRepository } from '../event-participant.repository';
import { EventRepository } from '../event.repository';
import { germanRange, registrationConfirmationMail } from './event-mails';

@Injectable()
export class EventMailJobs {
  constructor(
    private readonly events: EventRepository,
    private readonly registrations: EventRegistrationRepository,
    private readonly identity: IdentityRepository,
    private readonly config: ConfigService,
  ) {}

  @MailJob('event.registration-created')
  async registered({ tenantId, registrationId }: JobData<'event.registration-created'>, ctx: MailJobContext) {
    const registration = await this.registrations.findById(tenantId, registrationId);
    if (!registration) return;
    const event = await this.events.findById(tenantId, registration.eventId);
    const tenant = await this.identity.tenantById(tenantId);
    if (!event || !tenant) return;
    const content = registrationConfirmationMail({
      firstName: registration.firstName,
      eventTitle: event.title,
      when: germanRange(event.startDate, event.endDate),
      location: event.location,
      groupName: tenant.name,
      programUrl: event.switchProgram ? `${this.config.get('publicUrl')}${eventProgramPath(event._id)}` : null,
    });
    await ctx.sendMail(registration.mail, 'event-registration', content);
  }
}
