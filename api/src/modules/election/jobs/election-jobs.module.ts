import { Module } from '@nestjs/common';
import { DelegateExportRepository } from '../delegate-export.repository';
import { ElectionRepository } from '../election.repository';
import { DelegateExportJobs } from './delegate-export.jobs';
import { ElectionMailJobs } from './election-mail.jobs';

/** What the workers run for the election module; loaded by the workers process only. */
@Module({ providers: [ElectionRepository, DelegateExportRepository, ElectionMailJobs, DelegateExportJobs] })
export class ElectionJobsModule {}
