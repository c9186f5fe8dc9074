// The group dashboard (GET /tenant/tenant/{id}/dashboard): which item each section lists. The server's
// DashboardRegistry makes a module's loader return its section's item type, and the web's section cards read the
// same map, so neither side tells items apart by their fields (`#shared/dashboard`).
import type { BudgetDashboardItem } from './budget-statistics';
import type { CalendarEntry } from './calendar';
import type { ChatDashboardSection } from './chat';
import type { EventView } from './event';
import type { Integration } from './integrations';
import type { ProfileObjectView } from './profile-objects';
import type { ProjectDashboardTask } from './project';
import type { SurveySummaryView } from './survey';
import type { GroupNotification, TenantRef } from './tenant';
import type { WikiDashboardItem } from './wiki';

/** Section key to the type of its items. A new section is a line here and one in DASHBOARD_SECTIONS. */
export interface DashboardItems {
  notifications: GroupNotification;
  calendarToday: CalendarEntry;
  calendarUpcoming: CalendarEntry;
  survey: SurveySummaryView;
  /** Exactly one item: the chat's summary. */
  chat: ChatDashboardSection;
  /** At most one item: this year's balance (none while the year has no budget). */
  budget: BudgetDashboardItem;
  knowledge: WikiDashboardItem;
  event: EventView;
  project: ProjectDashboardTask;
  news: ProfileObjectView;
}

export type DashboardSectionKey = keyof DashboardItems;

/** The sections in the order the page shows them. */
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
] as const satisfies readonly DashboardSectionKey[];

export type DashboardStatus = 'ok' | 'disabled' | 'error';

export interface DashboardSection<K extends DashboardSectionKey = DashboardSectionKey> {
  /** The module whose switch hides the section; null for sections every group has. */
  integration: Integration | null;
  status: DashboardStatus;
  /** At most 5. */
  items: DashboardItems[K][];
}

export type DashboardSections = { [K in DashboardSectionKey]: DashboardSection<K> };

export interface Dashboard {
  tenant: TenantRef;
  memberCount: number;
  permissionLevel: number;
  sections: DashboardSections;
}
