import { Module } from '@nestjs/common';
import { AdminAuditService } from '../../admin/admin-audit.service';
import { AuditRepository } from '../../admin/audit.repository';
import { RETENTION_PROVIDERS } from '../retention.module';
import { RetentionJobs } from './retention.jobs';

/** What the workers run for retention: the nightly run and the warning mails; loaded by the workers process only. */
@Module({ providers: [...RETENTION_PROVIDERS, AdminAuditService, AuditRepository, RetentionJobs] })
export class RetentionJobsModule {}
