// Route module loaded lazily by the router.
export { SurveysPage, SurveyPage, SurveyTransactionPage } from './components/survey-pages';
