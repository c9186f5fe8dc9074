// Domain administration (SPEC 2.6, /d_admin): the groups, members and invitations of ONE domain. Every
// lookup carries the domain id, so a tenant of another domain is simply not found.
import { Injectable } from '@nestjs/common';
import { TENANT_ADMIN_LEVEL } from '#shared/levels';
import type { RequestUser } from '../../../common/auth/request-user';
import { Errors } from '../../../common/domain.exception';
import { pageOf, PageQueryDto } from '../../../common/pagination.dto';
import { TenantContext } from '../../../common/tenancy/tenant-context';
import { CreateInvitationDto } from '../dto/invitation.dto';
import { AddMemberDto, UpdateMemberDto } from '../dto/member.dto';
import { Domain } from '../entities/domain.entity';
import { InvitationService } from '../services/invitation.service';
import { MemberAdminService } from '../services/member-admin.service';
import { AdminAuditService } from './admin-audit.service';
import { CreateDomainTenantDto, DomainTenantQueryDto } from './admin.dto';
import { AdminRepository } from './admin.repository';
import { adminDomainView, adminMemberView, adminTenantView } from './admin.views';
import { PlatformAdminService, RouteInfo } from './platform-admin.service';

@Injectable()
export class DomainAdminService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly platform: PlatformAdminService,
    private readonly invitations: InvitationService,
    private readonly members: MemberAdminService,
    private readonly audit: AdminAuditService,
  ) {}

  async domain(domain: Domain) {
    const [tenantCount, admins] = await Promise.all([this.repo.countTenantsIn(domain._id), this.repo.administrators(domain._id)]);
    return adminDomainView(domain, { tenantCount, administratorCount: admins.length });
  }

  async tenants(domain: Domain, query: DomainTenantQueryDto) {
    const [rows, total] = await this.repo.listTenants({ ...query, domainId: domain._id });
    return pageOf(rows.map(adminTenantView), total, query);
  }

  tenant(domain: Domain, tenantId: string, query: PageQueryDto) {
    return this.platform.tenantDetail(tenantId, query, domain._id);
  }

  createTenant(actor: RequestUser, at: RouteInfo, domain: Domain, dto: CreateDomainTenantDto) {
    return this.platform.createTenant(actor, at, { ...dto, domainId: domain._id });
  }

  updateTenant(actor: RequestUser, at: RouteInfo, domain: Domain, tenantId: string, dto: Parameters<PlatformAdminService['updateTenant']>[3]) {
    return this.platform.updateTenant(actor, at, tenantId, dto, domain._id);
  }

  async memberList(domain: Domain, tenantId: string, query: PageQueryDto) {
    const tenant = await this.repo.findTenant(tenantId, domain._id);
    if (!tenant) throw Errors.notFound();
    const [rows, total] = await this.repo.members(tenant._id, query);
    return pageOf(rows.map((m) => adminMemberView(m, tenant.type)), total, query);
  }

  /** Through the group's own invitation flow (mail, accept), acting with the group's admin level. */
  async invite(actor: RequestUser, at: RouteInfo, domain: Domain, tenantId: string, dto: CreateInvitationDto) {
    const ctx = await this.contextOf(domain, tenantId);
    const result = await this.invitations.invite(ctx, actor, dto);
    await this.audit.record(null, actor, { ...at, action: 'tenant.invite', tenantId, domainId: domain._id, targetId: result._id, detail: { mail: dto.mail, level: dto.level } });
    return result;
  }

  async addMember(actor: RequestUser, at: RouteInfo, domain: Domain, tenantId: string, dto: AddMemberDto) {
    const ctx = await this.contextOf(domain, tenantId);
    const member = await this.members.add(ctx, actor, dto);
    await this.audit.record(null, actor, { ...at, action: 'member.add', tenantId, domainId: domain._id, targetId: member.userId, detail: { level: dto.level } });
    return member;
  }

  async updateMember(actor: RequestUser, at: RouteInfo, domain: Domain, tenantId: string, dto: UpdateMemberDto) {
    const ctx = await this.contextOf(domain, tenantId);
    const member = await this.members.update(ctx, actor, dto);
    await this.audit.record(null, actor, { ...at, action: 'member.role-change', tenantId, domainId: domain._id, targetId: dto.userId, detail: { level: dto.level } });
    return member;
  }

  /** The domain administration acts as the group's administrator (never above it). */
  async contextOf(domain: Domain, tenantId: string): Promise<TenantContext> {
    const tenant = await this.repo.findTenant(tenantId, domain._id);
    if (!tenant) throw Errors.notFound();
    return { tenant, membership: null, level: TENANT_ADMIN_LEVEL[tenant.type], platformStaff: true };
  }
}
