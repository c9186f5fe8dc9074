import { Module } from '@nestjs/common';
import { EventExportRepository } from '../event-export.repository';
import { EventAttendeeRepository, EventRegistrationRepository } from '../event-participant.repository';
import { EventRepository } from '../event.repository';
import { EventExportJobs } from './event-export.jobs';
import { EventMailJobs } from './event-mail.jobs';

/** What the workers run for the event module (registration mails, exports); loaded by the workers process only. */
@Module({
  providers: [EventRepository, EventRegistrationRepository, EventAttendeeRepository, EventExportRepository, EventMailJobs, EventExportJobs],
})
export class EventJobsModule {}
