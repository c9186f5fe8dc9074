// Registrations or attendees of one event as CSV (issue 14): a header row, one row per person, the default
// fields first, then one column per custom field in the event's order, then when the person came in.
// The product's one CSV writer adds the BOM, the German delimiter and neutralises formulas: every cell
// here was typed by an anonymous visitor of a public page.
import { CsvColumn, toCsv } from '../../../common/export/csv';
import { germanDateTime } from '../../../common/export/german-dates';
import { answerText, ExportField, ExportPerson } from './event-export-content';

export type PeopleList = 'registrations' | 'attendees';

const TIME_HEADER: Record<PeopleList, string> = {
  registrations: 'Angemeldet am',
  attendees: 'Eingecheckt am',
};

export function peopleColumns(list: PeopleList, fields: ExportField[]): CsvColumn<ExportPerson>[] {
  return [
    { header: 'Vorname', value: (p) => p.firstName },
    { header: 'Nachname', value: (p) => p.lastName },
    { header: 'E-Mail', value: (p) => p.mail },
    ...fields.map((f): CsvColumn<ExportPerson> => ({ header: f.name, value: (p) => answerText(p.answers[f.id]) })),
    { header: TIME_HEADER[list], value: (p) => germanDateTime(p.at) },
  ];
}

export function renderPeopleCsv(list: PeopleList, fields: ExportField[], people: Iterable<ExportPerson>): Buffer {
  return toCsv(peopleColumns(list, fields), people);
}
