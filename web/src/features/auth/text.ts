// German strings of the auth screens, 'du' throughout, the words of #shared/glossary.
import { GLOSSARY } from '#shared/glossary';

export const ACCOUNT_TEXT = {
  title: GLOSSARY.account.mine,
  personal: 'Persönliche Daten',
  password: 'Passwort ändern',
  mail: 'E-Mail-Adresse',
  level: 'Plattform-Rolle',
} as const;

export const CHANGE_PASSWORD_TEXT = {
  oldPassword: 'Aktuelles Passwort',
  password: 'Neues Passwort',
  passwordRepeat: 'Neues Passwort wiederholen',
  submit: 'Passwort ändern',
  done: 'Dein Passwort wurde geändert.',
} as const;

export const CONTACT_TEXT = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  submit: 'Speichern',
  saved: 'Deine Daten wurden gespeichert.',
} as const;

export const LOGIN_TEXT = {
  title: 'Anmelden',
  intro: 'Melde dich mit deiner E-Mail-Adresse und deinem Passwort an.',
  mail: 'E-Mail-Adresse',
  password: 'Passwort',
  forgot: 'Passwort vergessen?',
  submit: 'Anmelden',
  noAccount: 'Noch kein Konto?',
  register: 'Jetzt registrieren',
} as const;

export const REGISTER_TEXT = {
  title: 'Registrieren',
  intro: 'Leg dein Konto an. Danach bestätigst du deine E-Mail-Adresse über den Link, den wir dir schicken.',
  steps: ['Konto', 'Persönliche Daten', 'Fertig'],
  mail: 'E-Mail-Adresse',
  password: 'Passwort',
  passwordRepeat: 'Passwort wiederholen',
  firstName: 'Vorname',
  lastName: 'Nachname',
  // The sentence of the specification; its two nouns link to the imprint and the privacy page.
  terms: 'Ich akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung.',
  termsLink: 'Nutzungsbedingungen',
  privacyLink: 'Datenschutzerklärung',
  next: 'Weiter',
  back: 'Zurück',
  submit: 'Registrieren',
  doneTitle: 'Fast geschafft!',
  doneText:
    'Wir haben dir eine E-Mail geschickt. Klicke auf den Link darin, um deine E-Mail-Adresse zu bestätigen. Danach kannst du dich anmelden.',
  toLogin: 'Zur Anmeldung',
  hasAccount: 'Du hast schon ein Konto?',
  login: 'Anmelden',
} as const;

export const RESET_REQUEST_TEXT = {
  title: 'Passwort vergessen',
  intro: 'Gib deine E-Mail-Adresse ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegen kannst.',
  mail: 'E-Mail-Adresse',
  submit: 'Link anfordern',
  sentTitle: 'Schau in dein Postfach',
  sent: (mail: string) =>
    `Wenn es ein Konto mit der Adresse ${mail} gibt, haben wir dir einen Link zum Zurücksetzen geschickt. Der Link ist nur kurze Zeit gültig.`,
  resend: 'Link erneut senden',
  resendIn: (seconds: number) => `Erneut senden in ${seconds} s`,
  resent: 'Wir haben dir den Link noch einmal geschickt.',
  back: 'Zurück zur Anmeldung',
} as const;

export const RESET_TEXT = {
  title: 'Neues Passwort festlegen',
  intro: 'Wähle ein neues Passwort für dein Konto.',
  password: 'Neues Passwort',
  passwordRepeat: 'Neues Passwort wiederholen',
  submit: 'Passwort speichern',
  done: 'Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.',
  requestNew: 'Neuen Link anfordern',
} as const;

export const VERIFY_TEXT = {
  title: 'E-Mail-Adresse bestätigen',
  pending: 'Deine E-Mail-Adresse wird bestätigt …',
  doneTitle: 'Deine E-Mail-Adresse ist bestätigt.',
  doneText: 'Du kannst dich jetzt mit deiner E-Mail-Adresse und deinem Passwort anmelden.',
  toLogin: 'Zur Anmeldung',
  toHome: 'Zur Startseite',
  alreadyTitle: 'Deine E-Mail-Adresse ist schon bestätigt.',
  alreadyText: 'Du kannst dich mit deiner E-Mail-Adresse und deinem Passwort anmelden.',
  failedText:
    'Vielleicht ist der Link abgelaufen oder es gibt einen neueren. Melde dich an: Ist deine E-Mail-Adresse noch nicht bestätigt, schicken wir dir dabei einen neuen Link.',
} as const;

export const IMPRINT_TEXT = {
  title: 'Impressum',
  support: 'Fragen und Hilfe:',
  privacy: 'Datenschutzerklärung',
} as const;

/** The word of a verbatim message that becomes the link to the support address. */
export const SUPPORT_WORD = 'Support';
