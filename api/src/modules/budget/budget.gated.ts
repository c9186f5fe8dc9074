// The budget module's level-gated content (common/tenancy/level-gated.ts): budgets carry a view access,
// their positions (and the receipts on them) are seen with their budget.
import type { GatedChild, GatedParent } from '../../common/tenancy/level-gated';

export const GATED_BUDGET: GatedParent = { table: 'budget', integration: 'budget' };

export const GATED_BUDGET_POSITION: GatedChild = { table: 'budget_position', parentKey: 'budget_id', parent: GATED_BUDGET };
