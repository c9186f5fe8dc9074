// The survey screens (SPEC 2.3 /sv/surveys and /sv/surveys/{surveyId}); the public answer page has its own
// route module (public-routes.tsx).
export { SurveysPage } from './surveys-page';
export { SurveyPage } from './survey-page';
