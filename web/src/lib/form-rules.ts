import type { FormInstance, FormRule } from 'antd';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MESSAGES, NAME_MAX_LENGTH, PASSWORD_PATTERN } from '#shared/validation';
import { errorDetails, type RequestError } from '../api/errors';

// Form rules mirroring the API's DTOs, with the spec's German messages (SPEC 5).
export const FORM_TEXT = {
  mailRequired: 'Bitte gib deine E-Mail-Adresse ein.',
  passwordRepeatRequired: 'Bitte wiederhole das Passwort.',
  /** Shown under new-password fields before anything is typed; the rule's own message is SPEC 5's. */
  passwordHint: 'Mindestens 8 Zeichen, mit Groß- und Kleinbuchstaben, einer Zahl und einem Sonderzeichen.',
} as const;

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

// Surrounding spaces (pasted addresses) are forgiven; the forms trim before sending.
export const mailRules: FormRule[] = [
  { required: true, whitespace: true, message: FORM_TEXT.mailRequired },
  { pattern: EMAIL_PATTERN, transform: trim, message: MESSAGES.emailInvalid },
  { max: EMAIL_MAX_LENGTH, transform: trim, message: MESSAGES.tooLong(EMAIL_MAX_LENGTH) },
];

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

export const nameRules = (requiredMessage: string): FormRule[] => [
  { required: true, whitespace: true, message: requiredMessage },
  { max: NAME_MAX_LENGTH, message: MESSAGES.tooLong(NAME_MAX_LENGTH) },
];

/** Puts the server's field errors (`details`) under the matching inputs and returns their field names. */
export function applyServerErrors(form: FormInstance, error: RequestError): string[] {
  const details = errorDetails(error);
  if (details.length > 0) {
    // 'contact.first_name' is a nested field path.
    form.setFields(details.map((detail) => ({ name: detail.field.split('.'), errors: [detail.message] })));
  }
  return details.map((detail) => detail.field);
}
