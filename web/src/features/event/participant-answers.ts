import type { EventAnswerValue, EventCustomField, EventParticipantInput } from '#shared/event';

// What the public registration and check-in forms send (issue 14 §1): the default fields, and an answer per
// custom field by its id; a choice by its option's label, a multiple choice as a list of labels. Unanswered
// optional fields are left out, so the server never sees an empty answer it would have to judge.

export interface ParticipantFormValues {
  firstName: string;
  lastName: string;
  mail: string;
  answers?: Record<string, EventAnswerValue | undefined>;
  /** Check-in only, when the event asks for the code shown at the door. */
  doorCode?: string;
}

const blank = (value: EventAnswerValue | undefined) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export function participantBody(values: ParticipantFormValues, fields: readonly EventCustomField[]): EventParticipantInput {
  const answers: Record<string, EventAnswerValue> = {};
  for (const field of fields) {
    const value = values.answers?.[field._id];
    if (blank(value)) continue;
    answers[field._id] = typeof value === 'string' ? value.trim() : (value as EventAnswerValue);
  }
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    mail: values.mail.trim(),
    ...(fields.length > 0 ? { answers } : {}),
    ...(values.doorCode !== undefined ? { doorCode: values.doorCode.trim() } : {}),
  };
}

/** Where a server field error belongs in the public form: `answers.<fieldId>` is the field's own input. */
export const participantFieldName = (field: string): string[] => field.split('.');
