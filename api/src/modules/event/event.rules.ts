// The pure rules of an event's configuration (SPEC 5 custom fields, the programme, the switches) and of
// the answers a registration or check-in gives. Input arrives as parsed JSON (multipart sends JSON text),
// so every shape is checked here; each problem is a field error with its German message and path.
import { randomUUID } from 'node:crypto';
import {
  EVENT_FIELD_MAX_COUNT,
  EVENT_FIELD_MAX_OPTIONS,
  EVENT_FIELD_NAME_MAX_LENGTH,
  EVENT_FIELD_OPTION_MAX_LENGTH,
  EVENT_FIELD_TYPES,
  EVENT_DEFAULT_FIELD_LABELS,
  EVENT_MESSAGES as EM,
  EVENT_SWITCH_KEYS,
  EventFieldType,
  EventSwitches,
} from '#shared/event';
import { normaliseName } from '#shared/names';
import { MESSAGES } from '#shared/validation';
import type { FieldError } from '../../core/domain.exception';
import type { StoredCustomField } from './entities/event.entity';

export const SHAPE_MESSAGES = {
  customFieldsInvalid: 'Die Liste der Felder ist ungültig.',
  fieldInvalid: 'Dieses Feld ist ungültig.',
  switchesInvalid: 'Die Schalter müssen ja oder nein sein.',
  tooMany: (max: number) => `Es sind höchstens ${max} Einträge möglich.`,
  unknownProperty: 'Dieses Feld ist nicht erlaubt.',
} as const;

export type RuleResult<T> = { value: T; errors: FieldError[] };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys other than `allowed` are refused like the validation pipe refuses them (mass assignment). */
export function unknownKeys(value: Record<string, unknown>, allowed: readonly string[], path: string): FieldError[] {
  return Object.keys(value)
    .filter((k) => !allowed.includes(k))
    .map((k) => ({ field: `${path}.${k}`, message: SHAPE_MESSAGES.unknownProperty }));
}

/** `{ program?, registration?, checkin? }`, each a boolean; merged over `current`. */
export function checkSwitches(input: unknown, current: EventSwitches): RuleResult<EventSwitches> {
  if (!isRecord(input)) return { value: current, errors: [{ field: 'switches', message: SHAPE_MESSAGES.switchesInvalid }] };
  const errors = unknownKeys(input, EVENT_SWITCH_KEYS, 'switches');
  const value = { ...current };
  for (const key of EVENT_SWITCH_KEYS) {
    const v = input[key];
    if (v === undefined) continue;
    if (typeof v !== 'boolean') errors.push({ field: `switches.${key}`, message: SHAPE_MESSAGES.switchesInvalid });
    else value[key] = v;
  }
  return { value, errors };
}

const RESERVED_NAMES = Object.values(EVENT_DEFAULT_FIELD_LABELS).map((n) => n.toLocaleLowerCase('de'));
const FIELD_KEYS = ['_id', 'name', 'type', 'options', 'required'];

/**
 * The event's custom fields (SPEC 5): a name (unique within the event, case-insensitive, not a default
 * field's), a type, at least one option for choice types (unique, not empty), required yes/no. A field
 * keeps its `_id` when it names one of `current`, so answers given before stay attached to it.
 */
export function checkCustomFields(input: unknown, current: readonly StoredCustomField[]): RuleResult<StoredCustomField[]> {
  if (!Array.isArray(input)) return { value: [], errors: [{ field: 'customFields', message: SHAPE_MESSAGES.customFieldsInvalid }] };
  if (input.length > EVENT_FIELD_MAX_COUNT) {
    return { value: [], errors: [{ field: 'customFields', message: SHAPE_MESSAGES.tooMany(EVENT_FIELD_MAX_COUNT) }] };
  }
  const errors: FieldError[] = [];
  const known = new Set(current.map((f) => f._id));
  const seenNames = new Set<string>();
  const seenIds = new Set<string>();
  const value = input.map((raw, i): StoredCustomField => {
    const path = `customFields.${i}`;
    const problem = (field: string, message: string) => errors.push({ field: `${path}.${field}`, message });
    if (!isRecord(raw)) {
      errors.push({ field: path, message: SHAPE_MESSAGES.fieldInvalid });
      return { _id: randomUUID(), name: '', type: EventFieldType.TEXT, options: [], required: false };
    }
    errors.push(...unknownKeys(raw, FIELD_KEYS, path));
    const id = typeof raw._id === 'string' && known.has(raw._id) && !seenIds.has(raw._id) ? raw._id : randomUUID();
    seenIds.add(id);
    const name = typeof raw.name === 'string' ? normaliseName(raw.name) : '';
    if (!name) problem('name', EM.fieldNameRequired);
    else if (name.length > EVENT_FIELD_NAME_MAX_LENGTH) problem('name', MESSAGES.tooLong(EVENT_FIELD_NAME_MAX_LENGTH));
    else if (RESERVED_NAMES.includes(name.toLocaleLowerCase('de'))) problem('name', EM.fieldNameReserved);
    else if (seenNames.has(name.toLocaleLowerCase('de'))) problem('name', EM.fieldNameDuplicate);
    seenNames.add(name.toLocaleLowerCase('de'));
    const type = EVENT_FIELD_TYPES.find((t) => t === raw.type);
    if (!type) problem('type', EM.fieldTypeRequired);
    const required = raw.required === undefined ? false : raw.required;
    if (typeof required !== 'boolean') problem('required', SHAPE_MESSAGES.fieldInvalid);
    const options = type === EventFieldType.TEXT || !type ? [] : checkOptions(raw.options, `${path}.options`, errors);
    return { _id: id, name, type: type ?? EventFieldType.TEXT, options, required: required === true };
  });
  return { value, errors };
}

function checkOptions(input: unknown, path: string, errors: FieldError[]): string[] {
  if (input === undefined || (Array.isArray(input) && input.length === 0)) {
    errors.push({ field: path, message: EM.fieldOptionsRequired });
    return [];
  }
  if (!Array.isArray(input) || input.length > EVENT_FIELD_MAX_OPTIONS || !input.every((o) => typeof o === 'string')) {
    errors.push({
      field: path,
      message:
        Array.isArray(input) && input.length > EVENT_FIELD_MAX_OPTIONS
          ? SHAPE_MESSAGES.tooMany(EVENT_FIELD_MAX_OPTIONS)
          : SHAPE_MESSAGES.fieldInvalid,
    });
    return [];
  }
  const options = input.map((o: string) => normaliseName(o));
  if (options.some((o) => !o)) errors.push({ field: path, message: EM.fieldOptionEmpty });
  else if (options.some((o) => o.length > EVENT_FIELD_OPTION_MAX_LENGTH))
    errors.push({ field: path, message: MESSAGES.tooLong(EVENT_FIELD_OPTION_MAX_LENGTH) });
  else if (new Set(options).size !== options.length) errors.push({ field: path, message: EM.fieldOptionDuplicate });
  return options;
}
