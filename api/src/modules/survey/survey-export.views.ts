// A survey export row as the API answers it, and the name its download is saved under.
import { SurveyExportKind } from '#shared/survey-export';
import type { SurveyExportView } from '#shared/survey-export';
import { exportProgressView } from '../../common/export/export-view';
import type { SurveyExport } from './entities/survey-export.entity';

export function surveyExportFormat(kind: SurveyExportKind): 'csv' | 'pdf' {
  return kind === SurveyExportKind.RESULTS ? 'csv' : 'pdf';
}

const PREFIX: Record<SurveyExportKind, string> = {
  [SurveyExportKind.CODES]: 'Umfragecodes',
  [SurveyExportKind.RESULTS]: 'Ergebnisse',
};

/**
 * `Umfragecodes_Mensa-Umfrage.pdf`: the title's letters (umlauts too), digits and dashes, anything else
 * one underscore, so the name is never a path and never breaks a header.
 */
export function surveyExportFileName(kind: SurveyExportKind, title: string): string {
  const words = title.normalize('NFC').match(/[\p{L}\p{N}-]+/gu) ?? [];
  const subject = words.join('_').slice(0, 80).replace(/_+$/, '') || 'Umfrage';
  return `${PREFIX[kind]}_${subject}.${surveyExportFormat(kind)}`;
}

export function surveyExportView(row: SurveyExport): SurveyExportView {
  return {
    _id: row._id,
    surveyId: row.surveyId,
    kind: row.kind,
    format: surveyExportFormat(row.kind),
    fileName: row.fileName,
    ...exportProgressView(row),
  };
}
