// The export routes' own errors (the survey routes' errors live in survey.errors.ts).
import { SURVEY_EXPORT_MESSAGES as XM } from '#shared/survey-export';
import { conflictError, defineErrors } from '../../core/domain.exception';

export const SurveyExportErrors = defineErrors({
  noCodes: conflictError('SURVEY_NO_CODES', XM.noCodes),
});
