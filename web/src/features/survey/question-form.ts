import {
  hasOptions,
  LikertTemplate,
  NominalType,
  SurveyComponentKind,
  type SurveyComponentInput,
  type SurveyComponentView,
} from '#shared/survey';

// The question dialog's values and the API's component body, both ways; pure, so it is tested on its own.

export interface QuestionValues {
  kind?: SurveyComponentKind;
  title: string;
  text: string;
  required: boolean;
  /** CHOICE: one option per line, in order. */
  options: string;
  multiple: boolean;
  maxSelection: number;
  scaleTemplate?: LikertTemplate;
  nominalType?: NominalType;
}

export const newQuestionValues = (): QuestionValues => ({
  kind: undefined,
  title: '',
  text: '',
  required: false,
  options: '',
  multiple: false,
  maxSelection: 0,
});

export function questionValues(component: SurveyComponentView): QuestionValues {
  return {
    kind: component.kind,
    title: component.title,
    text: component.text,
    required: component.required,
    options: component.kind === SurveyComponentKind.CHOICE ? component.options.map((o) => o.label).join('\n') : '',
    multiple: component.multiple,
    maxSelection: component.maxSelection,
    scaleTemplate: component.scaleTemplate ?? undefined,
    nominalType: component.nominalType ?? undefined,
  };
}

/** The option lines of the textarea: trimmed, blank lines left out. */
export const optionLines = (text: string): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The first option written twice (case-insensitive), for the inline message. */
export function duplicateOption(lines: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const line of lines) {
    const key = line.toLocaleLowerCase('de');
    if (seen.has(key)) return line;
    seen.add(key);
  }
  return null;
}

/**
 * The body of POST/PUT .../component. Options keep their ids when their label stays (an edit must not turn
 * given answers into unknown options); only the fields of the kind are sent.
 */
export function questionBody(values: QuestionValues, existing?: SurveyComponentView): SurveyComponentInput {
  const kind = values.kind as SurveyComponentKind;
  const body: SurveyComponentInput = { kind, title: values.title.trim(), text: (values.text ?? '').trim() };
  if (kind === SurveyComponentKind.TEXT) return body;
  body.required = !!values.required;
  if (kind === SurveyComponentKind.CHOICE) {
    const known = new Map((existing?.options ?? []).map((o) => [o.label, o._id]));
    body.options = optionLines(values.options).map((label) => (known.has(label) ? { _id: known.get(label), label } : { label }));
    body.multiple = !!values.multiple;
    body.maxSelection = values.multiple ? Math.max(0, Math.floor(Number(values.maxSelection) || 0)) : 0;
  }
  if (kind === SurveyComponentKind.LIKERT) body.scaleTemplate = values.scaleTemplate;
  if (kind === SurveyComponentKind.NOMINAL) body.nominalType = values.nominalType;
  return body;
}

/** Whether a kind's question is answered by picking options (for the chart and the public input). */
export const picksOptions = hasOptions;
