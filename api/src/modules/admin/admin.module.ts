import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { TenantModule } from '../tenant/tenant.module';
import { AdminAuditService } from './admin-audit.service';
import { AdminRepository } from './admin.repository';
import { AuditRepository } from './audit.repository';
import { DomainAdminController } from './domain-admin.controller';
import { DomainAdminGuard } from './domain-admin.guard';
import { DomainAdminService } from './domain-admin.service';
import { DomainMemberAddService } from './domain-member-add.service';
import { GroupImportService } from './group-import.service';
import { MemberAddController } from './member-add.controller';
import { PlatformAdminController } from './platform-admin.controller';
import { PlatformAdminService } from './platform-admin.service';

/** Platform administration, domain administration, the group import and the audit log. */
@Module({
  imports: [TenantModule, FilesModule],
  // MemberAddController serves a tenant route (.../user/add) but needs the audit log and the domain administrators.
  controllers: [PlatformAdminController, DomainAdminController, MemberAddController],
  providers: [
    AdminRepository,
    AuditRepository,
    AdminAuditService,
    PlatformAdminService,
    DomainAdminService,
    DomainMemberAddService,
    GroupImportService,
    DomainAdminGuard,
  ],
  // The election module acts inside a domain too: it reuses the guard, the audit log and the domain's groups.
  exports: [AdminRepository, AdminAuditService, DomainAdminService, DomainAdminGuard],
})
export class AdminModule {}
