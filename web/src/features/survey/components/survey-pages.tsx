import { PlaceholderPage } from '../../../components/page';
import { SURVEY_TEXT as T } from '../text';

// Placeholders until the module is built (see docs/adding-a-module.md).
export const SurveysPage = () => <PlaceholderPage title={T.surveys} />;
export const SurveyPage = () => <PlaceholderPage title={T.survey} />;
export const SurveyTransactionPage = () => <PlaceholderPage title={T.surveyTransaction} />;
