// Domain administration (SPEC 2.6, /d_admin): the groups, members and invitations of ONE domain. Every
// lookup carries the domain id, so a tenant of another domain is simply not found.
import { Injectable } from '@nestjs/common';
import type { DomainMemberAdded } from '#shared/admin';
import { isPlatformAdministrator, TENANT_ADMIN_LEVEL } from '#shared/levels';
import type { AuditActor } from '../../common/audit/actor';
import { mapPage } from '../../common/paginate';
import { PageQueryDto } from '../../common/pagination.dto';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { findOrFail } from '../../core/find-or-fail';
import { Domain } from '../../core/identity/domain.entity';
import { CreateInvitationDto, InvitationQueryDto } from '../tenant/dto/invitation.dto';
import { AddMemberDto, UpdateMemberDto } from '../tenant/dto/member.dto';
import type { MemberView } from '../tenant/dto/views.dto';
import { InvitationService } from '../tenant/invitation.service';
import { MemberAdminService } from '../tenant/member-admin.service';
import type { InvitedView, MemberChange } from '../tenant/member-admin.service';
import { AdminAuditService } from './admin-audit.service';
import { AdminRepository } from './admin.repository';
import { adminDomainView, adminMemberView, adminTenantView } from './admin.views';
import { DomainMemberAddService } from './domain-member-add.service';
import { CreateDomainTenantDto, DomainTenantQueryDto } from './dto/admin.dto';
import { PlatformAdminService } from './platform-admin.service';

@Injectable()
export class DomainAdminService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly platform: PlatformAdminService,
    private readonly invitations: InvitationService,
    private readonly members: MemberAdminService,
    private readonly audit: AdminAuditService,
    private readonly domainAdd: DomainMemberAddService,
  ) {}

  async domain(domain: Domain) {
    const [tenantCount, admins] = await Promise.all([this.repo.countTenantsIn(domain._id), this.repo.administrators(domain._id)]);
    return adminDomainView(domain, { tenantCount, administratorCount: admins.length });
  }

  async tenants(domain: Domain, query: DomainTenantQueryDto) {
    return mapPage(await this.repo.listTenants({ ...query, domainId: domain._id }), adminTenantView);
  }

  tenant(domain: Domain, tenantId: string, query: PageQueryDto) {
    return this.platform.tenantDetail(tenantId, query, domain._id);
  }

  createTenant(actor: AuditActor, domain: Domain, dto: CreateDomainTenantDto) {
    return this.platform.createTenant(actor, { ...dto, domainId: domain._id });
  }

  updateTenant(actor: AuditActor, domain: Domain, tenantId: string, dto: Parameters<PlatformAdminService['updateTenant']>[2]) {
    return this.platform.updateTenant(actor, tenantId, dto, domain._id);
  }

  async memberList(domain: Domain, tenantId: string, query: PageQueryDto) {
    const tenant = await findOrFail(this.repo.findTenant(tenantId, domain._id));
    return mapPage(await this.repo.members(tenant._id, query), (m) => adminMemberView(m, tenant.type));
  }

  /** Through the group's own invitation flow (mail, accept), acting with the group's admin level. */
  async invite(actor: AuditActor, domain: Domain, tenantId: string, dto: CreateInvitationDto) {
    const ctx = await this.contextOf(domain, tenantId);
    const result = await this.invitations.invite(ctx, actor, dto);
    await this.audit.record(null, actor, {
      action: 'tenant.invite',
      tenantId,
      domainId: domain._id,
      targetId: result._id,
      detail: { mail: dto.mail, level: dto.level },
    });
    return result;
  }

  /**
   * Directly, without the person's consent: the platform administration by address or id (audited in the
   * same transaction); the domain's own administrators by address only, answered alike whether it has an
   * account (DomainMemberAddService); a platform moderator, admitted by the guard to look, invites.
   */
  async addMember(
    actor: AuditActor,
    domain: Domain,
    tenantId: string,
    dto: AddMemberDto,
  ): Promise<MemberView | DomainMemberAdded | InvitedView> {
    const ctx = await this.contextOf(domain, tenantId);
    if (!isPlatformAdministrator(actor.permissionLevel)) {
      if (await this.repo.isAdministrator(domain._id, actor.userId)) return this.domainAdd.add(ctx, actor, dto);
      return this.members.invite(ctx, actor, dto);
    }
    return this.members.add(ctx, actor, dto, (manager, change) =>
      this.audit.record(manager, actor, {
        action: 'member.add',
        tenantId,
        domainId: domain._id,
        targetId: change.userId,
        detail: levelChange(actor, change),
      }),
    );
  }

  /**
   * Decided (issue 10, finding 14; docs/security.md): a domain administrator may give anyone in the domain's
   * groups any level, themselves included (they run the SSR's administration), but never unrecorded: the
   * audit entry keeps the level before and after and whether it was their own.
   */
  async updateMember(actor: AuditActor, domain: Domain, tenantId: string, dto: UpdateMemberDto) {
    const ctx = await this.contextOf(domain, tenantId);
    return this.members.update(ctx, actor, dto, (manager, change) =>
      this.audit.record(manager, actor, {
        action: 'member.role-change',
        tenantId,
        domainId: domain._id,
        targetId: change.userId,
        detail: levelChange(actor, change),
      }),
    );
  }

  /** The drawer's pending invitations (issue 11, item 10): the group's own list, seen as its administrator. */
  async invitationList(domain: Domain, tenantId: string, query: InvitationQueryDto) {
    return this.invitations.listForTenant(await this.contextOf(domain, tenantId), query);
  }

  /** Removing keeps the group's rules (never its last administrator) and is audited like a role change. */
  async removeMember(actor: AuditActor, domain: Domain, tenantId: string, userId: string) {
    const ctx = await this.contextOf(domain, tenantId);
    const result = await this.members.remove(ctx, actor, userId);
    await this.audit.record(null, actor, { action: 'member.remove', tenantId, domainId: domain._id, targetId: userId });
    return result;
  }

  /** The domain administration acts as the group's administrator (never above it). */
  async contextOf(domain: Domain, tenantId: string): Promise<TenantContext> {
    const tenant = await findOrFail(this.repo.findTenant(tenantId, domain._id));
    return { tenant, membership: null, level: TENANT_ADMIN_LEVEL[tenant.type], platformStaff: true };
  }
}

/** The audit detail of a level change: `level` as before (the new one), plus before/after and whether it was the actor's own. */
function levelChange(actor: AuditActor, change: MemberChange) {
  return { level: change.after, before: change.before, after: change.after, self: change.userId === actor.userId };
}
