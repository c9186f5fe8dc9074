// Route module loaded lazily by the router.
export { SurveysPage, SurveyPage } from './components/survey-pages';
