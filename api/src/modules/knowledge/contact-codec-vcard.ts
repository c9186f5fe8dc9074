// Contacts as vCard 4.0 (RFC 6350) through ical.js, which escapes, folds and parses. Fields map as
// N (family; given; ; prefix = title), ORG (organisation; its first unit), EMAIL, TEL, NOTE (description) and ADR (street; locality = city;
// postal code = zip). Reading also takes vCard 3.0 and cards without N (then FN is split).
import ICAL from 'ical.js';
import { CONTACT_MESSAGES as CM } from '#shared/contacts';
import { Errors } from '../../core/domain.exception';
import type { ParsedContactFile } from './contact-codec-csv';
import type { ContactColumns } from './contact-input';

/** Whether the text is a vCard file rather than CSV. */
export function looksLikeVcard(text: string): boolean {
  return /^BEGIN:VCARD\b/i.test(text.replace(/^\uFEFF/, '').trimStart());
}

type JCard = [string, unknown[], unknown[]];

/** A structured or multi-valued value (N, ADR; commas in a component arrive as an array) as one text. */
function part(value: unknown, index: number): string {
  const component = Array.isArray(value) ? value[index] : index === 0 ? value : undefined;
  if (Array.isArray(component)) return component.map(String).join(', ');
  return typeof component === 'string' ? component : '';
}

function text(card: ICAL.Component, name: string): string {
  const value = card.getFirstPropertyValue(name);
  if (typeof value === 'string') return value;
  // A TEL as URI ('tel:+49…') or any other typed value: its text.
  return value === null || value === undefined ? '' : String(value as unknown);
}

function fromCard(card: ICAL.Component): Partial<ContactColumns> {
  const n = card.getFirstPropertyValue('n');
  const adr = card.getFirstPropertyValue('adr');
  let firstName = part(n, 1);
  let lastName = part(n, 0);
  if (!n) {
    // No N (allowed in 4.0): the formatted name's last word as the family name.
    const words = text(card, 'fn').trim().split(/\s+/).filter(Boolean);
    lastName = words.pop() ?? '';
    firstName = words.join(' ');
  }
  return {
    title: part(n, 3),
    firstName,
    lastName,
    // ORG is 'name;unit;…': the name and its units, as people read them.
    organisation: [part(card.getFirstPropertyValue('org'), 0), part(card.getFirstPropertyValue('org'), 1)].filter(Boolean).join(', '),
    mail: text(card, 'email').replace(/^mailto:/i, ''),
    phone: text(card, 'tel').replace(/^tel:/i, ''),
    description: text(card, 'note'),
    street: part(adr, 2),
    zip: part(adr, 5),
    city: part(adr, 3),
  };
}

export function parseContactVcard(content: string): ParsedContactFile {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(content.replace(/^\uFEFF/, ''));
  } catch {
    throw Errors.badRequest('CONTACT_IMPORT_INVALID', CM.importVcardInvalid);
  }
  // One card parses to a jCard, several to a list of them.
  const cards = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as JCard[];
  if (cards.some((card) => !Array.isArray(card) || String(card[0]).toLowerCase() !== 'vcard')) {
    throw Errors.badRequest('CONTACT_IMPORT_INVALID', CM.importVcardInvalid);
  }
  return { records: cards.map((card) => fromCard(new ICAL.Component(card))), ignoredColumns: [] };
}

function structured(name: string, value: string[]): ICAL.Property {
  const property = new ICAL.Property(name);
  property.setValue(value as unknown as string);
  return property;
}

function toCard(contact: ContactColumns): ICAL.Component {
  const card = new ICAL.Component('vcard');
  card.addPropertyWithValue('version', '4.0');
  const formatted = [contact.title, contact.firstName, contact.lastName].filter(Boolean).join(' ');
  card.addPropertyWithValue('fn', formatted);
  card.addProperty(structured('n', [contact.lastName, contact.firstName, '', contact.title, '']));
  if (contact.organisation) card.addProperty(structured('org', [contact.organisation]));
  if (contact.mail) card.addPropertyWithValue('email', contact.mail);
  if (contact.phone) card.addPropertyWithValue('tel', contact.phone);
  if (contact.description) card.addPropertyWithValue('note', contact.description);
  if (contact.street || contact.zip || contact.city) {
    card.addProperty(structured('adr', ['', '', contact.street, contact.city, '', contact.zip, '']));
  }
  return card;
}

/** The export: one VCARD per contact, CRLF line ends as RFC 6350 asks. */
export function writeContactVcard(contacts: Iterable<ContactColumns>): Buffer {
  const cards: string[] = [];
  for (const contact of contacts) cards.push(toCard(contact).toString());
  return Buffer.from(cards.map((card) => `${card.replace(/\r?\n/g, '\r\n')}\r\n`).join(''), 'utf8');
}
