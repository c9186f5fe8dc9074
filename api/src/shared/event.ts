// Events (issue 14): the views the API sends, the rules the web forms mirror and their German messages.
// Pure TypeScript: api, workers and web import it (`#shared/event`).
import type { FormerMember } from './account-deletion';
import type { MaterialView } from './files';
import type { Page } from './page';
import { TITLE_MAX_LENGTH } from './validation';

export const EVENT_TITLE_MAX_LENGTH = TITLE_MAX_LENGTH;
export const EVENT_LOCATION_MAX_LENGTH = 200;
/** Sanitised HTML from the editor; markup counts. */
export const EVENT_DESCRIPTION_MAX_LENGTH = 20_000;
export const EVENT_PROGRAM_MAX_ITEMS = 100;
/** Free text such as "09:30" or "09:30–10:15". */
export const EVENT_PROGRAM_TIME_MAX_LENGTH = 50;
export const EVENT_PROGRAM_DESCRIPTION_MAX_LENGTH = 10_000;
export const EVENT_FIELD_MAX_COUNT = 30;
export const EVENT_FIELD_NAME_MAX_LENGTH = 100;
export const EVENT_FIELD_MAX_OPTIONS = 50;
export const EVENT_FIELD_OPTION_MAX_LENGTH = 100;
/** A text answer (issue 14 §1). */
export const EVENT_TEXT_ANSWER_MAX_LENGTH = 1000;
/** The optional code shown at the door that a check-in must name (issue 24 §18): letters and digits. */
export const EVENT_DOOR_CODE_MAX_LENGTH = 20;
export const EVENT_DOOR_CODE_PATTERN = /^[\p{L}\p{N}]*$/u;

/** `sort` of the tenant list: a field, or `-field` for descending. Default `startDate`. */
export const EVENT_SORT_FIELDS = ['startDate', 'endDate', 'title', 'createdAt', 'updatedAt'] as const;
export type EventSortField = (typeof EVENT_SORT_FIELDS)[number];
/** `when` of the tenant list: upcoming = not yet ended, past = ended. Left out: all. */
export const EVENT_LIST_WHEN = ['upcoming', 'past'] as const;
export type EventListWhen = (typeof EVENT_LIST_WHEN)[number];
/** `sort` of the registration and attendee lists. Default `-createdAt`. */
export const EVENT_PARTICIPANT_SORT_FIELDS = ['createdAt', 'lastName', 'firstName', 'mail'] as const;

export enum EventFieldType {
  TEXT = 'text',
  SINGLE = 'single',
  MULTIPLE = 'multiple',
}
export const EVENT_FIELD_TYPES = Object.values(EventFieldType);
export const EVENT_FIELD_TYPE_LABELS: Record<EventFieldType, string> = {
  [EventFieldType.TEXT]: 'Text',
  [EventFieldType.SINGLE]: 'Einfachauswahl',
  [EventFieldType.MULTIPLE]: 'Mehrfachauswahl',
};

/** The three public pages; off means the page shows 'Kein Zugriff' (SPEC 4). */
export interface EventSwitches {
  program: boolean;
  registration: boolean;
  checkin: boolean;
}
export const EVENT_SWITCH_KEYS = ['program', 'registration', 'checkin'] as const;
export type EventSwitchKey = (typeof EVENT_SWITCH_KEYS)[number];

/** One custom field; asked by registration and check-in alike. `options` is empty for text fields. */
export interface EventCustomField {
  _id: string;
  name: string;
  type: EventFieldType;
  options: string[];
  required: boolean;
}

/** One programme item (the table-of-contents part of the configuration), in programme order. */
export interface EventProgramItem {
  _id: string;
  time: string;
  title: string;
  /** Sanitised HTML. */
  description: string;
  materials: MaterialView[];
}

export interface EventConfiguration {
  toc: EventProgramItem[];
}

export interface EventPerson {
  _id: string;
  contact: { first_name: string; last_name: string };
}

/** A choice is answered by its option's label, multiple choice by a list of labels. */
export type EventAnswerValue = string | string[];

/** One event (GET/POST/PUT answer, list item, dashboard item). */
export interface EventView {
  _id: string;
  tenantId: string;
  title: string;
  /** Sanitised HTML; render it as it comes. */
  description: string;
  location: string;
  /** ISO instants (UTC). */
  startDate: string;
  endDate: string;
  viewAccess: number;
  viewAccessLabel: string;
  /** Null while none is known; `FormerMember` once the author's account is deleted. */
  author: EventPerson | FormerMember | null;
  materials: MaterialView[];
  switches: EventSwitches;
  configuration: EventConfiguration;
  customFields: EventCustomField[];
  /** The code shown at the door, for callers with `event:edit`; null for everyone else and when none is set. */
  doorCode: string | null;
  /** Counts for callers with `event:edit`; null for everyone else (participants stay hidden). */
  registrationCount: number | null;
  attendeeCount: number | null;
  mayEdit: boolean;
  mayDelete: boolean;
  createdAt: string;
  updatedAt: string;
}
export type EventPage = Page<EventView>;

/** One answer as listed: the field's current name, or the name it had when answered if it is gone. */
export interface EventAnswerView {
  fieldId: string;
  name: string;
  value: EventAnswerValue;
}

export interface EventRegistrationView {
  _id: string;
  eventId: string;
  firstName: string;
  lastName: string;
  mail: string;
  answers: EventAnswerView[];
  createdAt: string;
}
export type EventRegistrationPage = Page<EventRegistrationView>;

export interface EventAttendeeView extends EventRegistrationView {
  checkedInAt: string;
}
export type EventAttendeePage = Page<EventAttendeeView>;

/** Only what the public pages need (never view access, author, participants or non-programme materials). */
export interface PublicEventView {
  _id: string;
  title: string;
  startDate: string;
  endDate: string;
  location: string;
  switches: EventSwitches;
  /** The programme while its switch is on, else empty. Downloads: `/api/event/public/event/{eventId}/material/{materialId}`. */
  program: EventProgramItem[];
  /** The form while registration or check-in is on, else empty. First name, last name and e-mail are always asked too. */
  customFields: EventCustomField[];
  /** Whether the check-in asks for the code shown at the door (never the code itself). */
  doorCodeRequired: boolean;
  /** The group's name, for the page heading. */
  tenantName: string;
}

/** POST /event/public/event/{eventId}/registration and /attendee. */
export interface EventParticipantInput {
  firstName: string;
  lastName: string;
  mail: string;
  answers?: Record<string, EventAnswerValue>;
  /** Check-in only, when the event has a door code. */
  doorCode?: string;
}

/** A member registering from inside the app: the account gives name and address, the body only the custom fields. */
export interface OwnRegistrationInput {
  answers?: Record<string, EventAnswerValue>;
}

/** Whether the logged-in member's address is registered for the event (by the app or the public form). */
export interface OwnRegistrationView {
  registered: boolean;
}

export const EVENT_MESSAGES = {
  notFound: 'Event nicht gefunden',
  noAccess: 'Kein Zugriff',
  endBeforeStart: 'Das Ende darf nicht vor dem Beginn liegen.',
  startRequired: 'Bitte gib einen Beginn an.',
  endRequired: 'Bitte gib ein Ende an.',
  dateInvalid: 'Bitte gib ein gültiges Datum an.',
  jsonInvalid: 'Dieses Feld muss gültiges JSON sein.',
  viewAccessInvalid: 'Diese Rolle gibt es in dieser Gruppe nicht.',
  viewAccessAboveOwn: 'Du kannst ein Event nicht nur für Rollen über deiner eigenen sichtbar machen.',
  fieldNameRequired: 'Bitte gib einen Namen für das Feld ein.',
  fieldNameDuplicate: 'Es gibt bereits ein Feld mit diesem Namen.',
  /** Also for the default fields' names: a custom field cannot be called "E-Mail". */
  fieldNameReserved: 'Dieser Name ist für ein Standardfeld reserviert.',
  fieldTypeRequired: 'Bitte wähle einen Feldtyp aus.',
  fieldOptionsRequired: 'Bitte gib mindestens eine Option an.',
  fieldOptionDuplicate: 'Jede Option darf nur einmal vorkommen.',
  fieldOptionEmpty: 'Optionen dürfen nicht leer sein.',
  programTitleRequired: 'Bitte gib einen Titel für den Programmpunkt ein.',
  answerRequired: 'Dieses Feld ist erforderlich.',
  answerNotAnOption: 'Bitte wähle eine der angebotenen Optionen.',
  answerNotOptions: 'Bitte wähle nur angebotene Optionen.',
  answerTooLong: `Die Antwort darf höchstens ${EVENT_TEXT_ANSWER_MAX_LENGTH} Zeichen lang sein.`,
  answerUnknownField: 'Dieses Feld gibt es bei diesem Event nicht.',
  registered: 'Du bist angemeldet. Eine Bestätigung ist per E-Mail unterwegs.',
  /** A member's own registration from inside the app (issue 28 §1). */
  ownRegistered: 'Du bist angemeldet.',
  alreadyRegistered: 'Du bist bereits angemeldet.',
  checkedIn: 'Du bist eingecheckt. Viel Spaß!',
  doorCodeRequired: 'Bitte gib den Code vom Eingang ein.',
  doorCodeInvalid: `Der Code am Eingang besteht aus höchstens ${EVENT_DOOR_CODE_MAX_LENGTH} Buchstaben und Ziffern.`,
  eventDeleted: 'Das Event wurde gelöscht.',
  registrationDeleted: 'Die Anmeldung wurde gelöscht.',
  attendeeDeleted: 'Der Check-in wurde gelöscht.',
} as const;

/** Default fields, always present and required, in this order. */
export const EVENT_DEFAULT_FIELD_LABELS = { firstName: 'Vorname', lastName: 'Nachname', mail: 'E-Mail' } as const;

/** Public page paths (the QR codes point here with PUBLIC_URL in front). */
export const eventRegistrationPath = (eventId: string): string => `/event-registration/${eventId}`;
export const eventCheckinPath = (eventId: string): string => `/event-checkin/${eventId}`;
export const eventProgramPath = (eventId: string): string => `/event-program/${eventId}`;
