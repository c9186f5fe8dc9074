import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { TenantModule } from '../tenant/tenant.module';
import { AdminAccountErasure } from './admin-account-erasure.service';
import { AdminAuditService } from './admin-audit.service';
import { AdminRepository } from './admin.repository';
import { AuditRepository } from './audit.repository';
import { DomainAdminController } from './domain-admin.controller';
import { DomainAdminGuard } from './domain-admin.guard';
import { DomainAdminService } from './domain-admin.service';
import { DomainMemberAddService } from './domain-member-add.service';
import { GroupDeletionController } from './group-deletion.controller';
import { GroupDeletionService } from './group-deletion.service';
import { GroupImportService } from './group-import.service';
import { MemberAddController } from './member-add.controller';
import { PlatformAdminController } from './platform-admin.controller';
import { PlatformAdminService } from './platform-admin.service';
import { TenantPermissionsController } from './tenant-permissions.controller';
import { TenantPermissionsRepository } from './tenant-permissions.repository';
import { TenantPermissionsService } from './tenant-permissions.service';

/** Platform administration, domain administration, the group import and the audit log. */
@Module({
  imports: [TenantModule, FilesModule],
  // MemberAddController, TenantPermissionsController and GroupDeletionController serve tenant routes but need the
  // audit log (and the domain administrators).
  controllers: [PlatformAdminController, DomainAdminController, MemberAddController, TenantPermissionsController, GroupDeletionController],
  providers: [
    AdminRepository,
    AuditRepository,
    AdminAuditService,
    PlatformAdminService,
    GroupDeletionService,
    DomainAdminService,
    DomainMemberAddService,
    GroupImportService,
    DomainAdminGuard,
    TenantPermissionsRepository,
    TenantPermissionsService,
    AdminAccountErasure,
  ],
  // The election module acts inside a domain too: it reuses the guard, the audit log and the domain's groups.
  exports: [AdminRepository, AdminAuditService, AuditRepository, DomainAdminService, DomainAdminGuard],
})
export class AdminModule {}
