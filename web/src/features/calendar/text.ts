import { CALENDAR_MESSAGES } from '#shared/calendar';
import { GLOSSARY } from '#shared/glossary';
import { INTEGRATION_LABELS } from '#shared/integrations';
import { MESSAGES } from '#shared/validation';

// German strings of the calendar screens ('du'; the SPEC's sentences verbatim).
export const CALENDAR_TEXT = {
  calendar: INTEGRATION_LABELS.calendar,
  newEntry: `Neuer ${GLOSSARY.calendarEntry.one}`,
  // FullCalendar names month and week itself (its German locale); the list view and the arrows are named here.
  views: { list: 'Liste', prev: 'Zurück', next: 'Weiter' },
  calendarLabel: 'Kalender der Gruppe',
  noneInView: 'Keine Termine in diesem Zeitraum.',
  upcoming: 'Anstehende Termine',
  noUpcoming: 'Keine anstehenden Termine.',
  noUpcomingText: 'Hier stehen die nächsten Termine der Gruppe, sobald jemand einen einträgt.',
  addEntry: 'Termin eintragen',
  addOnDate: 'Termin an diesem Tag eintragen',
  onDate: 'Termine am',
  onDateLabel: 'Tag auswählen',
  noneOnDate: 'An diesem Tag gibt es keine Termine.',
  columns: { entry: 'Termin', when: 'Wann', location: 'Ort' },
  allDay: 'ganztägig',
} as const;

export const ENTRY_TEXT = {
  createTitle: 'Neuer Termin',
  editTitle: 'Termin bearbeiten',
  title: 'Titel',
  range: 'Zeitraum',
  rangeStart: 'Beginn',
  rangeEnd: 'Ende',
  allDay: 'Ganztägig',
  location: 'Ort',
  notes: 'Notizen',
  color: 'Farbe',
  description: 'Beschreibung',
  viewAccess: 'Sichtbar ab',
  viewAccessHelp: 'Mitglieder mit dieser Rolle und allen höheren sehen den Termin.',
  materials: 'Materialien',
  author: (name: string) => `Eingetragen von ${name}`,
  titleRequired: MESSAGES.titleRequired,
  startRequired: CALENDAR_MESSAGES.startRequired,
  endRequired: 'Bitte gib ein Ende an.',
  endBeforeStart: CALENDAR_MESSAGES.endBeforeStart,
  created: 'Der Termin wurde eingetragen.',
  saved: 'Der Termin wurde gespeichert.',
  deleted: CALENDAR_MESSAGES.entryDeleted,
  delete: 'Löschen',
  deleteTitle: 'Termin löschen',
  deleteText: (title: string) => `Möchtest du den Termin „${title}“ löschen?`,
  ics: 'Als .ics herunterladen',
  /** SPEC 4: a change of the view access warns about reduced or increased visibility. */
  lessVisible: (label: string) => `Weniger Mitglieder sehen diesen Termin: nur noch ${label} und höher.`,
  moreVisible: (label: string) => `Mehr Mitglieder sehen diesen Termin: ab jetzt auch ${label} und höher.`,
  otherColor: 'Eigene Farbe',
  colorNames: {
    '#1d4ed8': 'Blau',
    '#0f766e': 'Petrol',
    '#2e7d32': 'Grün',
    '#b45309': 'Orange',
    '#c62828': 'Rot',
    '#be185d': 'Pink',
    '#6d28d9': 'Violett',
    '#4b5563': 'Grau',
  } as Record<string, string>,
} as const;

export const FEED_TEXT = {
  title: 'Kalender abonnieren (iCal)',
  intro:
    'Mit deinem persönlichen Link kannst du die Termine, die du sehen darfst, in deiner Kalender-App abonnieren (zum Beispiel Outlook, Google Kalender oder Apple Kalender). Gib den Link nicht weiter. Er zeigt immer, was deine Rolle gerade sehen darf, und endet, wenn du die Gruppe verlässt.',
  urlLabel: 'Dein iCal-Link',
  copy: 'Kopieren',
  copyLabel: 'iCal-Link kopieren',
  copyManually: 'Der Link ist markiert: Kopiere ihn mit Strg+C.',
  off: 'Die iCal-Links dieser Gruppe sind ausgeschaltet.',
  membersOnly: 'Nur Mitglieder der Gruppe erhalten einen persönlichen iCal-Link.',
  offAskAdmin: `Die ${GLOSSARY.groupAdministration} kann sie einschalten.`,
  switchLabel: 'iCal-Links für diese Gruppe',
  deactivated: 'Die iCal-Links sind ausgeschaltet.',
  deactivateTitle: 'iCal-Links ausschalten?',
  deactivateText: 'Alle bisherigen iCal-Links der Gruppe werden ungültig. Abonnierte Kalender erhalten keine Termine mehr.',
  deactivate: 'Ausschalten',
  renew: 'Link erneuern',
  renewTitle: 'iCal-Link erneuern?',
  renewText:
    'Dein bisheriger Link wird sofort ungültig, zum Beispiel wenn du ihn versehentlich weitergegeben hast. Trage den neuen Link in deiner Kalender-App ein.',
  renewed: 'Dein iCal-Link wurde erneuert.',
  rotate: 'Alle Links widerrufen',
  rotateTitle: 'Alle iCal-Links widerrufen?',
  rotateText:
    'Die persönlichen Links aller Mitglieder werden sofort ungültig. Jedes Mitglied findet hier einen neuen Link und muss ihn in seiner Kalender-App neu eintragen.',
  rotated: 'Alle iCal-Links wurden widerrufen.',
} as const;
