import { SurveyExportKind } from '#shared/survey-export';
import { surveyExportFileName } from './survey-export.views';

describe('survey export file names', () => {
  it('names each kind after the survey, keeping umlauts and dropping what a path or header cannot hold', () => {
    expect(surveyExportFileName(SurveyExportKind.CODES, 'Mensa-Umfrage 2026')).toBe('Umfragecodes_Mensa-Umfrage_2026.pdf');
    expect(surveyExportFileName(SurveyExportKind.RESULTS, 'Grüne „Schule“ / ../etc')).toBe('Ergebnisse_Grüne_Schule_etc.csv');
    expect(surveyExportFileName(SurveyExportKind.RESULTS, '<<<>>>')).toBe('Ergebnisse_Umfrage.csv');
    expect(surveyExportFileName(SurveyExportKind.CODES, 'x'.repeat(500)).length).toBeLessThan(100);
  });
});
