// The server's check of one participation against the survey's questions (issue 15 §1-2): every answer
// names a question of this survey once, matches its kind, and required questions are answered. All
// problems come back at once; a question's problem is reported on the field `answers.<componentId>`.
import {
  LIKERT_STEPS,
  SURVEY_MESSAGES as SM,
  SURVEY_OPEN_ANSWER_MAX_LENGTH,
  SURVEY_WORD_MAX_LENGTH,
  SURVEY_WORDCLOUD_MAX_WORDS,
  SurveyComponentKind as Kind,
} from '#shared/survey';
import type { FieldError } from '../../core/domain.exception';

/** What the rules read of a question (the entity fits). */
export interface AnswerableComponent {
  _id: string;
  kind: Kind;
  required: boolean;
  options: { _id: string }[];
  multiple: boolean;
  maxSelection: number;
  scaleTemplate: keyof typeof LIKERT_STEPS | null;
}

/** One answer row as stored (survey_answer). */
export interface AnswerDraft {
  componentId: string;
  optionIds: string[] | null;
  step: number | null;
  text: string | null;
  words: string[] | null;
}

type Checked = { draft: AnswerDraft | null; error?: string };

const field = (componentId: string) => `answers.${componentId}`;

export function checkAnswers(
  components: readonly AnswerableComponent[],
  answers: unknown,
): { drafts: AnswerDraft[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const drafts: AnswerDraft[] = [];
  const byId = new Map(components.map((c) => [c._id, c]));
  const seen = new Set<string>();
  const list = Array.isArray(answers) ? answers : [];
  list.forEach((item: unknown, i) => {
    const componentId = isRecord(item) ? item.componentId : undefined;
    const component = typeof componentId === 'string' ? byId.get(componentId) : undefined;
    if (!component) return errors.push({ field: `answers.${i}.componentId`, message: SM.answerUnknownComponent });
    if (seen.has(component._id)) return errors.push({ field: field(component._id), message: SM.answerDuplicate });
    seen.add(component._id);
    const { draft, error } = checkValue(component, (item as Record<string, unknown>).value);
    if (error) errors.push({ field: field(component._id), message: error });
    else if (draft) drafts.push(draft);
  });
  for (const c of components) {
    const answered = drafts.some((d) => d.componentId === c._id);
    const reported = errors.some((e) => e.field === field(c._id));
    if (c.required && c.kind !== Kind.TEXT && !answered && !reported) errors.push({ field: field(c._id), message: SM.answerRequired });
  }
  return { drafts, errors };
}

function checkValue(c: AnswerableComponent, value: unknown): Checked {
  const empty = { draft: null };
  const draft = (part: Partial<AnswerDraft>): Checked => ({
    draft: { componentId: c._id, optionIds: null, step: null, text: null, words: null, ...part },
  });
  if (value === null || value === undefined) return empty;
  switch (c.kind) {
    case Kind.TEXT:
      return { draft: null, error: SM.answerNotExpected };
    case Kind.OPEN: {
      if (typeof value !== 'string') return { draft: null, error: SM.answerTooLong };
      const text = value.trim();
      if (text.length > SURVEY_OPEN_ANSWER_MAX_LENGTH) return { draft: null, error: SM.answerTooLong };
      return text ? draft({ text }) : empty;
    }
    case Kind.WORDCLOUD: {
      const raw = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(raw) || raw.some((w) => typeof w !== 'string')) return { draft: null, error: SM.answerWords };
      const words = (raw as string[]).map((w) => w.trim()).filter(Boolean);
      if (words.length === 0) return empty;
      if (words.length > SURVEY_WORDCLOUD_MAX_WORDS || words.some((w) => w.length > SURVEY_WORD_MAX_LENGTH))
        return { draft: null, error: SM.answerWords };
      return draft({ words });
    }
    case Kind.LIKERT: {
      const steps = c.scaleTemplate ? LIKERT_STEPS[c.scaleTemplate].length : 0;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > steps)
        return { draft: null, error: SM.answerStepInvalid };
      return draft({ step: value });
    }
    case Kind.CHOICE:
    case Kind.NOMINAL:
      return checkOptions(c, value, draft);
  }
}

function checkOptions(c: AnswerableComponent, value: unknown, draft: (part: Partial<AnswerDraft>) => Checked): Checked {
  const raw = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string')) return { draft: null, error: SM.answerNotAnOption };
  const ids = [...new Set(raw as string[])];
  if (ids.length === 0) return { draft: null };
  const known = new Set(c.options.map((o) => o._id));
  if (ids.some((id) => !known.has(id))) return { draft: null, error: SM.answerNotAnOption };
  const multiple = c.kind === Kind.CHOICE && c.multiple;
  const max = multiple ? c.maxSelection : 1;
  if (max > 0 && ids.length > max) return { draft: null, error: SM.answerTooMany(max) };
  return draft({ optionIds: ids });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
