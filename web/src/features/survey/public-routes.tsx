// Public route module loaded lazily by the router: the answer page without the editor's screens.
export { SurveyTransactionPage } from './components/public/survey-transaction-page';
export { SurveyConfirmPage } from './components/public/survey-confirm-page';
