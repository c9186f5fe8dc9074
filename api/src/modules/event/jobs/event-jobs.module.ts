import { Module } from '@nestjs/common';
import { EventAccountErasure } from '../event-account-erasure.service';
import { EventDataRepository } from '../event-data.repository';
import { EventExports } from '../event-export.kind';
import { EventExportRepository } from '../event-export.repository';
import { EventAttendeeRepository, EventRegistrationRepository } from '../event-participant.repository';
import { EventRepository } from '../event.repository';
import { EventMailJobs } from './event-mail.jobs';

/** What the workers run for the event module (registration mails, exports); loaded by the workers process only. */
@Module({
  providers: [
    EventDataRepository,
    EventRepository,
    EventRegistrationRepository,
    EventAttendeeRepository,
    EventExportRepository,
    EventMailJobs,
    EventExports,
    EventAccountErasure,
  ],
})
export class EventJobsModule {}
