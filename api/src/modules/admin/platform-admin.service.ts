// Platform administration (SPEC 2.3 /admin): every tenant and domain, domain administrators, audit log.
import { Injectable } from '@nestjs/common';
import { TENANT_ADMIN_LEVEL } from '#shared/levels';
import { parseSchoolYearEnd } from '#shared/retention';
import type { AuditActor } from '../../common/audit/actor';
import { mapPage } from '../../common/paginate';
import { PageQueryDto } from '../../common/pagination.dto';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { findOrFail } from '../../core/find-or-fail';
import { AccountRepository } from '../tenant/account.repository';
import { OwnerDeletionRegistry } from '../tenant/owner-deletion.registry';
import { TenantSettingsService } from '../tenant/tenant-settings.service';
import { AdminAuditService } from './admin-audit.service';
import { AdminErrors } from './admin.errors';
import { AdminRepository } from './admin.repository';
import { ADMIN_TEXT as M, adminDomainView, adminMemberView, adminTenantView, administratorView } from './admin.views';
import {
  AddDomainAdministratorDto,
  AdminTenantQueryDto,
  AdminUpdateTenantDto,
  CreateTenantDto,
  DomainDto,
  UpdateDomainDto,
} from './dto/admin.dto';
import { GroupDeletionService } from './group-deletion.service';

@Injectable()
export class PlatformAdminService {
  constructor(
    private readonly repo: AdminRepository,
    private readonly accounts: AccountRepository,
    private readonly settings: TenantSettingsService,
    private readonly audit: AdminAuditService,
    private readonly tx: TransactionRunner,
    private readonly groups: GroupDeletionService,
    private readonly ownerDeletion: OwnerDeletionRegistry,
  ) {}

  // ---- tenants ----

  async listTenants(query: AdminTenantQueryDto) {
    return mapPage(await this.repo.listTenants(query), adminTenantView);
  }

  async tenantDetail(id: string, query: PageQueryDto, domainId?: string) {
    const row = await findOrFail(this.repo.tenantRow(id, domainId));
    const members = await this.repo.members(id, query);
    return { ...adminTenantView(row), members: mapPage(members, (m) => adminMemberView(m, row.tenant.type)) };
  }

  async createTenant(actor: AuditActor, dto: CreateTenantDto) {
    const domain = await this.repo.findDomain(dto.domainId);
    if (!domain) throw AdminErrors.domainRequired();
    const tenant = await this.tx.run(async (manager) => {
      await this.repo.lockDomain(domain._id, manager);
      if (await this.repo.tenantNameTaken(domain._id, dto.name, undefined, manager)) throw AdminErrors.tenantNameTaken();
      const created = await this.repo.createTenant(
        { name: dto.name, type: dto.type, domainId: domain._id, isPublic: dto.isPublic ?? false },
        manager,
      );
      await this.audit.record(manager, actor, {
        action: 'tenant.create',
        tenantId: created._id,
        domainId: domain._id,
        targetId: created._id,
        detail: { name: created.name, type: created.type },
      });
      return created;
    });
    return adminTenantView((await this.repo.tenantRow(tenant._id))!);
  }

  /** Settings and integrations through the group's own settings rules; the name stays unique in its domain. */
  async updateTenant(actor: AuditActor, id: string, dto: AdminUpdateTenantDto, domainId?: string) {
    const tenant = await findOrFail(this.repo.findTenant(id, domainId));
    if (dto.name && tenant.domainId && (await this.repo.tenantNameTaken(tenant.domainId, dto.name, tenant._id))) {
      throw AdminErrors.tenantNameTaken();
    }
    const ctx: TenantContext = { tenant, membership: null, level: TENANT_ADMIN_LEVEL[tenant.type], platformStaff: true };
    await this.settings.update(ctx, dto);
    await this.audit.record(null, actor, {
      action: 'tenant.update',
      tenantId: tenant._id,
      domainId: tenant.domainId,
      targetId: tenant._id,
      detail: { name: dto.name ?? tenant.name },
    });
    return adminTenantView((await this.repo.tenantRow(tenant._id))!);
  }

  deleteTenant(actor: AuditActor, id: string) {
    return this.groups.delete(actor, id);
  }

  // ---- domains ----

  async listDomains(query: PageQueryDto) {
    return mapPage(await this.repo.listDomains(query), (r) =>
      adminDomainView(r.domain, { tenantCount: r.tenantCount, administratorCount: r.administratorCount }),
    );
  }

  async createDomain(actor: AuditActor, dto: DomainDto) {
    if (await this.repo.domainNameTaken(dto.name)) throw AdminErrors.domainNameTaken();
    const domain = await this.tx
      .run(async (manager) => {
        const saved = await this.repo.createDomain({ name: dto.name, description: dto.description ?? '' }, manager);
        await this.audit.record(manager, actor, {
          action: 'domain.create',
          domainId: saved._id,
          targetId: saved._id,
          detail: { name: saved.name },
        });
        return saved;
      })
      .catch(uniqueToConflict);
    return adminDomainView(domain, { tenantCount: 0, administratorCount: 0 });
  }

  async updateDomain(actor: AuditActor, id: string, dto: UpdateDomainDto) {
    const domain = await findOrFail(this.repo.findDomain(id));
    if (dto.name && (await this.repo.domainNameTaken(dto.name, id))) throw AdminErrors.domainNameTaken();
    await this.tx
      .run(async (manager) => {
        const changes: Parameters<AdminRepository['updateDomain']>[1] = {};
        if (dto.name !== undefined) changes.name = dto.name;
        if (dto.description !== undefined) changes.description = dto.description;
        const end = dto.schoolYearEnd === undefined ? null : parseSchoolYearEnd(dto.schoolYearEnd);
        if (end) Object.assign(changes, { schoolYearEndMonth: end.month, schoolYearEndDay: end.day });
        if (Object.keys(changes).length) await this.repo.updateDomain(id, changes, manager);
        await this.audit.record(manager, actor, {
          action: 'domain.update',
          domainId: id,
          targetId: id,
          detail: { name: dto.name ?? domain.name },
        });
      })
      .catch(uniqueToConflict);
    return adminDomainView((await this.repo.findDomain(id))!);
  }

  /** Refused while tenants belong to it (also enforced by fk_tenant_domain ON DELETE RESTRICT). */
  async deleteDomain(actor: AuditActor, id: string) {
    await this.tx.run(async (manager) => {
      const domain = await findOrFail(this.repo.lockDomain(id, manager));
      if ((await this.repo.countTenantsIn(id, manager)) > 0) throw AdminErrors.domainHasTenants();
      await this.audit.record(manager, actor, { action: 'domain.delete', targetId: id, detail: { name: domain.name } });
      // The domain's delegate list files go with their rows.
      await this.ownerDeletion.beforeDelete('domain', manager, id);
      await this.repo.deleteDomain(id, manager);
    });
    return { message: M.domainDeleted };
  }

  // ---- domain administrators ----

  async administrators(domainId: string) {
    if (!(await this.repo.findDomain(domainId))) throw Errors.notFound();
    return { items: (await this.repo.administrators(domainId)).map(administratorView) };
  }

  async addAdministrator(actor: AuditActor, domainId: string, dto: AddDomainAdministratorDto) {
    if (!dto.mail && !dto.userId) throw AdminErrors.mailOrUserRequired();
    if (!(await this.repo.findDomain(domainId))) throw Errors.notFound();
    const account = await this.accounts.findVerified(dto.userId ? { userId: dto.userId } : { mail: dto.mail });
    if (!account) throw AdminErrors.accountMissing();
    await this.tx.run(async (manager) => {
      if (!(await this.repo.addAdministrator(domainId, account._id, manager))) throw AdminErrors.alreadyAdministrator();
      await this.audit.record(manager, actor, {
        action: 'domain.admin-add',
        domainId,
        targetId: account._id,
        detail: { mail: account.mail },
      });
    });
    const added = (await this.repo.administrators(domainId)).find((a) => a.userId === account._id)!;
    return administratorView(added);
  }

  async removeAdministrator(actor: AuditActor, domainId: string, userId: string) {
    await this.tx.run(async (manager) => {
      if (!(await this.repo.removeAdministrator(domainId, userId, manager))) throw Errors.notFound();
      await this.audit.record(manager, actor, { action: 'domain.admin-remove', domainId, targetId: userId });
    });
    return { message: M.administratorRemoved };
  }
}

/** Two requests creating the same name at once: the unique index decides, the loser hears why. */
function uniqueToConflict(err: unknown): never {
  if ((err as { code?: string })?.code === '23505') throw AdminErrors.domainNameTaken();
  throw err;
}
