import { Module } from '@nestjs/common';
import { ExportExpiry } from './export-expiry';
import { ExportHousekeepingJobs } from './export-housekeeping.jobs';
import { ExportJobs } from './export-job';

/** The workers' side of every module's exports: the one render job and the expiry (workers process only). */
@Module({
  providers: [ExportJobs, ExportExpiry, ExportHousekeepingJobs],
})
export class ExportHousekeepingModule {}
