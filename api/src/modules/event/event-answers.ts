// The answers of a registration or check-in, checked against the event's custom fields on the server
// (issue 14 §1): required ones answered, a single choice one of the option labels, a multiple choice a
// subset of them, text at most 1,000 characters; an answer to a field the event does not have is refused.
import { EVENT_MESSAGES as EM, EVENT_TEXT_ANSWER_MAX_LENGTH, EventFieldType } from '#shared/event';
import type { FieldError } from '../../core/domain.exception';
import type { StoredAnswers } from './entities/event-participant.base';
import type { StoredCustomField } from './entities/event.entity';

const ANSWERS_INVALID = 'Die Antworten sind ungültig.';

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** The answers as stored (with each field's name, so they stay readable), or the field errors. */
export function checkAnswers(input: unknown, fields: readonly StoredCustomField[]): { value: StoredAnswers; errors: FieldError[] } {
  const answers = input === undefined || input === null ? {} : input;
  if (typeof answers !== 'object' || Array.isArray(answers)) return { value: {}, errors: [{ field: 'answers', message: ANSWERS_INVALID }] };
  const given = answers as Record<string, unknown>;
  const errors: FieldError[] = [];
  const byId = new Map(fields.map((f) => [f._id, f]));
  for (const key of Object.keys(given)) {
    if (!byId.has(key)) errors.push({ field: `answers.${key}`, message: EM.answerUnknownField });
  }
  const value: StoredAnswers = {};
  for (const field of fields) {
    const path = `answers.${field._id}`;
    const raw = given[field._id];
    if (isBlank(raw)) {
      if (field.required) errors.push({ field: path, message: EM.answerRequired });
      continue;
    }
    const checked = checkOne(field, raw);
    if (typeof checked === 'object' && 'error' in checked) errors.push({ field: path, message: checked.error });
    else value[field._id] = { name: field.name, value: checked };
  }
  return { value, errors };
}

function checkOne(field: StoredCustomField, raw: unknown): string | string[] | { error: string } {
  switch (field.type) {
    case EventFieldType.TEXT: {
      if (typeof raw !== 'string') return { error: ANSWERS_INVALID };
      const text = raw.trim();
      return text.length > EVENT_TEXT_ANSWER_MAX_LENGTH ? { error: EM.answerTooLong } : text;
    }
    case EventFieldType.SINGLE:
      return typeof raw === 'string' && field.options.includes(raw) ? raw : { error: EM.answerNotAnOption };
    case EventFieldType.MULTIPLE: {
      if (!Array.isArray(raw) || !raw.every((o) => typeof o === 'string' && field.options.includes(o))) {
        return { error: EM.answerNotOptions };
      }
      // Each label once, in the order the options are offered.
      return field.options.filter((o) => raw.includes(o));
    }
    default:
      return { error: ANSWERS_INVALID };
  }
}
