import { PlaceholderPage } from '../../components/page';

// Route modules loaded lazily by the router; their screens are built by later issues.
export const BudgetsPage = () => <PlaceholderPage title="Finanzen" />;
export const BudgetPage = () => <PlaceholderPage title="Haushalt" />;
