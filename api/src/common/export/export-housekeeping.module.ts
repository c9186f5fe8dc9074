import { Module } from '@nestjs/common';
import { ExportExpiry } from './export-expiry';
import { ExportHousekeepingJobs } from './export-housekeeping.jobs';
import { ExportJobs } from './export-job';
import { PendingDeletions } from './pending-deletions';

/** The workers' side of every module's exports (the one render job, the expiry) and of deleted uploads (workers process only). */
@Module({
  providers: [ExportJobs, ExportExpiry, ExportHousekeepingJobs, PendingDeletions],
})
export class ExportHousekeepingModule {}
