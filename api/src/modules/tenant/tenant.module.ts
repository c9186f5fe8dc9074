import { Module } from '@nestjs/common';
import { NotifyModule } from '../notify/notify.module';
import { AccountRepository } from './account.repository';
import { ContactRepository } from './contact.repository';
import { DashboardRegistry } from './dashboard.registry';
import { DashboardService } from './dashboard.service';
import { DiscoveryService } from './discovery.service';
import { DomainRepository } from './domain.repository';
import { InvitationRepository } from './invitation.repository';
import { InvitationService } from './invitation.service';
import { JoinRequestRepository } from './join-request.repository';
import { JoinRequestService } from './join-request.service';
import { MemberAdminService } from './member-admin.service';
import { MembershipDirectory } from './membership-directory.service';
import { MembershipRepository } from './membership.repository';
import { NotificationRepository } from './notification.repository';
import { NotificationService } from './notification.service';
import { OwnerDeletionRegistry } from './owner-deletion.registry';
import { TenantAccountErasure } from './tenant-account-erasure.service';
import { TenantGroupController } from './tenant-group.controller';
import { TenantInvitationController } from './tenant-invitation.controller';
import { TenantJoinRequestController } from './tenant-join-request.controller';
import { MemberAdminController, TenantMemberController, TenantOfficeController } from './tenant-member.controller';
import { TenantNotificationController } from './tenant-notification.controller';
import { TenantPublicController } from './tenant-public.controller';
import { TenantSettingsService } from './tenant-settings.service';
import { TenantUserController } from './tenant-user.controller';
import { TenantRepository } from './tenant.repository';
import { UserGroupsService } from './user-groups.service';

/** Groups, members, invitations, notifications, the dashboard, public discovery and group settings. */
@Module({
  imports: [NotifyModule],
  controllers: [
    TenantUserController,
    TenantPublicController,
    TenantGroupController,
    TenantMemberController,
    TenantOfficeController,
    MemberAdminController,
    TenantInvitationController,
    TenantNotificationController,
    TenantJoinRequestController,
  ],
  providers: [
    TenantRepository,
    DomainRepository,
    MembershipRepository,
    InvitationRepository,
    TenantAccountErasure,
    NotificationRepository,
    JoinRequestRepository,
    AccountRepository,
    ContactRepository,
    MembershipDirectory,
    UserGroupsService,
    MemberAdminService,
    InvitationService,
    NotificationService,
    JoinRequestService,
    TenantSettingsService,
    DiscoveryService,
    DashboardRegistry,
    DashboardService,
    OwnerDeletionRegistry,
  ],
  // Later modules register their dashboard sections with DashboardRegistry; admin and election reuse the
  // group rules through the services and repositories below.
  exports: [
    MembershipDirectory,
    DashboardRegistry,
    OwnerDeletionRegistry,
    TenantRepository,
    DomainRepository,
    MembershipRepository,
    InvitationRepository,
    AccountRepository,
    ContactRepository,
    TenantSettingsService,
    MemberAdminService,
    InvitationService,
  ],
})
export class TenantModule {}
