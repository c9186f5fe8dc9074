import { Module } from '@nestjs/common';
import { DataExportAccountErasure } from '../data-export-account-erasure.service';
import { DataExportRepository } from '../data-export.repository';
import { GroupDataExports } from '../group-data-export.kind';
import { PersonalDataExports } from '../personal-data-export.kind';
import { DataExportJobs } from './data-export.jobs';

/** What the workers run for the data exports (rendering both kinds, the ready mail, the expiry); workers process only. */
@Module({
  providers: [DataExportRepository, PersonalDataExports, GroupDataExports, DataExportJobs, DataExportAccountErasure],
})
export class DataExportJobsModule {}
