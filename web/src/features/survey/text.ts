import { INTEGRATION_LABELS } from '#shared/integrations';

// German strings of the survey screens.
export const SURVEY_TEXT = {
  surveys: INTEGRATION_LABELS.survey,
  survey: 'Umfrage',
  surveyTransaction: 'Umfrage',
} as const;
