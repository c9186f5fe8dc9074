import { PlaceholderPage } from '../../components/page';

// Route modules loaded lazily by the router; their screens are built by later issues.
export const SurveysPage = () => <PlaceholderPage title="Umfragen" />;
export const SurveyPage = () => <PlaceholderPage title="Umfrage" />;
export const SurveyTransactionPage = () => <PlaceholderPage title="Umfrage" />;
