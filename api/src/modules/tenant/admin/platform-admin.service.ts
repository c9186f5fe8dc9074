// Platform administration (SPEC 2.3 /admin): every tenant and domain, domain administrators, audit log.
import { Injectable } from '@nestjs/common';
import { TENANT_ADMIN_LEVEL } from '#shared/levels';
import type { RequestUser } from '../../../common/auth/request-user';
import { DomainException, Errors } from '../../../common/domain.exception';
import { pageOf, PageQueryDto } from '../../../common/pagination.dto';
import { TenantContext } from '../../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../../infrastructure/database/transaction';
import { HttpStatus } from '@nestjs/common';
import { Domain } from '../entities/domain.entity';
import { AccountRepository } from '../repositories/account.repository';
import { TenantSettingsService } from '../services/tenant-settings.service';
import { AdminAuditService } from './admin-audit.service';
import {
  AddDomainAdministratorDto, AdminTenantQueryDto, AdminUpdateTenantDto, CreateTenantDto, DomainDto, UpdateDomainDto,
} from './admin.dto';
import { ADMIN_MESSAGES as M } from './admin.messages';
import { AdminRepository } from './admin.repository';
import { adminDomainView, adminMemberView, adminTenantView, administratorView } from './admin.views';

export interface RouteInfo {
  method: string;
  route: string;
}

@Injectable()
export class PlatformAdminService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly accounts: AccountRepository,
    private readonly settings: TenantSettingsService,
    private readonly audit: AdminAuditService,
    private readonly tx: TransactionRunner,
  ) {}

  // ---- tenants ----

  async listTenants(query: AdminTenantQueryDto) {
    const [rows, total] = await this.repo.listTenants(query);
    return pageOf(rows.map(adminTenantView), total, query);
  }

  async tenantDetail(id: string, query: PageQueryDto, domainId?: string) {
    const row = await this.repo.tenantRow(id, domainId);
    if (!row) throw Errors.notFound();
    const [members, total] = await this.repo.members(id, query);
    return { ...adminTenantView(row), members: pageOf(members.map((m) => adminMemberView(m, row.tenant.type)), total, query) };
  }

  async createTenant(actor: RequestUser, at: RouteInfo, dto: CreateTenantDto) {
    const domain = await this.repo.findDomain(dto.domainId);
    if (!domain) throw Errors.validation([{ field: 'domainId', message: M.domainRequired }]);
    const tenant = await this.tx.run(async (manager) => {
      await this.repo.lockDomain(domain._id, manager);
      if (await this.repo.tenantNameTaken(domain._id, dto.name, undefined, manager)) throw Errors.conflict('TENANT_NAME_TAKEN', M.tenantNameTaken);
      const created = await this.repo.createTenant({ name: dto.name, type: dto.type, domainId: domain._id, isPublic: dto.isPublic ?? false }, manager);
      await this.audit.record(manager, actor, { ...at, action: 'tenant.create', tenantId: created._id, domainId: domain._id, targetId: created._id, detail: { name: created.name, type: created.type } });
      return created;
    });
    return adminTenantView((await this.repo.tenantRow(tenant._id))!);
  }

  /** Settings and integrations through the group's own settings rules; the name stays unique in its domain. */
  async updateTenant(actor: RequestUser, at: RouteInfo, id: string, dto: AdminUpdateTenantDto, domainId?: string) {
    const tenant = await this.repo.findTenant(id, domainId);
    if (!tenant) throw Errors.notFound();
    if (dto.name && tenant.domainId && (await this.repo.tenantNameTaken(tenant.domainId, dto.name, tenant._id))) {
      throw Errors.conflict('TENANT_NAME_TAKEN', M.tenantNameTaken);
    }
    const ctx: TenantContext = { tenant, membership: null, level: TENANT_ADMIN_LEVEL[tenant.type], platformStaff: true };
    await this.settings.update(ctx, dto);
    await this.audit.record(null, actor, { ...at, action: 'tenant.update', tenantId: tenant._id, domainId: tenant.domainId, targetId: tenant._id, detail: { name: dto.name ?? tenant.name } });
    return adminTenantView((await this.repo.tenantRow(tenant._id))!);
  }

  async deleteTenant(actor: RequestUser, at: RouteInfo, id: string) {
    await this.tx.run(async (manager) => {
      const tenant = await this.repo.findTenant(id, undefined, manager);
      if (!tenant) throw Errors.notFound();
      await this.audit.record(manager, actor, { ...at, action: 'tenant.delete', domainId: tenant.domainId, targetId: tenant._id, detail: { name: tenant.name, type: tenant.type } });
      if (!(await this.repo.deleteTenant(id, manager))) throw Errors.notFound();
    });
    return { message: M.tenantDeleted };
  }

  // ---- domains ----

  async listDomains(query: PageQueryDto) {
    const [rows, total] = await this.repo.listDomains(query);
    return pageOf(rows.map((r) => adminDomainView(r.domain, { tenantCount: r.tenantCount, administratorCount: r.administratorCount })), total, query);
  }

  async createDomain(actor: RequestUser, at: RouteInfo, dto: DomainDto) {
    if (await this.repo.domainNameTaken(dto.name)) throw Errors.conflict('DOMAIN_NAME_TAKEN', M.domainNameTaken);
    const domain = await this.tx.run(async (manager) => {
      const saved = await manager.save(manager.create(Domain, { name: dto.name, description: dto.description ?? '' }));
      await this.audit.record(manager, actor, { ...at, action: 'domain.create', domainId: saved._id, targetId: saved._id, detail: { name: saved.name } });
      return saved;
    }).catch(uniqueToConflict);
    return adminDomainView(domain, { tenantCount: 0, administratorCount: 0 });
  }

  async updateDomain(actor: RequestUser, at: RouteInfo, id: string, dto: UpdateDomainDto) {
    const domain = await this.repo.findDomain(id);
    if (!domain) throw Errors.notFound();
    if (dto.name && (await this.repo.domainNameTaken(dto.name, id))) throw Errors.conflict('DOMAIN_NAME_TAKEN', M.domainNameTaken);
    await this.tx.run(async (manager) => {
      const changes: { name?: string; description?: string } = {};
      if (dto.name !== undefined) changes.name = dto.name;
      if (dto.description !== undefined) changes.description = dto.description;
      if (Object.keys(changes).length) await manager.update(Domain, { _id: id }, changes);
      await this.audit.record(manager, actor, { ...at, action: 'domain.update', domainId: id, targetId: id, detail: { name: dto.name ?? domain.name } });
    }).catch(uniqueToConflict);
    return adminDomainView((await this.repo.findDomain(id))!);
  }

  /** Refused while tenants belong to it (also enforced by fk_tenant_domain ON DELETE RESTRICT). */
  async deleteDomain(actor: RequestUser, at: RouteInfo, id: string) {
    await this.tx.run(async (manager) => {
      const domain = await this.repo.lockDomain(id, manager);
      if (!domain) throw Errors.notFound();
      if ((await this.repo.countTenantsIn(id, manager)) > 0) throw Errors.conflict('DOMAIN_HAS_TENANTS', M.domainHasTenants);
      await this.audit.record(manager, actor, { ...at, action: 'domain.delete', targetId: id, detail: { name: domain.name } });
      await manager.delete(Domain, { _id: id });
    });
    return { message: M.domainDeleted };
  }

  // ---- domain administrators ----

  async administrators(domainId: string) {
    if (!(await this.repo.findDomain(domainId))) throw Errors.notFound();
    return { items: (await this.repo.administrators(domainId)).map(administratorView) };
  }

  async addAdministrator(actor: RequestUser, at: RouteInfo, domainId: string, dto: AddDomainAdministratorDto) {
    if (!dto.mail && !dto.userId) throw Errors.validation([{ field: 'mail', message: M.mailOrUserRequired }]);
    if (!(await this.repo.findDomain(domainId))) throw Errors.notFound();
    const account = await this.accounts.findVerified(dto.userId ? { userId: dto.userId } : { mail: dto.mail });
    if (!account) throw new DomainException(HttpStatus.NOT_FOUND, 'ACCOUNT_NOT_FOUND', M.accountMissing);
    await this.tx.run(async (manager) => {
      if (!(await this.repo.addAdministrator(domainId, account._id, manager))) throw Errors.conflict('ALREADY_ADMINISTRATOR', M.alreadyAdministrator);
      await this.audit.record(manager, actor, { ...at, action: 'domain.admin-add', domainId, targetId: account._id, detail: { mail: account.mail } });
    });
    const added = (await this.repo.administrators(domainId)).find((a) => a.userId === account._id)!;
    return administratorView(added);
  }

  async removeAdministrator(actor: RequestUser, at: RouteInfo, domainId: string, userId: string) {
    await this.tx.run(async (manager) => {
      if (!(await this.repo.removeAdministrator(domainId, userId, manager))) throw Errors.notFound();
      await this.audit.record(manager, actor, { ...at, action: 'domain.admin-remove', domainId, targetId: userId });
    });
    return { message: M.administratorRemoved };
  }
}

/** Two requests creating the same name at once: the unique index decides, the loser hears why. */
function uniqueToConflict(err: unknown): never {
  if ((err as { code?: string })?.code === '23505') throw Errors.conflict('DOMAIN_NAME_TAKEN', M.domainNameTaken);
  throw err;
}
