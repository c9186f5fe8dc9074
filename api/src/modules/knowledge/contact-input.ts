// One way from untrusted contact data (a JSON body, a bulk item, an import row) to the columns stored:
// every text cleaned alike, then the shared rule (#shared/contacts validateContact). Why here and not only in
// DTOs: bulk and import must report errors per row counted from 1, which nested DTO validation cannot.
import { HttpStatus } from '@nestjs/common';
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGES as CM,
  ContactField,
  ContactInput,
  ContactRowError,
  contactRowErrorField,
  validateContact,
} from '#shared/contacts';
import { DomainException } from '../../core/domain.exception';

export type ContactColumns = Record<ContactField, string>;

export interface CheckedContact {
  contact: ContactColumns;
  errors: ContactRowError[];
}

export interface CheckedRow extends CheckedContact {
  /** Counted from 1. */
  row: number;
}

// Control characters never belong in a contact (the validation pipe refuses them in bodies; files bring them too).
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u202A-\u202E\u2066-\u2069]/g;

/** NFC (umlauts from a Mac file compare and count equal), no control characters, trimmed; one line except the description. */
export function cleanText(field: ContactField, value: string): string {
  const text = value.normalize('NFC').replace(CONTROL, '');
  if (field === 'description') return text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').trim();
  return text.replace(/\s+/g, ' ').trim();
}

export const emptyContact = (): ContactColumns => Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as ContactColumns;

/**
 * A whole contact from `raw` (missing fields empty). `base` is the stored contact of an update: fields left
 * out keep their value, and the merged contact is what the rule checks.
 */
export function checkContact(raw: unknown, base?: ContactColumns): CheckedContact {
  const contact = { ...(base ?? emptyContact()) };
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { contact, errors: [{ field: null, message: CM.notAContact }] };
  const errors: ContactRowError[] = [];
  const input: ContactInput = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!(CONTACT_FIELDS as readonly string[]).includes(key)) {
      errors.push({ field: null, message: CM.unknownField(key.slice(0, 50)) });
      continue;
    }
    const field = key as ContactField;
    if (value === undefined) continue;
    if (value === null) input[field] = '';
    else if (typeof value !== 'string') errors.push({ field, message: CM.notText });
    else input[field] = cleanText(field, value);
  }
  Object.assign(contact, input);
  if (errors.length > 0) return { contact, errors };
  return { contact, errors: validateContact(contact) };
}

/** Rows 1..n of a bulk body or an import, each checked on its own. */
export function checkRows(raws: readonly unknown[]): CheckedRow[] {
  return raws.map((raw, index) => ({ row: index + 1, ...checkContact(raw) }));
}

/**
 * The 400 of a bulk or import with bad rows: nothing is saved, and `details` name each problem as
 * `rows.{row}.{field}` with the message prefixed by 'Zeile {row}: '.
 */
export function rowsInvalid(rows: readonly CheckedRow[]): DomainException {
  const bad = rows.filter((row) => row.errors.length > 0);
  const details = bad.flatMap(({ row, errors }) =>
    errors.map((error) => ({ field: contactRowErrorField(row, error.field), message: `${CM.rowPrefix(row)}${error.message}` })),
  );
  return new DomainException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', CM.rowsInvalid(bad.length), details);
}

/** The 400 of a single contact (POST, PUT): the fields as the validation pipe names them. */
export function contactInvalid(errors: readonly ContactRowError[]): DomainException {
  const details = errors.map((error) => ({ field: error.field ?? 'contact', message: error.message }));
  return new DomainException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', details[0].message, details);
}
