// Contacts as CSV. Reads what people bring (UTF-8 with or without BOM, comma or semicolon, German or English
// headers in any order, unknown columns ignored) and writes with the product's one CSV writer (BOM, semicolons,
// formulas neutralised). Reading undoes that neutralising (the apostrophe here, the zero-width space of a
// phone cell in contact-input's cleanText), so an export imports back field for field.
import { parse } from 'csv-parse/sync';
import { CONTACT_FIELD_LABELS, CONTACT_FIELDS, CONTACT_MESSAGES as CM, ContactField } from '#shared/contacts';
import { CsvColumn, textCell, toCsv } from '../../common/export/csv';
import { Errors } from '../../core/domain.exception';
import type { ContactColumns } from './contact-input';

/** Header spellings per field, compared as headerKey() gives them (lower case, letters only). */
const HEADER_ALIASES: Record<ContactField, string[]> = {
  title: ['anredetitel', 'anrede', 'titel', 'title', 'salutation', 'prefix', 'honorificprefix'],
  firstName: ['vorname', 'firstname', 'givenname', 'first'],
  lastName: ['nachname', 'lastname', 'familienname', 'surname', 'familyname', 'last'],
  organisation: ['organisation', 'organization', 'firma', 'unternehmen', 'institution', 'schule', 'company', 'org'],
  mail: ['email', 'mail', 'emailadresse', 'mailadresse', 'emailaddress'],
  phone: ['telefon', 'telefonnummer', 'tel', 'phone', 'phonenumber', 'telephone', 'mobil', 'handy'],
  description: ['beschreibung', 'description', 'notiz', 'notizen', 'bemerkung', 'bemerkungen', 'note', 'notes'],
  street: ['strasse', 'straße', 'street', 'adresse', 'address', 'streetaddress'],
  zip: ['plz', 'postleitzahl', 'zip', 'zipcode', 'postalcode', 'postcode'],
  city: ['ort', 'stadt', 'wohnort', 'city', 'town', 'locality'],
};

const FIELD_BY_HEADER = new Map(CONTACT_FIELDS.flatMap((field) => HEADER_ALIASES[field].map((alias) => [alias, field] as const)));

/** 'E-Mail' → 'email', 'first_name' → 'firstname', 'Anrede/Titel' → 'anredetitel'. */
export function headerKey(header: string): string {
  return header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^a-zäöüß]/g, '');
}

/** What the export puts in front (common/export/csv.ts): an apostrophe before a formula start, a zero-width space before a phone. */
const NEUTRALISED = /^(?:'(?=[=+\-@\t\r])|\u200B)/;

export interface ParsedContactFile {
  /** One record per contact, with the recognised fields only (raw text, not yet cleaned). */
  records: Partial<ContactColumns>[];
  ignoredColumns: string[];
}

/** Semicolon when the header line has more semicolons than commas outside quotes (German Excel), else comma. */
export function detectDelimiter(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

export function parseContactCsv(text: string): ParsedContactFile {
  const body = text.replace(/^\uFEFF/, '');
  let rows: string[][];
  try {
    rows = parse(body, {
      delimiter: detectDelimiter(body),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as string[][];
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 1;
    throw Errors.badRequest('CONTACT_IMPORT_INVALID', CM.importCsvInvalid(line));
  }
  const [header = [], ...data] = rows;
  const columns = header.map((cell) => FIELD_BY_HEADER.get(headerKey(cell)) ?? null);
  // A field named twice is read from its first column; later ones count as ignored.
  const seen = new Set<ContactField>();
  const used = columns.map((field) => (field && !seen.has(field) ? (seen.add(field), field) : null));
  if (seen.size === 0) throw Errors.badRequest('CONTACT_IMPORT_NO_COLUMN', CM.importNoKnownColumn);
  const records = data.map((cells) => {
    const record: Partial<ContactColumns> = {};
    used.forEach((field, index) => {
      if (field) record[field] = (cells[index] ?? '').replace(NEUTRALISED, '');
    });
    return record;
  });
  const ignoredColumns = header.filter((cell, index) => !used[index] && cell.trim() !== '').map((cell) => cell.trim().slice(0, 100));
  return { records, ignoredColumns };
}

const CSV_COLUMNS: CsvColumn<ContactColumns>[] = CONTACT_FIELDS.map((field) => ({
  header: CONTACT_FIELD_LABELS[field],
  // Phone numbers stay text as written ('+49 …', '0221 …'), without a visible apostrophe: see textCell.
  value: field === 'phone' ? (contact) => textCell(contact.phone) : (contact) => contact[field],
}));

/** The export: German headers in CONTACT_FIELDS order, one line per contact. */
export function writeContactCsv(contacts: Iterable<ContactColumns>): Buffer {
  return toCsv(CSV_COLUMNS, contacts);
}
