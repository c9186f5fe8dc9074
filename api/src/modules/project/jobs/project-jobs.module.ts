import { Module } from '@nestjs/common';
import { ProjectDataRepository } from '../project-data.repository';
import { ProjectRepository } from '../project.repository';
import { ProjectPushJobs } from './project-push.jobs';

/** What the workers run for the project module; loaded by the workers process only. */
@Module({ providers: [ProjectDataRepository, ProjectRepository, ProjectPushJobs] })
export class ProjectJobsModule {}
