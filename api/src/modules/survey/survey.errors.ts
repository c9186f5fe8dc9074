// Every error the survey module answers with (surveys, answers, codes, exports), bound once to status and German sentence (SPEC 5, 8, issue 15).
import { HttpStatus } from '@nestjs/common';
import { SURVEY_MESSAGES as SM } from '#shared/survey';
import { SURVEY_EXPORT_MESSAGES as XM } from '#shared/survey-export';
import { conflictError, defineErrors, fieldError, forbiddenError, notFoundError } from '../../core/domain.exception';
import type { ErrorSpec } from '../../core/domain.exception';

/** A 400 with its own code (not a field's validation error). */
const badRequestError = (code: string, message: string): ErrorSpec => ({ status: HttpStatus.BAD_REQUEST, code, message });

export const SurveyErrors = defineErrors({
  /** Unknown, another group's, above the caller's level; publicly also inactive or outside the period. */
  notFound: notFoundError('SURVEY_NOT_FOUND', SM.notFound),
  componentNotFound: notFoundError('SURVEY_COMPONENT_NOT_FOUND', SM.componentNotFound),
  resultNotFound: notFoundError('SURVEY_RESULT_NOT_FOUND', SM.resultNotFound),
  /** ANONYMOUS: the answer needs this survey's participation cookie (missing, forged or another survey's). */
  participationMissing: badRequestError('SURVEY_PARTICIPATION_MISSING', SM.participationMissing),
  /** PERSONAL: the mailed link is unknown, expired or used. */
  confirmationInvalid: notFoundError('SURVEY_CONFIRMATION_INVALID', SM.confirmationInvalid),
  batchInvalid: fieldError('batch', SM.batchInvalid),
  codeRequired: fieldError('code', SM.codeRequired),
  mailRequired: fieldError('mail', SM.mailRequired),
  codeInvalid: forbiddenError('SURVEY_CODE_INVALID', SM.codeInvalid),
  alreadyAnswered: conflictError('SURVEY_ALREADY_ANSWERED', SM.alreadyAnswered),
  /** Active or answered: questions, mode and period are frozen. */
  locked: conflictError('SURVEY_LOCKED', SM.locked),
  noAnswerableQuestion: conflictError('SURVEY_NO_QUESTION', SM.noAnswerableQuestion),
  endBeforeStart: fieldError('endDate', SM.endBeforeStart),
  viewAccessInvalid: fieldError('viewAccess', SM.viewAccessInvalid),
  viewAccessAboveOwn: fieldError('viewAccess', SM.viewAccessAboveOwn),
  orderInvalid: fieldError('position', SM.orderInvalid),
});

export const SurveyExportErrors = defineErrors({
  noCodes: conflictError('SURVEY_NO_CODES', XM.noCodes),
});
