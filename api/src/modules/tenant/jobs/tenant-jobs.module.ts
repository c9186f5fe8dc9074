import { Module } from '@nestjs/common';
import { AccountRepository } from '../account.repository';
import { InvitationRepository } from '../invitation.repository';
import { MembershipRepository } from '../membership.repository';
import { TenantAccountErasure } from '../tenant-account-erasure.service';
import { TenantDataRepository } from '../tenant-data.repository';
import { TenantRepository } from '../tenant.repository';
import { InvitationMailJobs } from './invitation-mail.jobs';
import { TenantPushJobs } from './tenant-push.jobs';

/** What the workers run for the tenant module; loaded by the workers process only. */
@Module({
  providers: [
    TenantDataRepository,
    TenantRepository,
    InvitationRepository,
    MembershipRepository,
    AccountRepository,
    InvitationMailJobs,
    TenantPushJobs,
    TenantAccountErasure,
  ],
})
export class TenantJobsModule {}
