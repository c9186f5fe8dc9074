// The calendar entry as the API sends it and the rules the web form mirrors (issue 12 §2).
// Pure TypeScript: api, workers and web import it (`#shared/calendar`).
import type { FormerMember } from './account-deletion';
import type { MaterialView } from './files';
import type { Page } from './page';
import { TITLE_MAX_LENGTH } from './validation';

export const CALENDAR_TITLE_MAX_LENGTH = TITLE_MAX_LENGTH;
export const CALENDAR_LOCATION_MAX_LENGTH = 200;
export const CALENDAR_NOTES_MAX_LENGTH = 2000;
/** Sanitised HTML from the editor; markup counts. */
export const CALENDAR_DESCRIPTION_MAX_LENGTH = 20_000;
/** The colours the entry dialog offers; each carries white lettering at 4.5:1. */
export const CALENDAR_COLOURS = ['#1d4ed8', '#0f766e', '#2e7d32', '#b45309', '#c62828', '#be185d', '#6d28d9', '#4b5563'] as const;
/** What an entry gets when no colour is sent: the first of the dialog's colours. */
export const CALENDAR_DEFAULT_COLOUR = CALENDAR_COLOURS[0];

/** `sort` of the list: a field, or `-field` for descending. Default `startDate`. */
export const CALENDAR_SORT_FIELDS = ['startDate', 'endDate', 'title', 'createdAt', 'updatedAt'] as const;
export type CalendarSortField = (typeof CALENDAR_SORT_FIELDS)[number];

export const CALENDAR_MESSAGES = {
  startRequired: 'Bitte gib einen Beginn an.',
  /** An end sent empty; leaving the field out makes the entry end when it starts. */
  endRequired: 'Bitte gib ein Ende an.',
  /** Same sentence as every date range of the product (common/validation/fields.ts). */
  endBeforeStart: 'Das Ende darf nicht vor dem Beginn liegen.',
  dateInvalid: 'Bitte gib ein gültiges Datum an.',
  viewAccessInvalid: 'Diese Rolle gibt es in dieser Gruppe nicht.',
  viewAccessAboveOwn: 'Du kannst einen Termin nicht nur für Rollen über deiner eigenen sichtbar machen.',
  allDayInvalid: 'Ganztägig muss ja oder nein sein.',
  entryDeleted: 'Der Termin wurde gelöscht.',
} as const;

export interface CalendarPerson {
  _id: string;
  contact: { first_name: string; last_name: string };
}

/** One calendar entry (GET/POST/PUT answer, list item, dashboard item). */
export interface CalendarEntry {
  _id: string;
  tenantId: string;
  title: string;
  /** Sanitised HTML (the server's allow-list); render it, never re-sanitise differently. */
  description: string;
  location: string;
  notes: string;
  color: string;
  /** ISO instants (UTC). For all-day entries: Berlin midnight of the first and of the last day. */
  startDate: string;
  endDate: string;
  allDay: boolean;
  /** For all-day entries the Berlin calendar days (YYYY-MM-DD), the end day inclusive; null otherwise. */
  startDay: string | null;
  endDay: string | null;
  /** The lowest level that sees the entry. */
  viewAccess: number;
  viewAccessLabel: string;
  /** Null while none is known; `FormerMember` once the author's account is deleted. */
  author: CalendarPerson | FormerMember | null;
  materials: MaterialView[];
  /** What the caller may do with this entry (permission table and the author rule). */
  mayEdit: boolean;
  mayDelete: boolean;
  createdAt: string;
  updatedAt: string;
}

export type CalendarEntryPage = Page<CalendarEntry>;
