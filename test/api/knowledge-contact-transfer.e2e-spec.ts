// Contact import and export: POST .../contactgroup/{id}/import (multipart `file`, CSV or vCard, dryRun preview
// with row errors counted from 1, otherwise all or nothing) and GET .../contactgroup/{id}/export?format=csv|vcard,
// read back by real parsers (csv-parse, ical.js); every field round-trips with umlauts (the original lost the
// city). Bad files and queries answer 400/413/415, never 500; view access and other groups answer 404.
// Issue 28 §10: the organisation (CSV 'Organisation', vCard ORG) is kept, and LibreOffice Calc opens the CSV export
// with phone numbers as the text written (no apostrophe, no formula) and every other formula start disarmed.
import { parse } from 'csv-parse/sync';
import ICAL from 'ical.js';
import { CONTACT_BULK_MAX, CONTACT_MESSAGES as CM } from '#shared/contacts';
import { FILE_MESSAGES } from '#shared/files';
import { SvLevel } from '#shared/levels';
import { pdf } from '../fixtures/files/sample-files';
import { binary, spreadsheetCells } from '../helpers/downloads';
import { expectApiError, FORBIDDEN, validationError } from '../helpers/expect';
import { groupAtEveryLevel } from '../helpers/level-group';
import { useTestApp } from '../helpers/test-app';

const FIELDS = ['title', 'firstName', 'lastName', 'organisation', 'mail', 'phone', 'description', 'street', 'zip', 'city'] as const;
type Contact = Record<(typeof FIELDS)[number], string>;
const only = (c: Record<string, unknown>): Contact => Object.fromEntries(FIELDS.map((f) => [f, c[f]])) as Contact;

/** What a person's spreadsheet gives: German headers, semicolons, BOM, quotes and line breaks, one bad postcode. */
const CSV_WITH_BAD_ROW =
  '\uFEFFAnrede;Vorname;Nachname;Organisation;E-Mail;Telefon;Beschreibung;Straße;PLZ;Ort\r\n' +
  'Frau Dr.;Eva;Weiß-Özdemir;Gesamtschule Köln;eva.weiss@example.org;+49 221 123456;"Verbindungslehrerin; Sprechstunde\r\ndienstags";Äußere Kanalstraße 5;50667;Köln\r\n' +
  'Herr;Jürgen;Größe;;j.groesse@example.org;0228 1;;Münsterplatz 1;5311;Bonn\r\n' +
  ';;Stadtbibliothek Düsseldorf;@SUM(1+1);info@stadtbibliothek-duesseldorf.de;=1+1;-1+1;Bertha-von-Suttner-Platz 1;40227;Düsseldorf\r\n';
const CSV_FIXED = CSV_WITH_BAD_ROW.replace(';5311;', ';53111;');

describe('knowledge: contact import and export', () => {
  const t = useTestApp();
  let tenantId: string;
  let as: (level: number) => ReturnType<typeof t.client>;

  beforeAll(async () => {
    const { tenant, members } = await groupAtEveryLevel(t);
    tenantId = tenant._id;
    as = (level) => members[level].client;
  });

  const groupsUrl = () => `/api/knowledge/tenant/${tenantId}/contactgroup`;
  async function newGroup(viewAccess = 0): Promise<string> {
    const res = await as(SvLevel.SV_BOARD).post(groupsUrl()).send({ title: 'Lehrkräfte und Partner', viewAccess });
    return res.body._id as string;
  }
  const upload = (groupId: string, body: Buffer | string, name: string, query: Record<string, string> = {}, level = SvLevel.SV_BOARD) =>
    as(level)
      .post(`${groupsUrl()}/${groupId}/import`)
      .query(query)
      .attach('file', Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'), name);
  const exportOf = (groupId: string, format: string, level = SvLevel.SV_BOARD) =>
    as(level).get(`${groupsUrl()}/${groupId}/export`).query({ format });
  /** The raw bytes of a successful export. */
  const download = (groupId: string, format: string, level = SvLevel.SV_BOARD) =>
    exportOf(groupId, format, level).buffer(true).parse(binary);
  const contactsOf = async (groupId: string): Promise<Contact[]> =>
    (await as(SvLevel.SV_BOARD).get(`${groupsUrl()}/${groupId}`).query({ pageSize: 200 })).body.contacts.items.map(only);

  it('previews a CSV with one bad row (nothing saved), refuses it whole, then imports the fixed file', async () => {
    const groupId = await newGroup();
    const preview = await upload(groupId, CSV_WITH_BAD_ROW, 'kontakte.csv', { dryRun: 'true' });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ format: 'csv', validCount: 2, errorCount: 1, ignoredColumns: [] });
    expect(preview.body.rows.map((r: { row: number }) => r.row)).toEqual([1, 2, 3]);
    expect(preview.body.rows[0]).toEqual({
      row: 1,
      contact: {
        title: 'Frau Dr.',
        firstName: 'Eva',
        lastName: 'Weiß-Özdemir',
        organisation: 'Gesamtschule Köln',
        mail: 'eva.weiss@example.org',
        phone: '+49 221 123456',
        description: 'Verbindungslehrerin; Sprechstunde\ndienstags',
        street: 'Äußere Kanalstraße 5',
        zip: '50667',
        city: 'Köln',
      },
      errors: [],
    });
    expect(preview.body.rows[1].errors).toEqual([{ field: 'zip', message: CM.zipInvalid }]);
    expect(await contactsOf(groupId)).toEqual([]);

    expectApiError(await upload(groupId, CSV_WITH_BAD_ROW, 'kontakte.csv'), {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: CM.rowsInvalid(1),
      details: [{ field: 'rows.2.zip', message: `Zeile 2: ${CM.zipInvalid}` }],
    });
    expect(await contactsOf(groupId)).toEqual([]);

    const imported = await upload(groupId, CSV_FIXED, 'kontakte.csv', { dryRun: 'false' });
    expect(imported.status).toBe(201);
    expect(imported.body).toEqual({ imported: 3 });
    const stored = await contactsOf(groupId);
    expect(stored.map((c) => c.lastName)).toEqual(['Größe', 'Stadtbibliothek Düsseldorf', 'Weiß-Özdemir']);
    expect(stored[0]).toMatchObject({ zip: '53111', city: 'Bonn', street: 'Münsterplatz 1' });
    expect(stored[1].phone).toBe('=1+1');
    expect(stored.map((c) => c.organisation)).toEqual(['', '@SUM(1+1)', 'Gesamtschule Köln']);
  });

  it('exports CSV and vCard that real parsers read, and whose import gives back every field', async () => {
    const groupId = await newGroup();
    await upload(groupId, CSV_FIXED, 'kontakte.csv').expect(201);
    const original = await contactsOf(groupId);

    const csv = await download(groupId, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="Kontakte_Lehrkraefte_und_Partner.csv"; filename*=UTF-8''Kontakte_Lehrkr%C3%A4fte_und_Partner.csv`,
    );
    const bytes = csv.body as Buffer;
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const cells = parse(bytes.toString('utf8'), { bom: true, delimiter: ';' }) as string[][];
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
    expect(cells.slice(1).map((row) => row[9])).toEqual(['Bonn', 'Düsseldorf', 'Köln']);
    // A spreadsheet runs no formula from the export: phones behind a zero-width space, the rest behind an apostrophe.
    expect(cells[2][5]).toBe(`\u200B=1+1`);
    expect(cells[3][5]).toBe(`\u200B+49 221 123456`);
    expect(cells[2][3]).toBe(`'@SUM(1+1)`);
    expect(cells[2][6]).toBe(`'-1+1`);

    // LibreOffice Calc opens it: the phones show as written (no apostrophe; the zero-width space shows as nothing),
    // as text, and no cell holds a formula (the same file without the zero-width space runs the phone '=1+1').
    const sheet = await spreadsheetCells(bytes);
    const phones = sheet.slice(1).map((row) => row[5]);
    expect(phones.map((cell) => cell.shown.replace(/\u200B/g, ''))).toEqual(['0228 1', '=1+1', '+49 221 123456']);
    expect(phones.every((cell) => cell.type === 'string' && !cell.shown.includes("'"))).toBe(true);
    expect(sheet.flat().filter((cell) => cell.formula)).toEqual([]);
    const bare = await spreadsheetCells(Buffer.from(bytes.toString('utf8').replace(/\u200B/g, ''), 'utf8'));
    expect(bare.flat().filter((cell) => cell.formula)).toEqual([{ shown: '2', type: 'float', formula: 'of:=1+1' }]);

    const csvCopy = await newGroup();
    expect((await upload(csvCopy, bytes, 'Kontakte.csv')).body).toEqual({ imported: 3 });
    expect(await contactsOf(csvCopy)).toEqual(original);

    const vcard = await download(groupId, 'vcard');
    expect(vcard.status).toBe(200);
    expect(vcard.headers['content-type']).toBe('text/vcard; charset=utf-8');
    const text = (vcard.body as Buffer).toString('utf8');
    const cards = (ICAL.parse(text) as unknown[]).map((jcard) => new ICAL.Component(jcard as unknown[]));
    expect(cards).toHaveLength(3);
    expect(cards.map((c) => c.getFirstPropertyValue('version'))).toEqual(['4.0', '4.0', '4.0']);
    expect(cards[2].getFirstPropertyValue('fn')).toBe('Frau Dr. Eva Weiß-Özdemir');
    expect(cards[2].getFirstPropertyValue('adr')).toEqual(['', '', 'Äußere Kanalstraße 5', 'Köln', '', '50667', '']);
    expect(cards[2].getFirstPropertyValue('note')).toBe('Verbindungslehrerin; Sprechstunde\ndienstags');
    expect(cards[2].getFirstPropertyValue('org')).toBe('Gesamtschule Köln');

    const vcardCopy = await newGroup();
    const preview = await upload(vcardCopy, text, 'Kontakte.vcf', { dryRun: 'true' });
    expect(preview.body).toMatchObject({ format: 'vcard', validCount: 3, errorCount: 0 });
    expect((await upload(vcardCopy, text, 'Kontakte.vcf')).body).toEqual({ imported: 3 });
    expect(await contactsOf(vcardCopy)).toEqual(original);
  });

  it('reads comma-separated CSV with English headers and says which columns it ignores', async () => {
    const groupId = await newGroup();
    const file =
      'firstName,last_name,Company,Email,Phone,Street,Zip,City,Notes,Lieblingsfarbe\nAnna,Müller,Stadtwerke,anna@example.org,0351 1,"Prager Str. 1, 3. OG",01069,Dresden,"Sagt ""Hallo""",blau\n';
    const preview = await upload(groupId, file, 'contacts.csv', { dryRun: 'true' });
    expect(preview.body).toMatchObject({ format: 'csv', validCount: 1, ignoredColumns: ['Lieblingsfarbe'] });
    expect(preview.body.rows[0].contact).toEqual({
      title: '',
      firstName: 'Anna',
      lastName: 'Müller',
      organisation: 'Stadtwerke',
      mail: 'anna@example.org',
      phone: '0351 1',
      description: 'Sagt "Hallo"',
      street: 'Prager Str. 1, 3. OG',
      zip: '01069',
      city: 'Dresden',
    });
  });

  it('refuses missing, unreadable, empty, oversized and foreign files with 400/413/415 (never 500)', async () => {
    const groupId = await newGroup();
    const url = `${groupsUrl()}/${groupId}/import`;
    expectApiError(await as(SvLevel.SV_BOARD).post(url).field('x', 'y'), { statusCode: 400 });
    expectApiError(await as(SvLevel.SV_BOARD).post(url).send({}), validationError('file', CM.importFileRequired));
    expectApiError(await as(SvLevel.SV_BOARD).post(url).attach('newUploads', Buffer.from('Vorname\nA\n'), 'a.csv'), { statusCode: 400 });
    expectApiError(await upload(groupId, await pdf(), 'kontakte.pdf'), { statusCode: 415, message: FILE_MESSAGES.fileInvalid });
    expectApiError(await upload(groupId, Buffer.from('Nachname;Ort\nM\xfcller;K\xf6ln\n', 'latin1'), 'latin1.csv'), { statusCode: 415 });
    expectApiError(await upload(groupId, 'Vorname;Nachname\n', 'leer.csv'), validationError('file', CM.importEmpty));
    expectApiError(await upload(groupId, 'Farbe;Tier\nblau;Hund\n', 'x.csv'), { statusCode: 400, message: CM.importNoKnownColumn });
    expectApiError(await upload(groupId, 'Vorname;Nachname\n"Anna;Müller\n', 'kaputt.csv'), {
      statusCode: 400,
      code: 'CONTACT_IMPORT_INVALID',
    });
    expectApiError(await upload(groupId, 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\n', 'kaputt.vcf'), {
      statusCode: 400,
      message: CM.importVcardInvalid,
    });
    const many = `Nachname\n${Array.from({ length: CONTACT_BULK_MAX + 1 }, (_, i) => `K${i}`).join('\n')}\n`;
    expectApiError(await upload(groupId, many, 'viele.csv'), validationError('file', CM.importTooMany(CONTACT_BULK_MAX)));
    expectApiError(await upload(groupId, `Nachname\n${'x'.repeat(1024 * 1024)}\n`, 'gross.csv'), { statusCode: 413 });
    expectApiError(await upload(groupId, CSV_FIXED, 'a.csv', { dryRun: 'vielleicht' }), { statusCode: 400, code: 'VALIDATION_FAILED' });
    expectApiError(await exportOf(groupId, 'xml'), { statusCode: 400, code: 'VALIDATION_FAILED' });
    expectApiError(await as(SvLevel.SV_BOARD).get(`${groupsUrl()}/${groupId}/export`), { statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(await contactsOf(groupId)).toEqual([]);
  });

  it('lets only editors import, hides groups above the level, and hides everything from another group: 404', async () => {
    const groupId = await newGroup(SvLevel.SV_MEMBER);
    expectApiError(await upload(groupId, CSV_FIXED, 'a.csv', {}, SvLevel.SV_MEMBER), FORBIDDEN);
    expectApiError(await upload(groupId, CSV_FIXED, 'a.csv', { dryRun: 'true' }, SvLevel.SV_MEMBER), FORBIDDEN);
    expect((await download(groupId, 'csv', SvLevel.SV_MEMBER)).status).toBe(200);
    expectApiError(await exportOf(groupId, 'csv', SvLevel.CLASS_SPEAKER), { statusCode: 404, message: CM.groupNotFound });

    const other = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const own = `/api/knowledge/tenant/${other.tenant._id}/contactgroup/${groupId}`;
    expectApiError(await other.client.post(`${own}/import`).attach('file', Buffer.from(CSV_FIXED), 'a.csv'), { statusCode: 404 });
    expectApiError(await other.client.get(`${own}/export`).query({ format: 'csv' }), { statusCode: 404 });
    const theirs = `${groupsUrl()}/${groupId}`;
    expectApiError(await other.client.post(`${theirs}/import`).attach('file', Buffer.from(CSV_FIXED), 'a.csv'), { statusCode: 404 });
    expectApiError(await other.client.get(`${theirs}/export`).query({ format: 'vcard' }), { statusCode: 404 });
    expect(await contactsOf(groupId)).toEqual([]);
  });
});
