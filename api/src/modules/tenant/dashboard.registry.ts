// Dashboard sections come from the modules that own the data. Later modules (calendar, survey, ...)
// import TenantModule and register a loader in onModuleInit; the tenant module never imports them.
import { Injectable } from '@nestjs/common';
import type { Integration } from '#shared/integrations';
import type { TenantContext } from '../../common/tenancy/tenant-context';

export const DASHBOARD_SECTIONS = [
  'notifications',
  'calendarToday',
  'calendarUpcoming',
  'survey',
  'chat',
  'budget',
  'knowledge',
  'event',
  'project',
  'news',
] as const;
export type DashboardSectionKey = (typeof DASHBOARD_SECTIONS)[number];

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

export type DashboardLoader = (input: DashboardLoadInput) => Promise<unknown[]>;

@Injectable()
export class DashboardRegistry {
  private readonly loaders = new Map<DashboardSectionKey, DashboardLoader>();

  register(key: DashboardSectionKey, loader: DashboardLoader): void {
    this.loaders.set(key, loader);
  }

  loaderFor(key: DashboardSectionKey): DashboardLoader | undefined {
    return this.loaders.get(key);
  }
}
