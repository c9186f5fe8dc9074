// German strings of the auth screens, 'du' throughout, the words of #shared/glossary.
import { GLOSSARY } from '#shared/glossary';
import type { MailDelivery } from './notification-settings';

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

export const DATA_EXPORT_TEXT = {
  title: 'Meine Daten',
  intro:
    'Lade alles, was Plenum über dich gespeichert hat, als ZIP-Datei herunter: maschinenlesbar (data.json), als lesbare Seite (index.html) und mit deinen hochgeladenen Dateien. Das geht einmal am Tag; die Datei wird nach 7 Tagen gelöscht. Wir schicken dir eine E-Mail, sobald sie fertig ist.',
  request: 'Meine Daten herunterladen',
  running: 'Deine Daten werden zusammengestellt …',
  download: 'ZIP-Datei herunterladen',
  until: (date: string) => `verfügbar bis ${date}`,
  failed: 'Die Datei konnte nicht erstellt werden. Bitte versuche es morgen erneut.',
} as const;

/** 'Konto löschen' in 'Mein Konto' (issue 26 §2): what happens, in plain words. */
export const DELETE_ACCOUNT_TEXT = {
  title: 'Konto löschen',
  intro: 'Wenn du dein Konto löschst, passiert Folgendes:',
  deleted:
    'Gelöscht werden dein Konto, deine Mitgliedschaften und Einladungen, deine privaten Chats und die Dateien darin, deine iCal-Links und deine Anmeldungen zu Veranstaltungen.',
  kept: 'Was andere noch brauchen, bleibt ohne deinen Namen als „Ehemaliges Mitglied“: Nachrichten in Gruppenchats, Wiki-Kapitel, Neuigkeiten, Termine, Aufgaben, Buchungen und Meldungen.',
  grace:
    'Die Löschung geschieht erst nach 14 Tagen. Bis dahin kannst du sie abbrechen: Melde dich einfach an oder wähle hier „Löschung abbrechen“. Wir schicken dir dazu eine E-Mail.',
  lastAdmin: 'Bist du die letzte Administration einer Gruppe, ernenne vorher jemand anderen oder lösche die Gruppe.',
  password: 'Dein Passwort zur Bestätigung',
  submit: 'Konto löschen',
  pending: (date: string) => `Dein Konto wird am ${date} gelöscht.`,
  pendingHint: 'Bis dahin kannst du die Löschung abbrechen. Auch wenn du dich neu anmeldest, wird sie abgebrochen.',
  cancel: 'Löschung abbrechen',
  requested: 'Die Löschung deines Kontos ist vorgemerkt.',
} as const;

export const MAIL_LABELS: { value: Exclude<MailDelivery, false> | 'OFF'; label: string }[] = [
  { value: 'IMMEDIATE', label: 'Sofort' },
  { value: 'DIGEST', label: 'Tageszusammenfassung' },
  { value: 'OFF', label: 'Aus' },
];

/** ISO weekdays 1 to 7. */
export const WEEKDAYS = [
  { value: 1, short: 'Mo', long: 'Montag' },
  { value: 2, short: 'Di', long: 'Dienstag' },
  { value: 3, short: 'Mi', long: 'Mittwoch' },
  { value: 4, short: 'Do', long: 'Donnerstag' },
  { value: 5, short: 'Fr', long: 'Freitag' },
  { value: 6, short: 'Sa', long: 'Samstag' },
  { value: 7, short: 'So', long: 'Sonntag' },
];

export const MUTE_DURATIONS = [
  { hours: 1, label: '1 Stunde' },
  { hours: 8, label: '8 Stunden' },
  { hours: 24, label: '1 Tag' },
  { hours: 24 * 7, label: '1 Woche' },
  { hours: 24 * 30, label: '30 Tage' },
];

export const NOTIFICATION_SETTINGS_TEXT = {
  title: 'Benachrichtigungen',
  night: 'Zwischen 21:00 und 07:00 Uhr wird niemandem etwas geschickt, weder per Mail noch per Push; was wartet, kommt danach gesammelt.',
  kind: 'Art',
  app: 'In der App',
  mail: 'Mail',
  push: 'Push',
  appFor: (kind: string) => `${kind} in der App`,
  mailFor: (kind: string) => `Mail für ${kind}`,
  pushFor: (kind: string) => `${kind} per Push`,
  quietHours: 'Ruhezeiten',
  quietHoursHelp: 'Deine eigenen Zeiten, in denen nichts per Mail oder Push kommt.',
  schoolHours: 'Schulzeit',
  schoolHoursHelp: 'Während des Unterrichts kommt nichts per Mail oder Push.',
  from: 'Von',
  to: 'Bis',
  days: 'Tage',
  muted: 'Stumme Gruppen',
  mutedHelp: 'Aus einer stummen Gruppe kommt nichts per Mail oder Push; in der App siehst du alles.',
  noneMuted: 'Keine Gruppe ist stumm.',
  mutedUntil: (name: string, until: string) => `${name}: stumm bis ${until}`,
  unmute: (name: string) => `${name} wieder laut schalten`,
  unmuteButton: 'Aufheben',
  muteGroup: 'Gruppe',
  muteDuration: 'Dauer',
  mute: 'Stumm schalten',
  unknownGroup: 'Gruppe',
  save: 'Speichern',
  saved: 'Gespeichert.',
  timeMissing: 'Bitte gib jede Uhrzeit als HH:MM an.',
  daysMissing: 'Bitte wähle mindestens einen Schultag.',
} as const;

export const IMPRINT_TEXT = {
  title: 'Impressum',
  support: 'Fragen und Hilfe:',
  privacy: 'Datenschutzerklärung',
} as const;

/** The word of a verbatim message that becomes the link to the support address. */
export const SUPPORT_WORD = 'Support';
