import { Module } from '@nestjs/common';
import { ProjectPushJobs } from './project-push.jobs';

/** What the workers run for the project module; loaded by the workers process only. */
@Module({ providers: [ProjectPushJobs] })
export class ProjectJobsModule {}
