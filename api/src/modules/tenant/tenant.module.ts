import { Module } from '@nestjs/common';
import { AdminAuditService } from './admin/admin-audit.service';
import { AdminRepository } from './admin/admin.repository';
import { DomainAdminController } from './admin/domain-admin.controller';
import { DomainAdminGuard } from './admin/domain-admin.guard';
import { DomainAdminService } from './admin/domain-admin.service';
import { GroupImportService } from './admin/group-import.service';
import { PlatformAdminController } from './admin/platform-admin.controller';
import { PlatformAdminService } from './admin/platform-admin.service';
import { DelegateExportController } from './election/delegate-export.controller';
import { DelegateExportService } from './election/delegate-export.service';
import { ElectionAdminController } from './election/election-admin.controller';
import { ElectionAdminService } from './election/election-admin.service';
import { ElectionPublicController } from './election/election-public.controller';
import { ElectionRepository } from './election/election.repository';
import { ElectionService } from './election/election.service';
import { TenantGroupController } from './controllers/tenant-group.controller';
import { TenantInvitationController } from './controllers/tenant-invitation.controller';
import { MemberAdminController, TenantMemberController } from './controllers/tenant-member.controller';
import { TenantNotificationController } from './controllers/tenant-notification.controller';
import { TenantPublicController } from './controllers/tenant-public.controller';
import { TenantUserController } from './controllers/tenant-user.controller';
import { MembershipDirectory } from './membership-directory.service';
import { AccountRepository } from './repositories/account.repository';
import { DomainRepository } from './repositories/domain.repository';
import { InvitationRepository } from './repositories/invitation.repository';
import { MembershipRepository } from './repositories/membership.repository';
import { NotificationRepository } from './repositories/notification.repository';
import { TenantRepository } from './repositories/tenant.repository';
import { DashboardRegistry } from './services/dashboard.registry';
import { DashboardService } from './services/dashboard.service';
import { DiscoveryService } from './services/discovery.service';
import { InvitationService } from './services/invitation.service';
import { MemberAdminService } from './services/member-admin.service';
import { NotificationService } from './services/notification.service';
import { TenantSettingsService } from './services/tenant-settings.service';
import { UserGroupsService } from './services/user-groups.service';

@Module({
  controllers: [
    TenantUserController, TenantPublicController, TenantGroupController,
    TenantMemberController, MemberAdminController, TenantInvitationController, TenantNotificationController,
    PlatformAdminController, DomainAdminController, ElectionPublicController, ElectionAdminController, DelegateExportController,
  ],
  providers: [
    TenantRepository, DomainRepository, MembershipRepository, InvitationRepository, NotificationRepository, AccountRepository,
    MembershipDirectory, UserGroupsService, MemberAdminService, InvitationService, NotificationService,
    TenantSettingsService, DiscoveryService, DashboardRegistry, DashboardService,
    AdminRepository, AdminAuditService, PlatformAdminService, DomainAdminService, GroupImportService, DomainAdminGuard,
    ElectionRepository, ElectionService, ElectionAdminService, DelegateExportService,
  ],
  // Later modules register their dashboard sections with DashboardRegistry.
  exports: [MembershipDirectory, DashboardRegistry],
})
export class TenantModule {}
