// Invitations by e-mail: the group side (list, invite, withdraw) and the invitee's side (list, accept,
// decline). Only the account whose verified address is the invited one can see or answer an invitation.
import { Injectable } from '@nestjs/common';
import type { RequestUser } from '../../common/auth/request-user';
import { mapPage } from '../../common/paginate';
import { PageQueryDto } from '../../common/pagination.dto';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { findOrFail } from '../../core/find-or-fail';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { NotifyService } from '../notify/notify.service';
import { AccountRepository } from './account.repository';
import { CreateInvitationDto, InvitationQueryDto } from './dto/invitation.dto';
import { InvitationView } from './dto/views.dto';
import { InvitationState } from './entities/invitation.entity';
import { InvitationRepository } from './invitation.repository';
import { MembershipRepository } from './membership.repository';
import { assertLevelExists, assertMayGrant } from './membership.rules';
import { TenantErrors } from './tenant.errors';
import { TenantRepository } from './tenant.repository';
import { invitationView, TENANT_TEXT as M } from './tenant.views';
import { UserGroupsService } from './user-groups.service';

/** Inviting the same address again refreshes the invitation at once but mails it at most this often. */
export const INVITATION_REMAIL_MINUTES = 10;

@Injectable()
export class InvitationService {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly memberships: MembershipRepository,
    private readonly tenants: TenantRepository,
    private readonly accounts: AccountRepository,
    private readonly groups: UserGroupsService,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
    private readonly notify: NotifyService,
  ) {}

  // ---- group side (member:administration) ----

  async listForTenant(ctx: TenantContext, query: InvitationQueryDto) {
    const state = query.state ?? InvitationState.PENDING;
    const page = await this.invitations.listForTenant(ctx.tenant._id, { state, page: query.page, pageSize: query.pageSize });
    return mapPage(page, (r) => invitationView(r, ctx.tenant.type));
  }

  async invite(ctx: TenantContext, caller: RequestUser, dto: CreateInvitationDto): Promise<InvitationView & { mailSent: boolean }> {
    const tenantId = ctx.tenant._id;
    assertLevelExists(ctx.tenant.type, dto.level);
    assertMayGrant(ctx, caller.permissionLevel, dto.level);
    const account = await this.accounts.findVerified({ mail: dto.mail });
    if (account && (await this.memberships.findOfUser(tenantId, account._id))) {
      throw TenantErrors.personAlreadyMember();
    }
    const { invitationId, mailSent } = await this.tx.run((manager) =>
      this.recordInvitation(manager, tenantId, caller, dto, account?._id ?? null, ctx.tenant.name),
    );
    const row = await this.invitations.rowById(tenantId, invitationId);
    return { ...invitationView(row!, ctx.tenant.type), mailSent };
  }

  /**
   * The same invitation inside the caller's transaction (election validation, issue 9): the invitation and
   * its mail event commit together with the caller's change, so a crash cannot lose one of them.
   */
  async inviteWithin(manager: Tx, ctx: TenantContext, caller: RequestUser, dto: CreateInvitationDto) {
    const tenantId = ctx.tenant._id;
    assertLevelExists(ctx.tenant.type, dto.level);
    assertMayGrant(ctx, caller.permissionLevel, dto.level);
    const account = await this.accounts.findVerified({ mail: dto.mail });
    if (account && (await this.memberships.findOfUser(tenantId, account._id))) {
      throw TenantErrors.personAlreadyMember();
    }
    return this.recordInvitation(manager, tenantId, caller, dto, account?._id ?? null, ctx.tenant.name);
  }

  /** An invitee with an account also finds the invitation in the bell (issue 25). */
  private async recordInvitation(
    manager: Tx,
    tenantId: string,
    caller: RequestUser,
    dto: CreateInvitationDto,
    inviteeId: string | null,
    tenantName: string,
  ) {
    const { invitation } = await this.invitations.upsertPending(tenantId, dto.mail, dto.level, caller.userId, manager);
    // A refreshed invitation is mailed again (that is what "invite again" is for), but not in a burst.
    const mailNow = await this.invitations.claimMail(tenantId, invitation._id, INVITATION_REMAIL_MINUTES, manager);
    if (mailNow) await this.outbox.record(manager, 'tenant.invitation-created', { tenantId, invitationId: invitation._id });
    if (inviteeId && mailNow)
      await this.notify.invitation(manager, { tenantId, inviteeId, inviterId: caller.userId, title: M.invitationTitle(tenantName) });
    return { invitationId: invitation._id, mailSent: mailNow };
  }

  async remove(ctx: TenantContext, invitationId: string) {
    if (!(await this.invitations.delete(ctx.tenant._id, invitationId))) throw Errors.notFound();
    return { message: M.invitationDeleted };
  }

  // ---- invitee side ----

  async listMine(userId: string, query: PageQueryDto) {
    return mapPage(await this.invitations.listPendingForInvitee(userId, query), (r) => invitationView(r, r.tenant!.type));
  }

  /** Creates the membership at the invited level (an existing membership is raised, never lowered). */
  async accept(userId: string, invitationId: string) {
    const tenantId = await this.tx.run(async (manager) => {
      const invitation = await findOrFail(this.invitations.lockPendingForInvitee(invitationId, userId, manager));
      const tenant = await findOrFail(this.tenants.lock(invitation.tenantId, manager));
      await this.memberships.upsertAtLeast(tenant._id, userId, invitation.level, manager);
      await this.invitations.update(tenant._id, invitation._id, { state: InvitationState.ACCEPTED, respondedAt: new Date() }, manager);
      await this.outbox.record(manager, 'tenant.membership-changed', { tenantId: tenant._id, userId, change: 'accepted' });
      return tenant._id;
    });
    return { message: M.invitationAccepted, group: await this.groups.myGroup(userId, tenantId) };
  }

  async decline(userId: string, invitationId: string) {
    await this.tx.run(async (manager) => {
      const invitation = await findOrFail(this.invitations.lockPendingForInvitee(invitationId, userId, manager));
      await this.invitations.update(
        invitation.tenantId,
        invitation._id,
        { state: InvitationState.REJECTED, respondedAt: new Date() },
        manager,
      );
    });
    return { message: M.invitationDeclined };
  }
}
