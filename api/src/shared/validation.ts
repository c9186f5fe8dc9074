// Validation rules and their German messages (SPEC 5, 9), used by the API DTOs and the web forms alike.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
// Upper and lower case in the Unicode sense, so that German umlauts count as letters.
export const PASSWORD_PATTERN = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\d)(?=.*[^\p{L}\d]).{8,128}$/u;
// Local part, @, domain, top-level domain of 2 to 4 letters (SPEC 5).
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const TITLE_MAX_LENGTH = 200;
export const NOTIFICATION_MAX_LENGTH = 500;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const RESET_RESEND_LOCK_MS = 10_000;

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;

export const MESSAGES = {
  passwordRule:
    'Das Passwort muss mindestens 8 Zeichen lang sein und einen Großbuchstaben, einen Kleinbuchstaben, eine Zahl und ein Sonderzeichen enthalten.',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
  emailInvalid: 'Die E-Mail-Adresse ist nicht gültig.',
  required: 'Dieses Feld ist erforderlich.',
  firstNameRequired: 'Bitte gib deinen Vornamen ein.',
  lastNameRequired: 'Bitte gib deinen Nachnamen ein.',
  termsRequired: 'Bitte akzeptiere die Nutzungsbedingungen.',
  passwordRequired: 'Bitte gib ein Passwort ein.',
  oldPasswordRequired: 'Bitte gib dein aktuelles Passwort ein.',
  tooLong: (max: number) => `Die Eingabe darf höchstens ${max} Zeichen lang sein.`,
  titleRequired: 'Bitte gebe einen Titel ein.',
  fileInvalid: 'Die Datei ist zu groß oder hat ein falsches Format.',
  linkInvalid: 'Der Link ist ungültig',
  verifyFailed: 'Etwas ist schiefgelaufen. Bitte melde dich bei unserem Support',
  genericError: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  forbiddenPage: '403 - Zugriff verweigert: Du hast keine Berechtigung, dir diese Seite anzusehen.',
  connectionLost: 'Die Verbindung zum Server wurde unterbrochen. Bitte versuche es erneut.',
} as const;

export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function isStrongPassword(value: unknown): value is string {
  return typeof value === 'string' && PASSWORD_PATTERN.test(value);
}
