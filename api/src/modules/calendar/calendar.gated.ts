// The calendar module's level-gated content (common/tenancy/level-gated.ts): entries carry a view access.
import type { GatedParent } from '../../common/tenancy/level-gated';

export const GATED_CALENDAR_EVENT: GatedParent = { table: 'calendar_event', integration: 'calendar' };
