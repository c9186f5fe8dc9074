import { Module } from '@nestjs/common';
import { ExportExpiry } from '../../common/export/export-expiry';
import { OutboxModule } from '../../infrastructure/outbox/outbox.module';
import { AdminModule } from '../admin/admin.module';
import { InactiveAccountDeleter } from './inactive-account.deleter';
import { InactiveAccountRepository } from './inactive-account.repository';
import { LegalHoldController } from './legal-hold.controller';
import { LegalHoldService } from './legal-hold.service';
import { PrivacyController } from './privacy.controller';
import { RetentionAdminController } from './retention-admin.controller';
import { RetentionRegistry } from './retention.registry';
import { RetentionRepository } from './retention.repository';
import { RetentionService } from './retention.service';

/** The rules' providers, shared by the API and the workers (jobs/retention-jobs.module.ts). */
export const RETENTION_PROVIDERS = [
  RetentionRegistry,
  RetentionRepository,
  RetentionService,
  InactiveAccountRepository,
  InactiveAccountDeleter,
  ExportExpiry,
];

/** Retention by school year, the privacy page's table and legal holds (issue 26 §3). */
@Module({
  imports: [AdminModule, OutboxModule],
  controllers: [RetentionAdminController, PrivacyController, LegalHoldController],
  providers: [...RETENTION_PROVIDERS, LegalHoldService],
  exports: [RetentionRegistry],
})
export class RetentionModule {}
