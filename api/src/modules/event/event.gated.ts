// The event module's level-gated content (common/tenancy/level-gated.ts): group events carry a view access.
import type { GatedParent } from '../../common/tenancy/level-gated';

export const GATED_EVENT: GatedParent = { table: 'event', integration: 'event' };
