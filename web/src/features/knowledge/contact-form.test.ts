import { CONTACT_MESSAGES } from '#shared/contacts';
import { contactAddress, contactFieldRule, contactInput, contactName, contactValues } from './contact-form';

type RuleFactory = (form: { getFieldsValue: () => Record<string, string> }) => { validator: () => Promise<void> };
const check = (field: Parameters<typeof contactFieldRule>[0], values: Record<string, string>) =>
  (contactFieldRule(field) as unknown as RuleFactory)({ getFieldsValue: () => values }).validator();

describe('contact form', () => {
  it('trims every field and sends empty ones as empty text', () => {
    expect(contactInput({ firstName: ' Anna ', city: 'Köln ', organisation: ' Stadtwerke ' })).toEqual({
      title: '',
      firstName: 'Anna',
      lastName: '',
      organisation: 'Stadtwerke',
      mail: '',
      phone: '',
      description: '',
      street: '',
      zip: '',
      city: 'Köln',
    });
    expect(contactValues({ lastName: 'Weiß' }).lastName).toBe('Weiß');
  });

  it('uses the shared validation: a name, a valid e-mail and a five-digit postcode', async () => {
    await expect(check('lastName', {})).rejects.toThrow(CONTACT_MESSAGES.nameRequired);
    await expect(check('lastName', { firstName: 'Anna' })).resolves.toBeUndefined();
    await expect(check('mail', { lastName: 'Weiß', mail: 'weiss@' })).rejects.toThrow('Die E-Mail-Adresse ist nicht gültig.');
    await expect(check('zip', { lastName: 'Weiß', zip: '1234' })).rejects.toThrow('Bitte gib eine gültige Postleitzahl ein.');
    await expect(check('zip', { lastName: 'Weiß', zip: ' 50667 ' })).resolves.toBeUndefined();
    await expect(check('city', { lastName: 'Weiß', city: 'x'.repeat(101) })).rejects.toThrow('höchstens 100 Zeichen');
  });

  it('names a contact and its address for tables and dialogs', () => {
    expect(contactName({ title: 'Dr.', firstName: 'Anna', lastName: 'Müller' })).toBe('Dr. Anna Müller');
    expect(contactName({ title: 'Frau' }, 'Ohne Namen')).toBe('Ohne Namen');
    expect(contactAddress({ street: 'Schulstraße 1', zip: '50667', city: 'Köln' })).toBe('Schulstraße 1, 50667 Köln');
    expect(contactAddress({ city: 'Köln' })).toBe('Köln');
    expect(contactAddress({})).toBe('');
  });
});
