import { Module } from '@nestjs/common';
import { ProjectRepository } from '../project.repository';
import { ProjectPushJobs } from './project-push.jobs';

/** What the workers run for the project module; loaded by the workers process only. */
@Module({ providers: [ProjectRepository, ProjectPushJobs] })
export class ProjectJobsModule {}
