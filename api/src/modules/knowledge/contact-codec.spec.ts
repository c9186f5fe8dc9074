import { parse } from 'csv-parse/sync';
import ICAL from 'ical.js';
import { CONTACT_MESSAGES as CM } from '#shared/contacts';
import { MESSAGES } from '#shared/validation';
import { detectDelimiter, headerKey, parseContactCsv, writeContactCsv } from './contact-codec-csv';
import { looksLikeVcard, parseContactVcard, writeContactVcard } from './contact-codec-vcard';
import { checkContact, checkRows, ContactColumns, rowsInvalid } from './contact-input';

/** Every field set, with what breaks naive codecs: umlauts, separators, quotes, line breaks, formula starts. */
const FULL: ContactColumns = {
  title: 'Dr.',
  firstName: 'Jürgen',
  lastName: 'Größe-Öztürk',
  organisation: 'Stadt Köln; Amt für Schulentwicklung',
  mail: 'j.groesse@schule-koeln.de',
  phone: '+49 221 123;45,6',
  description: 'Verbindungslehrer; „Ansprechpartner“ für die SV\nzweite Zeile, mit "Zitat"\n=SUMME(A1)',
  street: 'Äußere Kanalstraße 5, Hinterhaus',
  zip: '50667',
  city: 'Köln-Mülheim',
};
const SMALL: ContactColumns = {
  ...FULL,
  title: '',
  firstName: 'Ada',
  lastName: 'Ümit',
  organisation: '',
  mail: '',
  phone: '',
  description: '',
  street: '',
  zip: '',
  city: '',
};

describe('contact CSV', () => {
  it('round-trips every field of an export, umlauts and formula starts included', () => {
    const csv = writeContactCsv([FULL, SMALL]);
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = csv.toString('utf8');
    // A real parser sees the neutralised cells: a spreadsheet runs none of them.
    const cells = parse(text, { bom: true, delimiter: ';' }) as string[][];
    expect(cells[0]).toEqual([
      'Anrede/Titel',
      'Vorname',
      'Nachname',
      'Organisation',
      'E-Mail',
      'Telefon',
      'Beschreibung',
      'Straße',
      'PLZ',
      'Ort',
    ]);
    // The phone behind an invisible zero-width space (text, no apostrophe), the other formula starts behind one.
    expect(cells[1][5]).toBe(`\u200B+49 221 123;45,6`);
    expect(cells[1][6]).toBe(FULL.description);
    expect(writeContactCsv([{ ...SMALL, city: '=1+1', phone: '=1+1' }]).toString('utf8')).toContain(`;\u200B=1+1;;;;'=1+1\r\n`);
    const back = parseContactCsv(text);
    expect(back.records).toEqual([FULL, SMALL]);
    expect(back.ignoredColumns).toEqual([]);
  });

  it('reads commas or semicolons, BOM or none, German or English headers in any order, and ignores unknown columns', () => {
    const english = 'last_name,firstName,Email,zip,City,Lieblingsfarbe\r\nMüller,Anna,anna@example.org,01067,Dresden,blau\r\n\r\n';
    expect(parseContactCsv(english)).toEqual({
      records: [{ lastName: 'Müller', firstName: 'Anna', mail: 'anna@example.org', zip: '01067', city: 'Dresden' }],
      ignoredColumns: ['Lieblingsfarbe'],
    });
    const german =
      '\uFEFFAnrede;Vorname;Nachname;E-Mail;Telefon;Beschreibung;Strasse;PLZ;Ort\nFrau;Eva;Weiß;eva@example.org;0221 1;"a;b";Weg 1;50667;Köln\n';
    expect(parseContactCsv(german).records).toEqual([
      {
        title: 'Frau',
        firstName: 'Eva',
        lastName: 'Weiß',
        mail: 'eva@example.org',
        phone: '0221 1',
        description: 'a;b',
        street: 'Weg 1',
        zip: '50667',
        city: 'Köln',
      },
    ]);
    expect(detectDelimiter('"a;b",c,d\n')).toBe(',');
    expect(headerKey(' E-Mail ')).toBe('email');
  });

  it('refuses a file without a known column and an unreadable one', () => {
    expect(() => parseContactCsv('foo,bar\n1,2\n')).toThrow(CM.importNoKnownColumn);
    expect(() => parseContactCsv('Vorname,Nachname\n"Anna,Müller\n')).toThrow(/konnte ab Zeile \d+ nicht gelesen werden/);
  });
});

describe('contact vCard', () => {
  it('round-trips every field through vCard 4.0', () => {
    const vcf = writeContactVcard([FULL, SMALL]).toString('utf8');
    expect(vcf.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
    expect(looksLikeVcard(`\uFEFF  ${vcf}`)).toBe(true);
    // ical.js, an independent reading: the card says what the contact holds.
    const first = new ICAL.Component((ICAL.parse(vcf) as unknown[])[0] as unknown[]);
    expect(first.getFirstPropertyValue('fn')).toBe('Dr. Jürgen Größe-Öztürk');
    expect(parseContactVcard(vcf).records).toEqual([FULL, SMALL]);
  });

  it('reads vCard 3.0 and cards without N, and refuses a broken file', () => {
    const v3 =
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Anna Beispiel-Groß\r\nORG:Stadtverwaltung;Schulamt\r\nEMAIL;TYPE=INTERNET:anna@example.org\r\n' +
      'TEL;TYPE=WORK,VOICE:0221 123\r\nADR;TYPE=WORK:;;Ringstr. 1;Bonn;;53111;Deutschland\r\nEND:VCARD\r\n';
    expect(parseContactVcard(v3).records).toEqual([
      {
        title: '',
        firstName: 'Anna',
        lastName: 'Beispiel-Groß',
        organisation: 'Stadtverwaltung, Schulamt',
        mail: 'anna@example.org',
        phone: '0221 123',
        description: '',
        street: 'Ringstr. 1',
        zip: '53111',
        city: 'Bonn',
      },
    ]);
    expect(() => parseContactVcard('BEGIN:VCARD\r\nFOO\r\nEND:VCARD\r\n')).toThrow(CM.importVcardInvalid);
    expect(() => parseContactVcard('BEGIN:VCARD\r\nN:a;b\r\n')).toThrow(CM.importVcardInvalid);
    expect(looksLikeVcard('Vorname;Nachname')).toBe(false);
  });
});

describe('contact input', () => {
  it('cleans text and applies the shared rule', () => {
    expect(checkContact({ firstName: '  Jo\u0000sef  ', lastName: 'Mu\u0308ller', city: ' Bad\n Homburg ' })).toEqual({
      contact: { ...SMALL, firstName: 'Josef', lastName: 'Müller', city: 'Bad Homburg' },
      errors: [],
    });
    expect(checkContact({ mail: 'kein-mail', zip: '1234' }).errors).toEqual([
      { field: 'lastName', message: CM.nameRequired },
      { field: 'mail', message: CM.mailInvalid },
      { field: 'zip', message: CM.zipInvalid },
    ]);
    expect(checkContact({ lastName: 'x', zip: 12345, street: 'a'.repeat(201) }).errors).toEqual([{ field: 'zip', message: CM.notText }]);
    expect(checkContact({ lastName: 'x', street: 'a'.repeat(201) }).errors).toEqual([{ field: 'street', message: MESSAGES.tooLong(200) }]);
    expect(checkContact({ lastName: 'x', isAdmin: true }).errors).toEqual([{ field: null, message: CM.unknownField('isAdmin') }]);
    expect(checkContact('Anna').errors).toEqual([{ field: null, message: CM.notAContact }]);
    // An update keeps what it does not name.
    expect(checkContact({ city: 'Bonn' }, { ...SMALL, zip: '53111' }).contact).toMatchObject({
      lastName: 'Ümit',
      zip: '53111',
      city: 'Bonn',
    });
  });

  it('names bad rows counted from 1', () => {
    const error = rowsInvalid(checkRows([{ lastName: 'A' }, { lastName: 'B', mail: 'x' }, {}]));
    expect(error.message).toBe(CM.rowsInvalid(2));
    expect(error.details).toEqual([
      { field: 'rows.2.mail', message: `Zeile 2: ${CM.mailInvalid}` },
      { field: 'rows.3.lastName', message: `Zeile 3: ${CM.nameRequired}` },
    ]);
  });
});
