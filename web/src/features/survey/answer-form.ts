import {
  isAnswerableKind,
  SURVEY_MESSAGES as M,
  SURVEY_OPEN_ANSWER_MAX_LENGTH,
  SURVEY_WORD_MAX_LENGTH,
  SURVEY_WORDCLOUD_MAX_WORDS,
  SurveyComponentKind,
  SurveyMode,
  type SurveyAnswerInput,
  type SurveyAnswerItem,
  type SurveyComponentView,
} from '#shared/survey';

// The public form's values, their checks (the same as the server's, so the messages appear before sending)
// and the body of POST .../result. Pure, so it is tested on its own.

/** What a question's input holds: option id(s), a Likert step, or typed text. */
export type AnswerFieldValue = string | string[] | number | undefined;

export interface AnswerFormValues {
  answers?: Record<string, AnswerFieldValue>;
  code?: string;
  mail?: string;
}

/** A word-cloud entry split into words (spaces or commas between them). */
export const wordsOf = (text: unknown): string[] =>
  typeof text === 'string'
    ? text
        .split(/[\s,;]+/)
        .map((word) => word.trim())
        .filter(Boolean)
    : [];

function isEmpty(component: SurveyComponentView, value: AnswerFieldValue): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'string') return component.kind === SurveyComponentKind.WORDCLOUD ? wordsOf(value).length === 0 : !value.trim();
  return false;
}

/** The message under a question, or null when its answer may be sent. */
export function answerProblem(component: SurveyComponentView, value: AnswerFieldValue): string | null {
  if (!isAnswerableKind(component.kind)) return null;
  if (isEmpty(component, value)) return component.required ? M.answerRequired : null;
  if (component.kind === SurveyComponentKind.CHOICE && component.multiple && component.maxSelection > 0) {
    if (Array.isArray(value) && value.length > component.maxSelection) return M.answerTooMany(component.maxSelection);
  }
  if (component.kind === SurveyComponentKind.OPEN && typeof value === 'string' && value.trim().length > SURVEY_OPEN_ANSWER_MAX_LENGTH) {
    return M.answerTooLong;
  }
  if (component.kind === SurveyComponentKind.WORDCLOUD) {
    const words = wordsOf(value);
    if (words.length > SURVEY_WORDCLOUD_MAX_WORDS || words.some((word) => word.length > SURVEY_WORD_MAX_LENGTH)) return M.answerWords;
  }
  return null;
}

function answerValue(component: SurveyComponentView, value: AnswerFieldValue): SurveyAnswerItem['value'] {
  if (component.kind === SurveyComponentKind.WORDCLOUD) return wordsOf(value);
  if (component.kind === SurveyComponentKind.OPEN) return String(value).trim();
  return value as SurveyAnswerItem['value'];
}

/**
 * The body of POST .../result: every answered question in order; unanswered optional ones are left out.
 * PERSONAL sends the typed address only without login (`asAccount` false): logged in, the account answers.
 */
export function answerBody(
  components: readonly SurveyComponentView[],
  mode: SurveyMode,
  values: AnswerFormValues,
  asAccount = false,
): SurveyAnswerInput {
  const answers = components
    .filter((component) => isAnswerableKind(component.kind) && !isEmpty(component, values.answers?.[component._id]))
    .map((component) => ({ componentId: component._id, value: answerValue(component, values.answers?.[component._id]) }));
  const body: SurveyAnswerInput = { answers };
  if (mode === SurveyMode.TAN) body.code = (values.code ?? '').trim().toUpperCase();
  if (mode === SurveyMode.PERSONAL && !asAccount) body.mail = (values.mail ?? '').trim();
  return body;
}

/** The form field of a server detail (`answers.2.value` or `code`), by the question's index. */
export function answerFieldOf(
  components: readonly SurveyComponentView[],
  body: SurveyAnswerInput,
  field: string,
): (string | number)[] | null {
  if (field === 'code' || field === 'mail') return [field];
  const match = /^answers\.(\d+)/.exec(field);
  if (!match) return null;
  const componentId = body.answers[Number(match[1])]?.componentId;
  return componentId && components.some((c) => c._id === componentId) ? ['answers', componentId] : null;
}

/** The number each answerable question shows (1, 2, …); text blocks are skipped. */
export function questionNumbers(components: readonly SurveyComponentView[]): Map<string, number> {
  const answerable = components.filter((component) => isAnswerableKind(component.kind));
  return new Map(answerable.map((component, index) => [component._id, index + 1]));
}
