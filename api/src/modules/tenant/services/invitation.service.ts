// Invitations by e-mail: the group side (list, invite, withdraw) and the invitee's side (list, accept,
// decline). Only the account whose verified address is the invited one can see or answer an invitation.
import { Injectable } from '@nestjs/common';
import type { RequestUser } from '../../../common/auth/request-user';
import { Errors } from '../../../common/domain.exception';
import { PageQueryDto, pageOf } from '../../../common/pagination.dto';
import { TenantContext } from '../../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../../infrastructure/database/transaction';
import { OutboxService } from '../../../infrastructure/outbox/outbox.service';
import { CreateInvitationDto, InvitationQueryDto } from '../dto/invitation.dto';
import { InvitationView } from '../dto/views.dto';
import { InvitationState } from '../entities/invitation.entity';
import { assertLevelExists, assertMayGrant } from '../membership.rules';
import { AccountRepository } from '../repositories/account.repository';
import { InvitationRepository } from '../repositories/invitation.repository';
import { MembershipRepository } from '../repositories/membership.repository';
import { TenantRepository } from '../repositories/tenant.repository';
import { TENANT_MESSAGES as M } from '../tenant.messages';
import { invitationView } from '../tenant.views';
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
  ) {}

  // ---- group side (member:administration) ----

  async listForTenant(ctx: TenantContext, query: InvitationQueryDto) {
    const state = query.state ?? InvitationState.PENDING;
    const [rows, total] = await this.invitations.listForTenant(ctx.tenant._id, { state, page: query.page, pageSize: query.pageSize });
    return pageOf(rows.map((r) => invitationView(r, ctx.tenant.type)), total, query);
  }

  async invite(ctx: TenantContext, caller: RequestUser, dto: CreateInvitationDto): Promise<InvitationView & { mailSent: boolean }> {
    const tenantId = ctx.tenant._id;
    assertLevelExists(ctx.tenant.type, dto.level);
    assertMayGrant(ctx, caller.permissionLevel, dto.level);
    const account = await this.accounts.findVerified({ mail: dto.mail });
    if (account && (await this.memberships.findOfUser(tenantId, account._id))) {
      throw Errors.conflict('ALREADY_MEMBER', M.personAlreadyMember);
    }
    const { invitationId, mailSent } = await this.tx.run(async (manager) => {
      const { invitation } = await this.invitations.upsertPending(tenantId, dto.mail, dto.level, caller.userId, manager);
      // A refreshed invitation is mailed again (that is what "invite again" is for), but not in a burst.
      const mailNow = await this.invitations.claimMail(tenantId, invitation._id, INVITATION_REMAIL_MINUTES, manager);
      if (mailNow) await this.outbox.record(manager, 'tenant.invitation-created', { tenantId, invitationId: invitation._id });
      return { invitationId: invitation._id, mailSent: mailNow };
    });
    const row = await this.invitations.rowById(tenantId, invitationId);
    return { ...invitationView(row!, ctx.tenant.type), mailSent };
  }

  async remove(ctx: TenantContext, invitationId: string) {
    if (!(await this.invitations.delete(ctx.tenant._id, invitationId))) throw Errors.notFound();
    return { message: M.invitationDeleted };
  }

  // ---- invitee side ----

  async listMine(userId: string, query: PageQueryDto) {
    const [rows, total] = await this.invitations.listPendingForInvitee(userId, query);
    return pageOf(rows.map((r) => invitationView(r, r.tenant!.type)), total, query);
  }

  /** Creates the membership at the invited level (an existing membership is raised, never lowered). */
  async accept(userId: string, invitationId: string) {
    const tenantId = await this.tx.run(async (manager) => {
      const invitation = await this.invitations.lockPendingForInvitee(invitationId, userId, manager);
      if (!invitation) throw Errors.notFound();
      const tenant = await this.tenants.lock(invitation.tenantId, manager);
      if (!tenant) throw Errors.notFound();
      await this.memberships.upsertAtLeast(tenant._id, userId, invitation.level, manager);
      await this.invitations.update(tenant._id, invitation._id, { state: InvitationState.ACCEPTED, respondedAt: new Date() }, manager);
      await this.outbox.record(manager, 'tenant.membership-changed', { tenantId: tenant._id, userId, change: 'accepted' });
      return tenant._id;
    });
    return { message: M.invitationAccepted, group: await this.groups.myGroup(userId, tenantId) };
  }

  async decline(userId: string, invitationId: string) {
    await this.tx.run(async (manager) => {
      const invitation = await this.invitations.lockPendingForInvitee(invitationId, userId, manager);
      if (!invitation) throw Errors.notFound();
      await this.invitations.update(invitation.tenantId, invitation._id, { state: InvitationState.REJECTED, respondedAt: new Date() }, manager);
    });
    return { message: M.invitationDeclined };
  }
}
