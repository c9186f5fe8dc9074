// The member list and its administration (SPEC 7 /auth/tenant/{groupId}/user/...): add (an invitation,
// or directly for the administration), change level, remove. Never above the caller's own level, never
// without an admin left.
import { Injectable } from '@nestjs/common';
import { TENANT_ADMIN_LEVEL, TENANT_OFFICE_LEVEL } from '#shared/levels';
import type { Page } from '#shared/page';
import type { RequestUser } from '../../common/auth/request-user';
import { mapPage } from '../../common/paginate';
import { PageQueryDto } from '../../common/pagination.dto';
import { may, TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import { findOrFail } from '../../core/find-or-fail';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { AccountRepository } from './account.repository';
import { AddMemberDto, UpdateMemberDto } from './dto/member.dto';
import { MemberView, OfficeHolderView } from './dto/views.dto';
import { InvitationService } from './invitation.service';
import { MembershipRepository } from './membership.repository';
import { assertKeepsAnAdmin, assertLevelExists, assertMayGrant, assertMayTouch } from './membership.rules';
import { TenantErrors } from './tenant.errors';
import { TenantRepository } from './tenant.repository';
import { memberView, officeHolderView, TENANT_TEXT as M } from './tenant.views';

/** A level change of one person, handed to the caller inside the change's transaction (for the audit log). */
export interface MemberChange {
  userId: string;
  before: number | null;
  after: number;
}

export type MemberChangeHook = (manager: Tx, change: MemberChange) => Promise<void>;

export interface InvitedView {
  invited: true;
  message: string;
}

@Injectable()
export class MemberAdminService {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly memberships: MembershipRepository,
    private readonly accounts: AccountRepository,
    private readonly invitations: InvitationService,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
  ) {}

  async list(ctx: TenantContext, query: PageQueryDto) {
    // Pupils' addresses are for those who administer members, not for every member.
    const showMail = may(ctx, 'member:administration');
    const page = await this.memberships.listMembers(ctx.tenant._id, query, { searchMail: showMail });
    return mapPage(page, (r) => memberView(r, ctx.tenant.type, showMail));
  }

  /** The office holders (board and above): every member, guests included, may know whom to ask. */
  async listOffice(ctx: TenantContext, query: PageQueryDto): Promise<Page<OfficeHolderView>> {
    const minLevel = TENANT_OFFICE_LEVEL[ctx.tenant.type];
    const page = await this.memberships.listMembers(ctx.tenant._id, query, { minLevel });
    return mapPage(page, (r) => officeHolderView(r, ctx.tenant.type));
  }

  /**
   * Adds an account directly, without its consent: only for the platform and domain administration, whose
   * callers write the audit entry through `onAdded` in the same transaction (see MemberAddController).
   */
  async add(ctx: TenantContext, caller: RequestUser, dto: AddMemberDto, onAdded?: MemberChangeHook): Promise<MemberView> {
    const tenantId = ctx.tenant._id;
    assertLevelExists(ctx.tenant.type, dto.level);
    assertMayGrant(ctx, caller.permissionLevel, dto.level);
    const account = await this.accounts.findVerified(dto.userId ? { userId: dto.userId } : { mail: dto.mail });
    if (!account) throw TenantErrors.accountNotFound();
    await this.tx.run(async (manager) => {
      await this.tenants.lock(tenantId, manager);
      const created = await this.memberships.insertIfAbsent(tenantId, account._id, dto.level, manager);
      if (!created) throw TenantErrors.personAlreadyMember();
      await this.outbox.record(manager, 'tenant.membership-changed', { tenantId, userId: account._id, change: 'added' });
      await onAdded?.(manager, { userId: account._id, before: null, after: dto.level });
    });
    return this.view(ctx, account._id);
  }

  /**
   * Everyone else who administers members invites: the person becomes a member only by accepting. The
   * answer is the same whether an account with that address exists, and it names nobody. By user id only
   * the administration may add (an id would otherwise lead to the account's address in the invitation list).
   */
  async invite(ctx: TenantContext, caller: RequestUser, dto: AddMemberDto): Promise<InvitedView> {
    assertLevelExists(ctx.tenant.type, dto.level);
    assertMayGrant(ctx, caller.permissionLevel, dto.level);
    // With a userId the DTO skips the mail rules, so a mail sent beside it is unchecked: refuse both alike.
    if (dto.userId !== undefined || dto.mail === undefined) throw TenantErrors.inviteByMail();
    await this.invitations.invite(ctx, caller, { mail: dto.mail, level: dto.level });
    return { invited: true, message: M.memberInvited };
  }

  async update(ctx: TenantContext, caller: RequestUser, dto: UpdateMemberDto, onChanged?: MemberChangeHook): Promise<MemberView> {
    const { tenant } = ctx;
    assertLevelExists(tenant.type, dto.level);
    assertMayGrant(ctx, caller.permissionLevel, dto.level);
    await this.tx.run(async (manager) => {
      await this.tenants.lock(tenant._id, manager);
      const target = await findOrFail(this.memberships.findOfUser(tenant._id, dto.userId, manager));
      assertMayTouch(ctx, caller.permissionLevel, target.level);
      if (target.level === dto.level) return;
      const admins = await this.memberships.countAtLevel(tenant._id, TENANT_ADMIN_LEVEL[tenant.type], manager);
      assertKeepsAnAdmin(tenant.type, target.level, dto.level, admins);
      await this.memberships.update(tenant._id, target._id, { level: dto.level }, manager);
      await this.outbox.record(manager, 'tenant.membership-changed', { tenantId: tenant._id, userId: dto.userId, change: 'updated' });
      await onChanged?.(manager, { userId: dto.userId, before: target.level, after: dto.level });
    });
    return this.view(ctx, dto.userId);
  }

  async remove(ctx: TenantContext, caller: RequestUser, userId: string) {
    const { tenant } = ctx;
    await this.tx.run(async (manager) => {
      await this.tenants.lock(tenant._id, manager);
      const target = await findOrFail(this.memberships.findOfUser(tenant._id, userId, manager));
      assertMayTouch(ctx, caller.permissionLevel, target.level);
      const admins = await this.memberships.countAtLevel(tenant._id, TENANT_ADMIN_LEVEL[tenant.type], manager);
      assertKeepsAnAdmin(tenant.type, target.level, null, admins);
      await this.memberships.delete(tenant._id, target._id, manager);
      await this.outbox.record(manager, 'tenant.membership-changed', { tenantId: tenant._id, userId, change: 'removed' });
    });
    return { message: M.memberRemoved };
  }

  private async view(ctx: TenantContext, userId: string): Promise<MemberView> {
    return memberView(await findOrFail(this.memberships.memberRow(ctx.tenant._id, userId)), ctx.tenant.type, true);
  }
}
