import { Module } from '@nestjs/common';
import { CalendarPushJobs } from './calendar-push.jobs';

/** What the workers run for the calendar; loaded by the workers process only. */
@Module({ providers: [CalendarPushJobs] })
export class CalendarJobsModule {}
