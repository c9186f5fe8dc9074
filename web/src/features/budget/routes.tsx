// Route modules loaded lazily by the router.
export { BudgetsPage } from './components/budgets-page';
export { BudgetPage } from './components/budget-page';
