// The survey module's level-gated content (common/tenancy/level-gated.ts): surveys carry a view access.
import type { GatedParent } from '../../common/tenancy/level-gated';

export const GATED_SURVEY: GatedParent = { table: 'survey', integration: 'survey' };
