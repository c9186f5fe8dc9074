// The survey screens (SPEC 2.3 /sv/surveys and /sv/surveys/{surveyId}; SPEC 2.1 /survey-transaction/{surveyId}).
export { SurveysPage } from './surveys-page';
export { SurveyPage } from './survey-page';
export { SurveyTransactionPage } from './public/survey-transaction-page';
