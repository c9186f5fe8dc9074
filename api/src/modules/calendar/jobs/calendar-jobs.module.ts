import { Module } from '@nestjs/common';
import { CalendarDataRepository } from '../calendar-data.repository';
import { CalendarPushJobs } from './calendar-push.jobs';

/** What the workers run for the calendar; loaded by the workers process only. */
@Module({ providers: [CalendarDataRepository, CalendarPushJobs] })
export class CalendarJobsModule {}
