// The results of a survey as CSV (issue 15 §2, SPEC 9): one row per answer set, one column per question in
// the survey's order, choices and scale steps as the words participants saw. The product's one CSV writer
// adds the BOM, the German delimiter and neutralises formulas: every cell was typed on a public page.
import { CsvColumn, toCsv } from '../../../common/export/csv';
import { germanDate } from '../../../common/export/german-dates';
import { answerText, ExportAnswer, ExportQuestion } from './survey-export-content';

/** Which participant columns the survey's mode has: the batch (class) of a TAN code, the address of PERSONAL. */
export interface ResultsColumns {
  batch: boolean;
  mail: boolean;
}

/** Two questions with one title would make two columns a spreadsheet (or csv-parse) cannot tell apart. */
function uniqueHeaders(titles: string[], taken: string[]): string[] {
  const seen = new Set(taken);
  return titles.map((title) => {
    const base = title.trim() || 'Frage';
    let header = base;
    for (let n = 2; seen.has(header); n++) header = `${base} (${n})`;
    seen.add(header);
    return header;
  });
}

export function resultsColumns(questions: ExportQuestion[], with_: ResultsColumns): CsvColumn<ExportAnswer & { nr: number }>[] {
  type Row = ExportAnswer & { nr: number };
  const fixed: CsvColumn<Row>[] = [
    { header: 'Nr.', value: (a) => a.nr },
    // The day only: a time would link a TAN answer to its code (issue 24 §2).
    { header: 'Abgegeben am', value: (a) => germanDate(a.createdAt) },
    ...(with_.batch ? [{ header: 'Klasse', value: (a: Row) => a.batch ?? '' }] : []),
    ...(with_.mail ? [{ header: 'E-Mail', value: (a: Row) => a.mail ?? '' }] : []),
  ];
  const headers = uniqueHeaders(
    questions.map((q) => q.title),
    fixed.map((c) => c.header),
  );
  return [...fixed, ...questions.map((q, i): CsvColumn<Row> => ({ header: headers[i], value: (a) => answerText(q, a.values.get(q.id)) }))];
}

/** `answers` in their random stored order (never the order they came); numbered from 1 so a row can be named in a conversation. */
export function renderResultsCsv(questions: ExportQuestion[], answers: Iterable<ExportAnswer>, with_: ResultsColumns): Buffer {
  function* numbered() {
    let nr = 0;
    for (const a of answers) yield { ...a, nr: ++nr };
  }
  return toCsv(resultsColumns(questions, with_), numbered());
}
