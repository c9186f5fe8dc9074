import { EVENT_DEFAULT_FIELD_LABELS, EVENT_MESSAGES as EM, EventFieldType, type EventCustomField } from '#shared/event';
import { normaliseName } from '#shared/names';
import type { CustomFieldWrite } from './event-body';

// The custom fields as the registrations tab edits them, and SPEC 5's rules checked before saving (the server
// checks the same in api/src/modules/event/event-rules.ts and answers with the same messages).

/** One field in the form: the options as lines of text, the type unset until chosen. */
export interface CustomFieldFormValue {
  _id?: string;
  name: string;
  type?: EventFieldType;
  options: string;
  required: boolean;
}

export const newField = (): CustomFieldFormValue => ({ name: '', type: undefined, options: '', required: false });

export const isChoice = (type: EventFieldType | undefined) => type === EventFieldType.SINGLE || type === EventFieldType.MULTIPLE;

export const toFormValue = (field: EventCustomField): CustomFieldFormValue => ({
  _id: field._id,
  name: field.name,
  type: field.type,
  options: field.options.join('\n'),
  required: field.required,
});

/** The lines of the options box, trimmed, blank lines left out. */
export const optionLines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => normaliseName(line))
    .filter(Boolean);

export function toWrite(value: CustomFieldFormValue): CustomFieldWrite {
  const type = value.type as EventFieldType;
  return {
    ...(value._id ? { _id: value._id } : {}),
    name: normaliseName(value.name ?? ''),
    type,
    options: isChoice(type) ? optionLines(value.options) : [],
    required: !!value.required,
  };
}

const RESERVED = Object.values(EVENT_DEFAULT_FIELD_LABELS).map((name) => name.toLocaleLowerCase('de'));
const key = (name: string | undefined) => normaliseName(name ?? '').toLocaleLowerCase('de');

/** The name's problem among all fields of the event, or null. */
export function nameProblem(fields: readonly Partial<CustomFieldFormValue>[] | undefined, index: number): string | null {
  const own = key(fields?.[index]?.name);
  if (!own) return EM.fieldNameRequired;
  if (RESERVED.includes(own)) return EM.fieldNameReserved;
  const firstWithName = (fields ?? []).findIndex((field) => key(field?.name) === own);
  return firstWithName !== index ? EM.fieldNameDuplicate : null;
}

/** The options' problem for a choice type, or null. */
export function optionsProblem(type: EventFieldType | undefined, text: string | undefined): string | null {
  if (!isChoice(type)) return null;
  const lines = optionLines(text);
  if (lines.length === 0) return EM.fieldOptionsRequired;
  return new Set(lines).size !== lines.length ? EM.fieldOptionDuplicate : null;
}
