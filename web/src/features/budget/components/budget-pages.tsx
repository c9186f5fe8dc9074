import { PlaceholderPage } from '../../../components/page';
import { BUDGET_TEXT as T } from '../text';

// Placeholders until the module is built (see docs/adding-a-module.md).
export const BudgetsPage = () => <PlaceholderPage title={T.budgets} />;
export const BudgetPage = () => <PlaceholderPage title={T.budget} />;
