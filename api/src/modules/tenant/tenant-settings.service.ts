// A group's settings (SPEC 2.5 "Settings"): name, public flag, join policy, integrations, iCal switch.
import { Injectable } from '@nestjs/common';
import { INTEGRATIONS, Integrations } from '#shared/integrations';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import { findOrFail } from '../../core/find-or-fail';
import { Tenant } from '../../core/identity/tenant.entity';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { UpdateTenantDto } from './dto/tenant.dto';
import { TenantView } from './dto/views.dto';
import { TenantRepository } from './tenant.repository';
import { tenantView } from './tenant.views';

/** Sets a group's iCal switch in the caller's transaction. */
export type IcalSwitch = (manager: Tx, tenantId: string, enabled: boolean) => Promise<void>;

@Injectable()
export class TenantSettingsService {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
  ) {}

  async get(ctx: TenantContext): Promise<TenantView> {
    return tenantView(await findOrFail(this.tenants.withDomain(ctx.tenant._id)), ctx.level);
  }

  async update(ctx: TenantContext, dto: UpdateTenantDto): Promise<TenantView> {
    const changes: Partial<Pick<Tenant, 'name' | 'isPublic' | 'joinPolicy' | 'integrations'>> = {};
    if (dto.name !== undefined) changes.name = dto.name;
    if (dto.isPublic !== undefined) changes.isPublic = dto.isPublic;
    if (dto.joinPolicy !== undefined) changes.joinPolicy = dto.joinPolicy;
    const ical = dto.icalEnabled;
    if (dto.integrations || ical !== undefined) {
      await this.tx.run(async (manager) => {
        if (dto.integrations) {
          // Merged under the row lock so that two admins switching different modules do not undo each other.
          const current = (await this.tenants.lock(ctx.tenant._id, manager))!;
          changes.integrations = mergeIntegrations(current.integrations, { ...dto.integrations });
        }
        if (ical !== undefined) await this.icalSwitch(manager, ctx.tenant._id, ical);
        await this.save(ctx.tenant._id, changes, manager);
      });
    } else if (Object.keys(changes).length) {
      await this.tx.run((manager) => this.save(ctx.tenant._id, changes, manager));
    }
    return this.get(ctx);
  }

  /**
   * The iCal switch and the calendar's feed links are one state: the calendar module, which owns the feeds,
   * registers how to switch (issue links, or revoke them all) and this service calls it in its transaction.
   */
  useIcalSwitch(icalSwitch: IcalSwitch): void {
    this.icalSwitch = icalSwitch;
  }

  private icalSwitch: IcalSwitch = (manager, tenantId, enabled) => this.tenants.update(tenantId, { icalEnabled: enabled }, manager);

  private async save(tenantId: string, changes: Partial<Tenant>, manager: Tx) {
    if (Object.keys(changes).length) await this.tenants.update(tenantId, changes, manager);
    await this.outbox.record(manager, 'tenant.settings-changed', { tenantId });
  }
}

/** Known switches only; every module keeps a definite true/false. */
export function mergeIntegrations(
  current: Partial<Integrations> | null | undefined,
  patch: Partial<Record<string, boolean>>,
): Integrations {
  return Object.fromEntries(
    INTEGRATIONS.map((name) => [name, typeof patch[name] === 'boolean' ? patch[name] : (current?.[name] ?? true)]),
  ) as Integrations;
}
