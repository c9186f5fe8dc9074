// Dashboard sections come from the modules that own the data. Later modules (calendar, survey, ...)
// import TenantModule and register a loader in onModuleInit; the tenant module never imports them.
import { Injectable } from '@nestjs/common';
import { DASHBOARD_SECTIONS, type DashboardItems, type DashboardSectionKey } from '#shared/dashboard';
import type { Integration } from '#shared/integrations';
import type { TenantContext } from '../../common/tenancy/tenant-context';

export { DASHBOARD_SECTIONS };
export type { DashboardSectionKey };

/** The module whose switch hides a section; null for sections every group has. */
export const SECTION_INTEGRATION: Record<DashboardSectionKey, Integration | null> = {
  notifications: null,
  calendarToday: 'calendar',
  calendarUpcoming: 'calendar',
  survey: 'survey',
  chat: 'chat',
  budget: 'budget',
  knowledge: 'knowledge',
  event: 'event',
  project: 'project',
  news: null,
};

export interface DashboardLoadInput {
  ctx: TenantContext;
  userId: string;
  /** At most this many items; loaders must respect view access (ctx.level). */
  limit: number;
  /** Start of today and "now" in Europe/Berlin terms, so that every section agrees on what today is. */
  now: Date;
}

/** A section's loader answers the items its key names in DashboardItems (#shared/dashboard), which the web reads. */
export type DashboardLoader<K extends DashboardSectionKey = DashboardSectionKey> = (
  input: DashboardLoadInput,
) => Promise<DashboardItems[K][]>;

@Injectable()
export class DashboardRegistry {
  private readonly loaders = new Map<DashboardSectionKey, DashboardLoader>();

  register<K extends DashboardSectionKey>(key: K, loader: DashboardLoader<K>): void {
    this.loaders.set(key, loader);
  }

  loaderFor<K extends DashboardSectionKey>(key: K): DashboardLoader<K> | undefined {
    // register() only ever stores a key with its own loader.
    return this.loaders.get(key) as DashboardLoader<K> | undefined;
  }
}
