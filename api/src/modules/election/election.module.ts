import { Module } from '@nestjs/common';
import { MailQuotaRepository } from '../../infrastructure/mail/mail-quota.repository';
import { AdminModule } from '../admin/admin.module';
import { TenantModule } from '../tenant/tenant.module';
import { DelegateExportController } from './delegate-export.controller';
import { DelegateExports } from './delegate-export.kind';
import { DelegateExportRepository } from './delegate-export.repository';
import { ElectionAdminController } from './election-admin.controller';
import { ElectionAdminService } from './election-admin.service';
import { ElectionPublicController } from './election-public.controller';
import { ElectionRepository } from './election.repository';
import { ElectionService } from './election.service';

/** Public election registration, its validation by the domain's administration and the delegate export. */
@Module({
  imports: [TenantModule, AdminModule],
  controllers: [ElectionPublicController, ElectionAdminController, DelegateExportController],
  providers: [MailQuotaRepository, ElectionRepository, DelegateExportRepository, ElectionService, ElectionAdminService, DelegateExports],
})
export class ElectionModule {}
