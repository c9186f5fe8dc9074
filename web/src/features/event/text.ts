import { EVENT_DEFAULT_FIELD_LABELS, EVENT_MESSAGES, EVENT_TEXT_ANSWER_MAX_LENGTH } from '#shared/event';
import { GLOSSARY } from '#shared/glossary';
import { INTEGRATION_LABELS } from '#shared/integrations';
import { MESSAGES } from '#shared/validation';

// German strings of the event screens ('du'; the SPEC's sentences verbatim, the server's messages from #shared/event).
export const EVENT_TEXT = {
  events: INTEGRATION_LABELS.event,
  event: 'Event',
  eventRegistration: 'Anmeldung zum Event',
  eventCheckin: 'Check-in',
  eventProgram: 'Programm',
  newEvent: 'Neues Event',
  createEvent: 'Event anlegen',
  search: 'Events durchsuchen',
  when: { label: 'Zeitraum der Events', upcoming: 'Anstehend', past: 'Vergangen', all: 'Alle' },
  columns: { title: 'Event', when: 'Wann', location: 'Ort', registrations: 'Anmeldungen', attendees: 'Check-ins' },
  noEvents: 'Noch keine Events.',
  noEventsText: 'Hier stehen die Events der Gruppe mit Anmeldung, Programm und Check-in, sobald jemand eines anlegt.',
  noUpcoming: 'Keine anstehenden Events.',
  noPast: 'Noch keine vergangenen Events.',
  noHits: 'Kein Event passt zu deiner Suche.',
  resetSearch: 'Suche zurücksetzen',
  created: 'Das Event wurde angelegt.',
  back: 'Zurück zu den Events',
} as const;

export const TAB_TEXT = {
  description: 'Beschreibung',
  registrations: 'Anmeldungen',
  program: 'Programm',
  checkin: 'Check-in',
} as const;

export const DETAILS_TEXT = {
  title: 'Titel',
  range: 'Zeitraum',
  rangeStart: 'Beginn',
  rangeEnd: 'Ende',
  location: 'Ort',
  description: 'Beschreibung',
  viewAccess: 'Sichtbar ab',
  viewAccessHelp: 'Mitglieder mit dieser Rolle und allen höheren sehen das Event in der App. Die öffentlichen Seiten folgen den Schaltern.',
  materials: 'Materialien',
  save: 'Speichern',
  saved: 'Das Event wurde gespeichert.',
  delete: 'Event löschen',
  deleteTitle: (title: string) => `„${title}“ löschen?`,
  deleteText: 'Das Event wird mit allen Anmeldungen, Check-ins und Dateien gelöscht.',
  deleted: EVENT_MESSAGES.eventDeleted,
  titleRequired: MESSAGES.titleRequired,
  startRequired: EVENT_MESSAGES.startRequired,
  endRequired: EVENT_MESSAGES.endRequired,
  endBeforeStart: EVENT_MESSAGES.endBeforeStart,
  author: (name: string) => `Angelegt von ${name}`,
  lessVisible: (label: string) => `Weniger Mitglieder sehen dieses Event: nur noch ${label} und höher.`,
  moreVisible: (label: string) => `Mehr Mitglieder sehen dieses Event: ab jetzt auch ${label} und höher.`,
  noDescription: 'Noch keine Beschreibung.',
} as const;

export const FIELDS_TEXT = {
  title: 'Eigene Felder',
  intro: `${EVENT_DEFAULT_FIELD_LABELS.firstName}, ${EVENT_DEFAULT_FIELD_LABELS.lastName} und ${EVENT_DEFAULT_FIELD_LABELS.mail} fragen Anmeldung und Check-in immer ab. Eigene Felder kommen dazu, für beide.`,
  add: 'Feld hinzufügen',
  name: 'Name des Feldes',
  type: 'Feldtyp',
  options: 'Optionen',
  optionsHelp: 'Eine Option je Zeile.',
  required: 'Pflichtfeld',
  remove: (name: string) => `Feld ${name || 'ohne Namen'} entfernen`,
  save: 'Felder speichern',
  saved: 'Die Felder wurden gespeichert.',
  none: 'Noch keine eigenen Felder.',
  noneText: 'Frag zum Beispiel nach der Klasse oder einer Essensauswahl.',
  keptAnswers: 'Entfernte oder umbenannte Felder: bereits gegebene Antworten bleiben lesbar.',
} as const;

export const PEOPLE_TEXT = {
  search: 'Name oder E-Mail suchen',
  columns: { name: 'Name', mail: 'E-Mail', at: 'Angemeldet am', checkedInAt: 'Eingecheckt am', answers: 'Antworten' },
  noRegistrations: 'Noch keine Anmeldungen.',
  noRegistrationsText: 'Wer sich auf der öffentlichen Anmeldeseite einträgt, steht hier.',
  noAttendees: 'Noch niemand eingecheckt.',
  noAttendeesText: 'Wer auf der Check-in-Seite eincheckt (zum Beispiel über den QR-Code), steht hier mit der Uhrzeit.',
  noHits: 'Niemand passt zu deiner Suche.',
  deleteRegistration: (name: string) => `Anmeldung von ${name} löschen`,
  deleteAttendee: (name: string) => `Check-in von ${name} löschen`,
  deleteRegistrationTitle: (name: string) => `Anmeldung von ${name} löschen?`,
  deleteAttendeeTitle: (name: string) => `Check-in von ${name} löschen?`,
  deleteText: 'Die Person und ihre Antworten werden aus der Liste gelöscht.',
  registrationDeleted: EVENT_MESSAGES.registrationDeleted,
  attendeeDeleted: EVENT_MESSAGES.attendeeDeleted,
  publicLink: 'Öffentliche Seite',
  openPublic: (label: string) => `${label} öffnen`,
  hidden: 'Wer sich angemeldet hat, sehen nur Mitglieder, die Events bearbeiten dürfen.',
  count: (n: number) => `${n} ${n === 1 ? GLOSSARY.person.one : GLOSSARY.person.many}`,
} as const;

export const PROGRAM_TEXT = {
  add: 'Programmpunkt hinzufügen',
  addTitle: 'Neuer Programmpunkt',
  editTitle: 'Programmpunkt bearbeiten',
  time: 'Uhrzeit',
  timeHelp: 'Zum Beispiel 09:30 oder 09:30–10:15',
  itemTitle: 'Titel',
  description: 'Beschreibung',
  materials: 'Materialien',
  titleRequired: EVENT_MESSAGES.programTitleRequired,
  none: 'Noch kein Programm.',
  noneText: 'Lege die Programmpunkte in der Reihenfolge an, in der sie stattfinden; verschieben kannst du sie später.',
  removeTitle: (title: string) => `Programmpunkt „${title}“ entfernen?`,
  removeText: 'Der Programmpunkt und seine Materialien werden gelöscht.',
  saved: 'Das Programm wurde gespeichert.',
  dragHelp:
    'Ziehe einen Programmpunkt am Griff an seine Stelle, oder fokussiere den Griff, drücke die Leertaste und verschiebe ihn mit den Pfeiltasten.',
} as const;

/** The public pages as the links to them name them. */
export const PAGE_NAMES = { registration: 'Anmeldung', checkin: 'Check-in', program: 'Programm' } as const;

export const SWITCH_TEXT = {
  title: 'Öffentliche Seiten',
  program: 'Programm öffentlich zeigen',
  registration: 'Anmeldung öffnen',
  checkin: 'Check-in öffnen',
  on: 'Eingeschaltet.',
  off: 'Ausgeschaltet: die Seite zeigt „Kein Zugriff“.',
} as const;

export const DOOR_CODE_TEXT = {
  label: 'Code am Eingang',
  help: 'Ist ein Code gesetzt, fragt die Check-in-Seite danach: Nur wer vor Ort ist und den Aushang sieht, kann einchecken. Der Code steht auch auf dem QR-Code-PDF. Leer lassen: kein Code.',
  placeholder: 'z. B. AULA7',
  save: 'Code speichern',
  saved: (code: string) => (code ? `Code am Eingang gespeichert: ${code}` : 'Code am Eingang entfernt.'),
  invalid: EVENT_MESSAGES.doorCodeInvalid,
} as const;

export const EXPORT_TEXT = {
  csv: 'Als CSV herunterladen',
  qr: 'QR-Codes als PDF',
  qrHelp: 'Ein QR-Code für die Anmeldung und einer für den Check-in, zum Ausdrucken.',
  certificates: 'Teilnahmebescheinigungen (PDF)',
  // Starts with the button's visible word, so that the name a screen reader hears contains what is seen.
  certificateFor: (name: string) => `Bescheinigung für ${name}`,
  certificateShort: 'Bescheinigung',
  running: 'Die Datei wird erstellt …',
  ready: 'Die Datei ist fertig.',
} as const;

/** A member's own registration on the event page (issue 28 §1). */
export const OWN_REGISTRATION_TEXT = {
  register: 'Anmelden',
  registered: EVENT_MESSAGES.ownRegistered,
  dialogTitle: 'Für das Event anmelden',
  asAccount: (name: string, mail: string) => `Du wirst als ${name} (${mail}) angemeldet. Die Bestätigung kommt per E-Mail.`,
  send: 'Anmelden',
  cancel: 'Abbrechen',
} as const;

export const PUBLIC_TEXT = {
  notFound: EVENT_MESSAGES.notFound,
  notFoundText: 'Prüfe den Link oder frag bei den Veranstaltenden nach.',
  noAccess: EVENT_MESSAGES.noAccess,
  noAccessText: {
    registration: 'Die Anmeldung zu diesem Event ist gerade nicht geöffnet.',
    checkin: 'Der Check-in für dieses Event ist gerade nicht geöffnet.',
    program: 'Das Programm dieses Events ist gerade nicht öffentlich.',
  },
  registerTitle: 'Anmeldung',
  checkinTitle: 'Check-in',
  programTitle: 'Programm',
  firstName: EVENT_DEFAULT_FIELD_LABELS.firstName,
  lastName: EVENT_DEFAULT_FIELD_LABELS.lastName,
  mail: EVENT_DEFAULT_FIELD_LABELS.mail,
  required: EVENT_MESSAGES.answerRequired,
  firstNameRequired: MESSAGES.firstNameRequired,
  lastNameRequired: MESSAGES.lastNameRequired,
  mailRequired: 'Bitte gib deine E-Mail-Adresse ein.',
  mailInvalid: MESSAGES.emailInvalid,
  // What the form promises (issue 24 §7, §18): a few mails a day at most, and no word on who is registered.
  registrationNote:
    'Die Bestätigung kommt per E-Mail; eine Adresse bekommt höchstens drei Bestätigungen am Tag. Ist die Adresse schon angemeldet, bleibt es bei der ersten Anmeldung.',
  doorCode: 'Code vom Eingang',
  doorCodeHelp: 'Der Code hängt am Eingang aus.',
  doorCodeRequired: EVENT_MESSAGES.doorCodeRequired,
  answerTooLong: EVENT_MESSAGES.answerTooLong,
  chooseOne: 'Bitte auswählen',
  register: 'Anmelden',
  checkin: 'Einchecken',
  registered: EVENT_MESSAGES.registered,
  checkedIn: EVENT_MESSAGES.checkedIn,
  registeredTitle: 'Angemeldet',
  checkedInTitle: 'Eingecheckt',
  another: 'Weitere Person eintragen',
  toProgram: 'Zum Programm',
  noProgram: 'Das Programm steht noch nicht fest.',
  by: (group: string) => `Veranstaltet von ${group}`,
  textMax: EVENT_TEXT_ANSWER_MAX_LENGTH,
} as const;
