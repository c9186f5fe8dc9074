import { SurveyComponentKind, type SurveyComponentStatistics, type SurveyWordCount } from '#shared/survey';

// What the result charts draw, from the API's statistics; pure, so it is tested on its own.

export interface BarDatum {
  label: string;
  count: number;
  /** Share of the question's answers in whole percent. */
  percent: number;
}

/** Bars for CHOICE, NOMINAL (per option) and LIKERT (per step), in the question's order; [] for other kinds. */
export function barsOf(stats: SurveyComponentStatistics): BarDatum[] {
  const rows =
    stats.kind === SurveyComponentKind.LIKERT
      ? stats.steps.map((step) => ({ label: step.label, count: step.count }))
      : stats.kind === SurveyComponentKind.CHOICE || stats.kind === SurveyComponentKind.NOMINAL
        ? stats.options.map((option) => ({ label: option.label, count: option.count }))
        : [];
  // A multiple choice counts each pick: the share is of those who answered, so it may add up to more than 100.
  const base = stats.answered || 0;
  return rows.map((row) => ({ ...row, percent: base ? Math.round((row.count / base) * 100) : 0 }));
}

export interface CloudWord {
  word: string;
  count: number;
  /** Font size in px, from 14 (rarest) to 40 (most frequent). */
  size: number;
}

/** Word-cloud entries weighted by frequency (square root, so one frequent word does not dwarf the rest). */
export function cloudOf(words: readonly SurveyWordCount[], min = 14, max = 40): CloudWord[] {
  if (words.length === 0) return [];
  const counts = words.map((w) => w.count);
  const low = Math.sqrt(Math.min(...counts));
  const high = Math.sqrt(Math.max(...counts));
  return words.map((w) => ({
    word: w.word,
    count: w.count,
    size: high === low ? Math.round((min + max) / 2) : Math.round(min + ((Math.sqrt(w.count) - low) / (high - low)) * (max - min)),
  }));
}

/** '3,4' for a Likert mean (German decimal comma), '' without answers. */
export const formatMean = (mean: number | null): string =>
  mean === null ? '' : mean.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Turnout in whole percent. */
export const turnoutPercent = (used: number, total: number): number => (total > 0 ? Math.round((used / total) * 100) : 0);
