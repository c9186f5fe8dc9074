import { Module } from '@nestjs/common';
import { ExportExpiry } from './export-expiry';
import { ExportHousekeepingJobs } from './export-housekeeping.jobs';
import { PendingDeletions } from './pending-deletions';

/** The workers' housekeeping of every module's exports and of deleted uploads (loaded by the workers process only). */
@Module({
  providers: [ExportExpiry, ExportHousekeepingJobs, PendingDeletions],
})
export class ExportHousekeepingModule {}
