// GET /tenant/tenant/{tenantId}/dashboard: one bounded list per section. A section whose module is off
// says so, a module that does not exist yet answers an empty list, and a failing or slow section is
// reported as such without failing the page.
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { DashboardSection, DashboardSectionKey, DashboardSections } from '#shared/dashboard';
import { TenantContext } from '../../common/tenancy/tenant-context';
import { DASHBOARD_SECTIONS, DashboardRegistry, SECTION_INTEGRATION } from './dashboard.registry';
import { DashboardView } from './dto/views.dto';
import { MembershipRepository } from './membership.repository';
import { NotificationService } from './notification.service';
import { tenantRef } from './tenant.views';

export const DASHBOARD_LIMIT = 5;
const SECTION_TIMEOUT_MS = 3000;

@Injectable()
export class DashboardService implements OnModuleInit {
  private readonly logger = new Logger(DashboardService.name);

  constructor(
    private readonly registry: DashboardRegistry,
    private readonly memberships: MembershipRepository,
    private readonly notifications: NotificationService,
  ) {}

  onModuleInit() {
    this.registry.register('notifications', ({ ctx, userId, limit }) => this.notifications.latestForTenant(ctx, userId, limit));
  }

  async load(ctx: TenantContext, userId: string): Promise<DashboardView> {
    const now = new Date();
    const [memberCount, ...sections] = await Promise.all([
      this.memberships.count(ctx.tenant._id),
      ...DASHBOARD_SECTIONS.map((key) => this.section(key, ctx, userId, now)),
    ]);
    return {
      tenant: tenantRef(ctx.tenant),
      memberCount,
      permissionLevel: ctx.level,
      // Every key of DASHBOARD_SECTIONS with the section its loader answered.
      sections: Object.fromEntries(DASHBOARD_SECTIONS.map((key, i) => [key, sections[i]])) as DashboardSections,
    };
  }

  private async section<K extends DashboardSectionKey>(
    key: K,
    ctx: TenantContext,
    userId: string,
    now: Date,
  ): Promise<DashboardSection<K>> {
    const integration = SECTION_INTEGRATION[key];
    if (integration && !ctx.tenant.integrations?.[integration]) return { integration, status: 'disabled', items: [] };
    const loader = this.registry.loaderFor(key);
    if (!loader) return { integration, status: 'ok', items: [] };
    try {
      const items = await withTimeout(loader({ ctx, userId, limit: DASHBOARD_LIMIT, now }), SECTION_TIMEOUT_MS);
      return { integration, status: 'ok', items: items.slice(0, DASHBOARD_LIMIT) };
    } catch (err) {
      this.logger.warn({ msg: 'dashboard section failed', section: key, tenantId: ctx.tenant._id, error: (err as Error).message });
      return { integration, status: 'error', items: [] };
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
