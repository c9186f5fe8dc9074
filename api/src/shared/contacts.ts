// Contact groups and contacts (issue 16 §1): the views the API sends, the import preview, the rules the
// web forms mirror and their German messages. Pure TypeScript: api, workers and web import it (`#shared/contacts`).
import type { Page } from './page';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MESSAGES, NAME_MAX_LENGTH, TITLE_MAX_LENGTH } from './validation';

export const CONTACT_GROUP_TITLE_MAX_LENGTH = TITLE_MAX_LENGTH;
/** Plain text (not rich text). */
export const CONTACT_GROUP_DESCRIPTION_MAX_LENGTH = 2000;

/**
 * The view access of a contact group created without one (issue 24): level 2, so teachers' and partners'
 * addresses are not handed to every self-joined guest. Capped at the creator's own level, so that a
 * network member (level 1) still sees the group they made.
 */
export const CONTACT_GROUP_DEFAULT_VIEW_ACCESS = 2;

export function defaultContactViewAccess(ownLevel: number): number {
  return Math.min(CONTACT_GROUP_DEFAULT_VIEW_ACCESS, ownLevel);
}

/** The contact fields in the order of forms, tables and the CSV export. */
export const CONTACT_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'organisation',
  'mail',
  'phone',
  'description',
  'street',
  'zip',
  'city',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Every field is optional except that a contact needs a first or a last name. Empty text is stored as ''. */
export const CONTACT_FIELD_MAX_LENGTH: Record<ContactField, number> = {
  title: 50,
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  organisation: 200,
  mail: EMAIL_MAX_LENGTH,
  phone: 50,
  description: 2000,
  street: 200,
  zip: 5,
  city: 100,
};

/** German labels: form labels, table headers and the CSV export's header row (the import reads them back). */
export const CONTACT_FIELD_LABELS: Record<ContactField, string> = {
  title: 'Anrede/Titel',
  firstName: 'Vorname',
  lastName: 'Nachname',
  organisation: 'Organisation',
  mail: 'E-Mail',
  phone: 'Telefon',
  description: 'Beschreibung',
  street: 'Straße',
  zip: 'PLZ',
  city: 'Ort',
};

/** Five digits (German postcode). */
export const CONTACT_ZIP_PATTERN = /^\d{5}$/;

export const CONTACT_MESSAGES = {
  groupTitleRequired: MESSAGES.titleRequired,
  nameRequired: 'Bitte gib einen Vornamen oder einen Nachnamen ein.',
  mailInvalid: MESSAGES.emailInvalid,
  zipInvalid: 'Bitte gib eine gültige Postleitzahl ein.',
  tooLong: MESSAGES.tooLong,
  viewAccessInvalid: 'Diese Rolle gibt es in dieser Gruppe nicht.',
  viewAccessAboveOwn: 'Du kannst eine Kontaktgruppe nicht nur für Rollen über deiner eigenen sichtbar machen.',
  groupNotFound: 'Die Kontaktgruppe wurde nicht gefunden.',
  contactNotFound: 'Der Kontakt wurde nicht gefunden.',
  /** Bulk and import answer 400 with this message; `details` name each bad row (see ContactRowError). */
  rowsInvalid: (count: number) =>
    count === 1
      ? 'In einer Zeile ist ein Fehler. Es wurde nichts gespeichert.'
      : `In ${count} Zeilen sind Fehler. Es wurde nichts gespeichert.`,
  rowPrefix: (row: number) => `Zeile ${row}: `,
  importFileRequired: 'Bitte wähle eine Datei aus.',
  importFormatUnknown: 'Die Datei ist weder eine CSV-Datei noch eine vCard.',
  importEmpty: 'Die Datei enthält keine Kontakte.',
  importTooMany: (max: number) => `Eine Datei darf höchstens ${max} Kontakte enthalten.`,
  groupFull: (max: number) => `Eine Kontaktgruppe kann höchstens ${max} Kontakte enthalten. Lege für weitere eine neue Gruppe an.`,
  importNoKnownColumn: 'Die CSV-Datei hat keine bekannte Spalte (z. B. Vorname, Nachname, E-Mail).',
  importEncoding: 'Die Datei ist nicht in UTF-8 kodiert.',
  importVcardInvalid: 'Die vCard-Datei konnte nicht gelesen werden.',
  importCsvInvalid: (line: number) => `Die CSV-Datei konnte ab Zeile ${line} nicht gelesen werden.`,
  notText: 'Dieses Feld muss ein Text sein.',
  notAContact: 'Dieser Eintrag ist kein Kontakt.',
  unknownField: (name: string) => `Das Feld „${name}“ gibt es bei Kontakten nicht.`,
  imported: (count: number) => (count === 1 ? 'Ein Kontakt wurde importiert.' : `${count} Kontakte wurden importiert.`),
  groupDeleted: 'Die Kontaktgruppe wurde gelöscht.',
  contactDeleted: 'Der Kontakt wurde gelöscht.',
} as const;

/** Most contacts in one bulk request or one import file (a group's contacts are few). */
export const CONTACT_BULK_MAX = 1000;
/** Most contacts in one group: the export answers a whole group at once, so a group stays that small. */
export const CONTACT_GROUP_MAX = 5000;
/** Largest import file. */
export const CONTACT_IMPORT_MAX_BYTES = 1024 * 1024;

/** Body of POST .../contact (with `contactGroupId`), PUT .../contact/{contactId}, and one item of bulk. */
export type ContactInput = Partial<Record<ContactField, string>>;
export interface ContactCreateInput extends ContactInput {
  contactGroupId: string;
}
/** POST .../contact/bulk. */
export interface ContactBulkInput {
  contactGroupId: string;
  contacts: ContactInput[];
}
/** 201 answer of POST .../contact/bulk. */
export interface ContactBulkResult {
  created: number;
}

/** POST/PUT .../contactgroup. */
export interface ContactGroupInput {
  title: string;
  description?: string;
  viewAccess?: number;
}

export interface ContactView extends Record<ContactField, string> {
  _id: string;
  contactGroupId: string;
  createdAt: string;
  updatedAt: string;
}
export type ContactPage = Page<ContactView>;

/** One contact group in the list (GET .../contactgroup). */
export interface ContactGroupView {
  _id: string;
  tenantId: string;
  title: string;
  description: string;
  viewAccess: number;
  viewAccessLabel: string;
  contactCount: number;
  mayEdit: boolean;
  mayDelete: boolean;
  createdAt: string;
  updatedAt: string;
}
export type ContactGroupPage = Page<ContactGroupView>;

/**
 * GET .../contactgroup/{contactGroupId}?page=&pageSize=&text=&sort= : the group with one page of its contacts,
 * filtered by `text` (name, e-mail, city, …) and sorted by CONTACT_SORT_FIELDS (default `lastName`).
 */
export interface ContactGroupDetailView extends ContactGroupView {
  contacts: ContactPage;
}
export const CONTACT_SORT_FIELDS = ['lastName', 'firstName', 'mail', 'city', 'zip', 'createdAt'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];

/**
 * A bad row of bulk or import. In the 400 answer's `details` each error is `{ field: 'rows.{row}.{field}', message }`
 * with `row` counted from 1 and the message starting with 'Zeile {row}: '. In the preview it is this shape.
 */
export interface ContactRowError {
  /** null: the row as a whole (e.g. an unreadable vCard). */
  field: ContactField | null;
  message: string;
}
export const contactRowErrorField = (row: number, field: ContactField | null): string => (field ? `rows.${row}.${field}` : `rows.${row}`);

export const CONTACT_IMPORT_FORMATS = ['csv', 'vcard'] as const;
export type ContactImportFormat = (typeof CONTACT_IMPORT_FORMATS)[number];

export interface ContactImportRow {
  /** Counted from 1: the first contact (the CSV line after the header, or the first vCard). */
  row: number;
  contact: ContactInput;
  errors: ContactRowError[];
}

/**
 * POST .../contactgroup/{contactGroupId}/import?dryRun=true (multipart `file`): the parsed rows, nothing saved.
 * Without dryRun the same file is saved all or nothing: 201 with ContactImportResult, or 400 (rowsInvalid) with details.
 */
export interface ContactImportPreview {
  format: ContactImportFormat;
  rows: ContactImportRow[];
  validCount: number;
  errorCount: number;
  /** CSV columns that were not recognised and are ignored (original header text). */
  ignoredColumns: string[];
}
export interface ContactImportResult {
  imported: number;
}

/** GET .../contactgroup/{contactGroupId}/export?format=csv|vcard downloads a file (Content-Disposition attachment). */
export const CONTACT_EXPORT_FORMATS = CONTACT_IMPORT_FORMATS;

/** The one validation of a contact, for the API (single, bulk, import) and the web form alike. */
export function validateContact(input: ContactInput): ContactRowError[] {
  const errors: ContactRowError[] = [];
  for (const field of CONTACT_FIELDS) {
    const value = input[field];
    if (value !== undefined && typeof value !== 'string') errors.push({ field, message: CONTACT_MESSAGES.notText });
    // E-mail and postcode answer their own sentence for any wrong value, too long included.
    else if (field !== 'mail' && field !== 'zip' && (value ?? '').length > CONTACT_FIELD_MAX_LENGTH[field]) {
      errors.push({ field, message: MESSAGES.tooLong(CONTACT_FIELD_MAX_LENGTH[field]) });
    }
  }
  if (errors.length > 0) return errors;
  const mail = input.mail?.trim() ?? '';
  const zip = input.zip?.trim() ?? '';
  if (!input.firstName?.trim() && !input.lastName?.trim()) errors.push({ field: 'lastName', message: CONTACT_MESSAGES.nameRequired });
  if (mail && (mail.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(mail)))
    errors.push({ field: 'mail', message: CONTACT_MESSAGES.mailInvalid });
  if (zip && !CONTACT_ZIP_PATTERN.test(zip)) errors.push({ field: 'zip', message: CONTACT_MESSAGES.zipInvalid });
  return errors;
}
