// What the event exports are rendered from, independent of how the event module stores it: the renderers
// (event-people.csv.ts, event-qr-codes.pdf.ts, event-certificates.pdf.ts) are pure functions of these.
import { germanDate } from '../../../common/export/german-dates';

/** A custom field as a column: its id (the key of the answers) and its current name. */
export interface ExportField {
  id: string;
  name: string;
}

/** One registration or check-in. `at` is when it was received (a check-in: its check-in time). */
export interface ExportPerson {
  firstName: string;
  lastName: string;
  mail: string;
  answers: Record<string, unknown>;
  at: Date;
}

/** What a PDF says about the event; `groupName` is the group (tenant) that holds it. */
export interface ExportEvent {
  _id: string;
  title: string;
  startDate: Date;
  endDate: Date | null;
  location: string | null;
  groupName: string;
  /** The code shown at the door that the check-in asks for (printed on the QR sheet); null: none. */
  doorCode?: string | null;
}

/** `am 27.11.2026`, or `vom 27.11.2026 bis 29.11.2026` for an event that spans several days. */
export function eventDays(event: Pick<ExportEvent, 'startDate' | 'endDate'>): string {
  const start = germanDate(event.startDate);
  const end = event.endDate ? germanDate(event.endDate) : start;
  return start === end ? `am ${start}` : `vom ${start} bis ${end}`;
}

/**
 * An answer as a spreadsheet cell: text as it is, a multiple choice as its labels joined by commas.
 * Anything else a stored answer could hold (a number, a flag) is shown as written; a missing one is empty.
 */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(answerText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** First and last name as printed on a certificate, without stray spaces. */
export function fullName(p: Pick<ExportPerson, 'firstName' | 'lastName'>): string {
  return `${p.firstName} ${p.lastName}`.replace(/\s+/g, ' ').trim();
}

/** The stored shape of an answer set: by field id, each with the field's name when it was answered. */
export type AnswersWithNames = Record<string, { name: string; value: unknown }>;

/**
 * The columns of a people list: the event's current custom fields in their order, then every field that
 * has answers but is gone from the event, under the name it had (so removing a field loses no answers).
 */
export function exportFields(current: readonly { _id: string; name: string }[], answerSets: Iterable<AnswersWithNames>): ExportField[] {
  const fields: ExportField[] = current.map((f) => ({ id: f._id, name: f.name }));
  const known = new Set(fields.map((f) => f.id));
  for (const answers of answerSets) {
    for (const [id, answer] of Object.entries(answers ?? {})) {
      if (known.has(id)) continue;
      known.add(id);
      fields.push({ id, name: `${answer?.name ?? 'Feld'} (entfernt)` });
    }
  }
  return fields;
}

/** A stored participant as the renderers take it: answers by field id, values only. */
export function exportPerson(row: Omit<ExportPerson, 'answers'> & { answers: AnswersWithNames }): ExportPerson {
  const answers: Record<string, unknown> = {};
  for (const [id, answer] of Object.entries(row.answers ?? {})) answers[id] = answer?.value;
  return { firstName: row.firstName, lastName: row.lastName, mail: row.mail, at: new Date(row.at), answers };
}

const byName = new Intl.Collator('de', { sensitivity: 'base' });

/** Certificates are handed out alphabetically: by last name, then first name, in German order. */
export function sortByName<T extends Pick<ExportPerson, 'firstName' | 'lastName'>>(people: T[]): T[] {
  return [...people].sort((a, b) => byName.compare(a.lastName, b.lastName) || byName.compare(a.firstName, b.firstName));
}
