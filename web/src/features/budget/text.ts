import { INTEGRATION_LABELS } from '#shared/integrations';

// German strings of the budget screens.
export const BUDGET_TEXT = {
  budgets: INTEGRATION_LABELS.budget,
  budget: 'Haushalt',
} as const;
