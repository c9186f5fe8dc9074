import type { FormRule } from 'antd';
import { CONTACT_FIELDS, validateContact, type ContactField, type ContactInput } from '#shared/contacts';

// The contact form's values and rules. The rules run the one shared validation (validateContact, also the
// server's) over the whole form, so that the web cannot accept what the API refuses, and the other way round.

export type ContactValues = Partial<Record<ContactField, string>>;

/** What is sent: every field trimmed, an empty field as '' (the API stores empty text as ''). */
export function contactInput(values: ContactValues): Record<ContactField, string> {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, (values[field] ?? '').trim()])) as Record<ContactField, string>;
}

/** The form's start values: an existing contact's fields, or all empty. */
export function contactValues(contact?: ContactInput): Record<ContactField, string> {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, contact?.[field] ?? ''])) as Record<ContactField, string>;
}

/** The rule of one field: the shared validation's first message for it, checked on the trimmed values. */
export function contactFieldRule(field: ContactField): FormRule {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const problem = validateContact(contactInput(getFieldsValue(CONTACT_FIELDS as unknown as ContactField[]) as ContactValues)).find(
        (error) => error.field === field,
      );
      return problem ? Promise.reject(new Error(problem.message)) : Promise.resolve();
    },
  });
}

/** Fields whose rule depends on another one: a first name clears the last name's 'name required'. */
export const CONTACT_FIELD_DEPENDENCIES: Partial<Record<ContactField, ContactField[]>> = { lastName: ['firstName'] };

/** 'Dr. Anna Müller'; a contact without any name shows `fallback`. */
export function contactName(contact: ContactInput, fallback = ''): string {
  const name = [contact.title, contact.firstName, contact.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return [contact.firstName, contact.lastName].some((part) => part?.trim()) ? name : fallback;
}

/** 'Schulstraße 1, 60311 Frankfurt'; '' without any part. */
export function contactAddress(contact: ContactInput): string {
  const place = [contact.zip, contact.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return [contact.street?.trim(), place].filter(Boolean).join(', ');
}
