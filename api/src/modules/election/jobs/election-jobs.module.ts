import { Module } from '@nestjs/common';
import { DelegateExports } from '../delegate-export.kind';
import { DelegateExportRepository } from '../delegate-export.repository';
import { ElectionRepository } from '../election.repository';
import { ElectionMailJobs } from './election-mail.jobs';

/** What the workers run for the election module; loaded by the workers process only. */
@Module({ providers: [ElectionRepository, DelegateExportRepository, ElectionMailJobs, DelegateExports] })
export class ElectionJobsModule {}
