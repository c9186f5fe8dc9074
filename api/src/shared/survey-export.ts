// Survey exports (issue 15 §2): what the web asks for and gets back. Pure TypeScript (`#shared/survey-export`).
// Routes (all `survey:edit`), under /api/survey/tenant/{tenantId}/survey/{surveyId}/export:
//   POST ''                  body { kind } -> 202 SurveyExportView (state PENDING)
//   GET  /{exportId}         -> SurveyExportView (poll until state DONE or FAILED; progress 0..100)
//   GET  /{exportId}/file    -> the file (PDF or CSV) once DONE; 409 while it is still being made

import { surveyTransactionPath } from './survey';

export enum SurveyExportKind {
  /** The unused survey codes as slips to cut out: one page (or more) per batch, each slip with a QR code. */
  CODES = 'codes',
  /** The results as CSV: one row per answer, one column per question, choices as their labels. */
  RESULTS = 'results',
}
export const SURVEY_EXPORT_KINDS = Object.values(SurveyExportKind);

export type SurveyExportState = 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';

export interface SurveyExportView {
  _id: string;
  surveyId: string;
  kind: SurveyExportKind;
  format: 'csv' | 'pdf';
  state: SurveyExportState;
  progress: number;
  /** The name the download is saved under. */
  fileName: string;
  createdAt: string;
  updatedAt: string;
}

export const SURVEY_EXPORT_LABELS: Record<SurveyExportKind, string> = {
  [SurveyExportKind.CODES]: 'Umfragecodes (PDF)',
  [SurveyExportKind.RESULTS]: 'Ergebnisse (CSV)',
};

/** The public page a code slip points to, with the code prefilled (SPEC 2.1). */
export function surveyCodeLink(publicUrl: string, surveyId: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${surveyTransactionPath(surveyId, code)}`;
}

export const SURVEY_EXPORT_MESSAGES = {
  kindInvalid: `Bitte wähle eine Exportart: ${SURVEY_EXPORT_KINDS.join(', ')}.`,
  noCodes: 'Diese Umfrage hat keine unbenutzten Codes. Erzeuge zuerst Codes.',
} as const;
