// What the survey exports are rendered from, independent of how the survey module stores it: the renderers
// (survey-codes.pdf.ts, survey-results.csv.ts) are pure functions of these; `exportQuestions` maps
// the stored survey onto them.
import { LIKERT_STEPS, SurveyComponentKind } from '#shared/survey';
import type { SurveyComponentView } from '#shared/survey';

/** What a PDF says about the survey; `groupName` is the group (tenant) that runs it. */
export interface ExportSurvey {
  _id: string;
  title: string;
  groupName: string;
}

/** One unused code and the batch (class) it was generated for; null for codes without a batch label. */
export interface ExportCode {
  code: string;
  batch: string | null;
}

/**
 * A question as a CSV column. `choices` maps what an answer stores to what a person reads: option ids of
 * CHOICE and NOMINAL, and the step numbers ('1', '2', ...) of a LIKERT scale. `kind` says how to read a value.
 */
export interface ExportQuestion {
  id: string;
  title: string;
  kind: Exclude<SurveyComponentKind, SurveyComponentKind.TEXT>;
  choices: Map<string, string>;
}

/** One stored answer set: when it came, the batch of its code (TAN) or the address (PERSONAL), its values. */
export interface ExportAnswer {
  createdAt: Date;
  batch: string | null;
  mail: string | null;
  values: Map<string, unknown>;
}

/**
 * A stored value as a person reads it: an option id becomes its label, a Likert step its scale label, a
 * list (multiple choice, word cloud) its parts joined by commas. What no longer matches a choice is shown
 * as stored rather than dropped, so an export never hides an answer.
 */
export function answerText(question: ExportQuestion, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map((v) => answerText(question, v)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const raw = String(value);
  return question.choices.get(raw) ?? raw;
}

/** Batches in a stable, human order ('5a' < '10b', no batch last), codes in generation order within each. */
export function codesByBatch(codes: ExportCode[]): { batch: string | null; codes: string[] }[] {
  const groups = new Map<string | null, string[]>();
  for (const c of codes) {
    const list = groups.get(c.batch) ?? [];
    list.push(c.code);
    groups.set(c.batch, list);
  }
  const order = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });
  return [...groups]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : order.compare(a, b)))
    .map(([batch, list]) => ({ batch, codes: list }));
}

/** The stored question as the results CSV reads it (S1's SurveyComponentView fields); TEXT blocks have no column. */
export function exportQuestions(
  components: readonly Pick<SurveyComponentView, '_id' | 'kind' | 'title' | 'options' | 'scaleTemplate'>[],
): ExportQuestion[] {
  return components.flatMap((c): ExportQuestion[] => {
    if (c.kind === SurveyComponentKind.TEXT) return [];
    const choices = new Map<string, string>();
    if (c.kind === SurveyComponentKind.LIKERT && c.scaleTemplate)
      LIKERT_STEPS[c.scaleTemplate].forEach((label, i) => choices.set(String(i + 1), label));
    for (const o of c.options ?? []) choices.set(o._id, o.label);
    return [{ id: c._id, title: c.title, kind: c.kind, choices }];
  });
}
