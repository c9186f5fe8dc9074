// What each dashboard section lists, for OpenAPI. The item classes live in the modules that register the
// sections (the tenant module never imports them), so they are named here by their schema names and
// registered as extra models in setup-app.ts; the OpenAPI test fails on a name that does not resolve.
import { ApiProperty } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger';
import { DASHBOARD_SECTIONS, DashboardSectionKey } from '../dashboard.registry';

const ITEM_SCHEMA: Record<DashboardSectionKey, string> = {
  notifications: 'NotificationView',
  calendarToday: 'CalendarEventView',
  calendarUpcoming: 'CalendarEventView',
  survey: 'SurveySummaryViewDto',
  chat: 'ChatDashboardSectionView',
  budget: 'BudgetDashboardItemDto',
  knowledge: 'WikiDashboardItemDto',
  event: 'EventViewDto',
  project: 'ProjectDashboardTaskDto',
  news: 'ProfileObjectViewDto',
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A section's items, whichever section: one of the item schemas. */
export const DASHBOARD_ITEM: SchemaObject = { oneOf: [...new Set(Object.values(ITEM_SCHEMA))].map(ref) };

/** Every section by its key: a DashboardSectionView whose items are that section's item schema. */
export class DashboardSectionsView {}
for (const key of DASHBOARD_SECTIONS) {
  const items = { type: 'array' as const, items: ref(ITEM_SCHEMA[key]) };
  ApiProperty({ type: 'object', allOf: [ref('DashboardSectionView')], properties: { items } })(DashboardSectionsView.prototype, key);
}
