import { Module } from '@nestjs/common';
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
  ],
  providers: [
    TenantRepository, DomainRepository, MembershipRepository, InvitationRepository, NotificationRepository, AccountRepository,
    MembershipDirectory, UserGroupsService, MemberAdminService, InvitationService, NotificationService,
    TenantSettingsService, DiscoveryService, DashboardRegistry, DashboardService,
  ],
  // Later modules register their dashboard sections with DashboardRegistry.
  exports: [MembershipDirectory, DashboardRegistry],
})
export class TenantModule {}
