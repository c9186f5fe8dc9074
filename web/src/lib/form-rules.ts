import type { FormInstance, FormRule } from 'antd';
import { groupNameProblem, normaliseName, personNameProblem } from '#shared/names';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MESSAGES, NAME_MAX_LENGTH, PASSWORD_PATTERN, TITLE_MAX_LENGTH } from '#shared/validation';
import { errorDetails, type RequestError } from './api/errors';

// Form rules mirroring the API's DTOs, with the spec's German messages (SPEC 5).
export const FORM_TEXT = {
  mailRequired: 'Bitte gib deine E-Mail-Adresse ein.',
  /** When the address asked for is someone else's (an invitation, an administrator, a person elected). */
  otherMailRequired: 'Bitte gib eine E-Mail-Adresse ein.',
  passwordRepeatRequired: 'Bitte wiederhole das Passwort.',
  /** Shown under new-password fields before anything is typed; the rule's own message is SPEC 5's. */
  passwordHint: 'Mindestens 8 Zeichen, mit Groß- und Kleinbuchstaben, einer Zahl und einem Sonderzeichen.',
} as const;

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

// Surrounding spaces (pasted addresses) are forgiven; the forms trim before sending.
const mailRulesWith = (requiredMessage: string): FormRule[] => [
  { required: true, whitespace: true, message: requiredMessage },
  { pattern: EMAIL_PATTERN, transform: trim, message: MESSAGES.emailInvalid },
  { max: EMAIL_MAX_LENGTH, transform: trim, message: MESSAGES.tooLong(EMAIL_MAX_LENGTH) },
];

/** The user's own address (login, registration, password reset). */
export const mailRules: FormRule[] = mailRulesWith(FORM_TEXT.mailRequired);

/** Someone else's address. */
export const otherMailRules: FormRule[] = mailRulesWith(FORM_TEXT.otherMailRequired);

/** For new passwords: the strength rule. Logging in only needs a non-empty password. */
export const newPasswordRules: FormRule[] = [
  { required: true, message: MESSAGES.passwordRequired },
  { pattern: PASSWORD_PATTERN, message: MESSAGES.passwordRule },
];

export const loginPasswordRules: FormRule[] = [{ required: true, message: MESSAGES.passwordRequired }];

export function repeatRules(field: string): FormRule[] {
  return [
    { required: true, message: FORM_TEXT.passwordRepeatRequired },
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        !value || getFieldValue(field) === value ? Promise.resolve() : Promise.reject(new Error(MESSAGES.passwordsDiffer)),
    }),
  ];
}

/** The API's name rule (shared/names.ts) as a form rule, checked on the value as the server will store it. */
const nameRule = (problem: (value: string) => string | null): FormRule => ({
  validator: (_rule, value: unknown) => {
    const message = typeof value === 'string' && value.trim() ? problem(normaliseName(value)) : null;
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/** A person's first or last name. */
export const nameRules = (requiredMessage: string): FormRule[] => [
  { required: true, whitespace: true, message: requiredMessage },
  { max: NAME_MAX_LENGTH, message: MESSAGES.tooLong(NAME_MAX_LENGTH) },
  nameRule(personNameProblem),
];

/** The name of a group or domain. */
export const groupNameRules = (requiredMessage: string): FormRule[] => [
  { required: true, whitespace: true, message: requiredMessage },
  { max: TITLE_MAX_LENGTH, message: MESSAGES.tooLong(TITLE_MAX_LENGTH) },
  nameRule((value) => groupNameProblem(value, TITLE_MAX_LENGTH)),
];

/** Where a server field ('contact.first_name', 'people.LIAISON_TEACHER.0.mail') sits in the form. */
export type FieldNameOf = (field: string) => (string | number)[];

// 'contact.first_name' is a nested field path.
const dottedPath: FieldNameOf = (field) => field.split('.');

/** Puts the server's field errors (`details`) under the matching inputs and returns their field names. */
export function applyServerErrors(form: FormInstance, error: RequestError, nameOf: FieldNameOf = dottedPath): string[] {
  const details = errorDetails(error);
  if (details.length > 0) {
    form.setFields(details.map((detail) => ({ name: nameOf(detail.field), errors: [detail.message] })));
  }
  return details.map((detail) => detail.field);
}
