import { Module } from '@nestjs/common';
import { ExportExpiry } from './export-expiry';
import { ExportHousekeepingJobs } from './export-housekeeping.jobs';

/** The workers' housekeeping of every module's exports (loaded by the workers process only). */
@Module({
  providers: [ExportExpiry, ExportHousekeepingJobs],
})
export class ExportHousekeepingModule {}
