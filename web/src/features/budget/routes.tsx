// Route module loaded lazily by the router.
export { BudgetsPage, BudgetPage } from './components/budget-pages';
