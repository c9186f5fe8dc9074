// The invitation mail: an invitee learns who invited them into which group, with or without an account.
import { Injectable } from '@nestjs/common';
import { ConfigService } from '../../../config/config';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { MailJob } from '../../../infrastructure/queue/job-handler';
import type { MailJobContext } from '../../../infrastructure/queue/job-handler';
import { AccountRepository } from '../account.repository';
import { InvitationState } from '../entities/invitation.entity';
import { InvitationRepository } from '../invitation.repository';
import { TenantRepository } from '../tenant.repository';
import { invitationMail } from './tenant-mails';

@Injectable()
export class InvitationMailJobs {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly tenants: TenantRepository,
    private readonly accounts: AccountRepository,
    private readonly config: ConfigService,
  ) {}

  /** Withdrawn or answered in the meantime: nothing to send. */
  @MailJob('tenant.invitation-created')
  async invitationCreated({ tenantId, invitationId }: JobData<'tenant.invitation-created'>, ctx: MailJobContext) {
    const invitation = await this.invitations.findById(tenantId, invitationId);
    if (!invitation || invitation.state !== InvitationState.PENDING) return;
    const tenant = await this.tenants.findById(tenantId);
    if (!tenant) return;
    const inviter = invitation.invitedById ? await this.accounts.findById(invitation.invitedById) : null;
    const base = this.config.get('publicUrl');
    const content = invitationMail({
      tenantName: tenant.name,
      tenantType: tenant.type,
      level: invitation.level,
      inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : null,
      hasAccount: await this.accounts.existsWithMail(invitation.mail),
      invitationsUrl: `${base}/user/invitations`,
      registerUrl: `${base}/auth/register`,
    });
    await ctx.sendMail(invitation.mail, 'tenant-invitation', content);
  }
}
