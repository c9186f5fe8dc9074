// Event exports: POST /event/tenant/{tenantId}/event/{eventId}/export {kind, attendeeId?} (202), GET .../export/{id}
// (state, progress) and GET .../export/{id}/file. The files are read back as a person's tools would: the CSV by
// a CSV parser, the QR code sheet rendered (pdftoppm) and scanned (zbarimg), the certificates by pdftotext.
// Events and participants are inserted directly: the event routes have their own specs.
import type { DeepPartial, ObjectLiteral, Repository } from 'typeorm';
import { EventAttendee } from '#api/modules/event/entities/event-attendee.entity';
import { EventRegistration } from '#api/modules/event/entities/event-registration.entity';
import { GroupEvent } from '#api/modules/event/entities/event.entity';
import { EventFieldType } from '#shared/event';
import { EVENT_EXPORT_MESSAGES as XM } from '#shared/event-export';
import { SvLevel } from '#shared/levels';
import { csvRows, pdfText, savedFile, scannedQrCodes } from '../helpers/downloads';
import { savedEvent } from '../helpers/events';
import { expectApiError, NOT_FOUND, validationError } from '../helpers/expect';
import * as exportChecks from '../helpers/exports';
import { useTestApp } from '../helpers/test-app';

const FIELDS = [
  { _id: 'b4a3a1c2-0000-4000-8000-000000000001', name: 'Klasse', type: EventFieldType.TEXT, options: [], required: true },
  {
    _id: 'b4a3a1c2-0000-4000-8000-000000000002',
    name: 'Workshops',
    type: EventFieldType.MULTIPLE,
    options: ['Theater', 'Löten'],
    required: false,
  },
];
const [CLASS, WORKSHOPS] = FIELDS.map((f) => f._id);
const GONE = 'b4a3a1c2-0000-4000-8000-0000000000ff';

async function saveInOrder<T extends ObjectLiteral>(repo: Repository<T>, rows: DeepPartial<T>[]): Promise<T[]> {
  const out: T[] = [];
  for (const row of rows) out.push(await repo.save(row));
  return out;
}

describe('event: exports', () => {
  const t = useTestApp();

  exportChecks.describeExportContract(t, {
    table: 'event_export',
    owner: async () => {
      const admin = await t.memberSession({ level: SvLevel.SV_ADMIN });
      const event = await savedEvent(t, admin);
      const eventUrl = `/api/event/tenant/${admin.tenant._id}/event/${event._id}`;
      return {
        client: admin.client,
        url: `${eventUrl}/export`,
        stranger: (await t.memberSession({ level: SvLevel.SV_ADMIN })).client,
        deleteOwner: async () => expect((await admin.client.delete(eventUrl)).status).toBe(200),
      };
    },
    request: (client, url) => client.post(url).send({ kind: 'qrcodes' }),
    fileName: 'QR-Codes_Sommerfest.pdf',
  });

  /** A group with an admin (event:edit), a member (no event:edit) and an event with registrations and check-ins. */
  async function eventWithPeople() {
    const admin = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const tenantId = admin.tenant._id;
    const event = await savedEvent(t, admin, {
      title: 'Sommerfest „Grüne Wiese“',
      location: 'Aula',
      switchRegistration: true,
      switchCheckin: true,
      customFields: FIELDS,
    });
    const answers = (klasse: string, workshops?: string[]) => ({
      [CLASS]: { name: 'Klasse', value: klasse },
      ...(workshops ? { [WORKSHOPS]: { name: 'Workshops', value: workshops } } : {}),
    });
    // One by one, so that each has its own created_at (the lists follow arrival order).
    const registrations = t.dataSource.getRepository(EventRegistration);
    await saveInOrder(registrations, [
      {
        tenantId,
        eventId: event._id,
        firstName: 'Jürgen',
        lastName: 'Größer',
        mail: 'juergen@schule.test',
        answers: answers('10b', ['Theater', 'Löten']),
      },
      {
        tenantId,
        eventId: event._id,
        firstName: '=HYPERLINK("x")',
        lastName: 'Nur-Angemeldet',
        mail: 'nur@schule.test',
        answers: answers('9a'),
      },
    ]);
    const attendees = await saveInOrder(t.dataSource.getRepository(EventAttendee), [
      { tenantId, eventId: event._id, firstName: 'Özlem', lastName: 'Äpfelbaum', mail: 'oezlem@schule.test', answers: answers('11c') },
      {
        tenantId,
        eventId: event._id,
        firstName: 'Jürgen',
        lastName: 'Größer',
        mail: 'juergen@schule.test',
        answers: { ...answers('10b', ['Löten']), [GONE]: { name: 'Bus', value: 'Ja' } },
      },
    ]);
    const member = await t.member(admin.tenant, SvLevel.SV_MEMBER);
    const url = `/api/event/tenant/${tenantId}/event/${event._id}/export`;
    return { ...admin, event, attendees, url, memberClient: await t.login(member) };
  }

  it('exports the registrations as CSV with a BOM, umlauts intact and one column per custom field', async () => {
    const g = await eventWithPeople();
    const { file, view } = await exportChecks.downloadedExport(g.client, g.url, { kind: 'registrations' });
    expect(view).toMatchObject({ format: 'csv', fileName: 'Anmeldungen_Sommerfest_Grüne_Wiese.csv', attendeeId: null });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''Anmeldungen_Sommerfest_Gr%C3%BCne_Wiese.csv`);
    const bytes = file.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(bytes);
    expect(Object.keys(rows[0])).toEqual(['Vorname', 'Nachname', 'E-Mail', 'Klasse', 'Workshops', 'Angemeldet am']);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ Vorname: 'Jürgen', Nachname: 'Größer', Klasse: '10b', Workshops: 'Theater, Löten' });
    expect(rows[0]['Angemeldet am']).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    // A formula typed into a public form stays text in the spreadsheet.
    expect(rows[1]).toMatchObject({ Vorname: '\'=HYPERLINK("x")', Klasse: '9a', Workshops: '' });
  });

  it('exports the check-ins as CSV, keeping answers to a removed field under its old name', async () => {
    const g = await eventWithPeople();
    const { file, view } = await exportChecks.downloadedExport(g.client, g.url, { kind: 'attendees' });
    expect(view.fileName).toBe('Check-ins_Sommerfest_Grüne_Wiese.csv');
    const rows = csvRows(file.body as Buffer);
    expect(Object.keys(rows[0])).toEqual(['Vorname', 'Nachname', 'E-Mail', 'Klasse', 'Workshops', 'Bus (entfernt)', 'Eingecheckt am']);
    expect(rows.map((r) => `${r.Vorname} ${r.Nachname}`)).toEqual(['Özlem Äpfelbaum', 'Jürgen Größer']);
    expect(rows[1]).toMatchObject({ Workshops: 'Löten', 'Bus (entfernt)': 'Ja' });
  });

  it('exports what the public pages stored, and answers 403 while the group has the event module off', async () => {
    const g = await eventWithPeople();
    const body = { firstName: 'Ünal', lastName: 'Ağaoğlu', mail: 'Uenal@Schule.test', answers: { [CLASS]: '8c', [WORKSHOPS]: ['Löten'] } };
    const publicUrl = `/api/event/public/event/${g.event._id}`;
    expect((await t.client().post(`${publicUrl}/registration`).send(body)).status).toBe(201);
    expect((await t.client().post(`${publicUrl}/attendee`).send(body)).status).toBe(201);
    for (const kind of ['registrations', 'attendees']) {
      const { file } = await exportChecks.downloadedExport(g.client, g.url, { kind });
      const rows = csvRows(file.body as Buffer);
      expect(rows.find((r) => r.Nachname === 'Ağaoğlu')).toMatchObject({
        Vorname: 'Ünal',
        'E-Mail': 'uenal@schule.test',
        Klasse: '8c',
        Workshops: 'Löten',
      });
    }
    await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"event": false}' WHERE id = $1`, [g.tenant._id]);
    expect((await g.client.post(g.url).send({ kind: 'qrcodes' })).status).toBe(403);
  });

  it('renders a QR code sheet whose two codes scan to the public registration and check-in pages', async () => {
    const g = await eventWithPeople();
    const { file, view } = await exportChecks.downloadedExport(g.client, g.url, { kind: 'qrcodes' });
    expect(view).toMatchObject({ format: 'pdf', fileName: 'QR-Codes_Sommerfest_Grüne_Wiese.pdf' });
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await savedFile(file.body as Buffer, 'qr.pdf');
    const base = t.origin.replace(/\/$/, '');
    expect((await scannedQrCodes(pdf)).sort()).toEqual([
      `${base}/event-checkin/${g.event._id}`,
      `${base}/event-registration/${g.event._id}`,
    ]);
    const text = await pdfText(pdf);
    expect(text).toContain('Sommerfest „Grüne Wiese“');
  });

  it('writes one certificate page per checked-in attendee, and none for people who only registered', async () => {
    const g = await eventWithPeople();
    const { file, view } = await exportChecks.downloadedExport(g.client, g.url, { kind: 'certificates' });
    expect(view.fileName).toBe('Teilnahmebescheinigungen_Sommerfest_Grüne_Wiese.pdf');
    const text = await pdfText(file.body as Buffer);
    const pages = text.split('\f').filter((p) => p.trim());
    expect(pages).toHaveLength(2);
    // Alphabetical by last name: Äpfelbaum before Größer.
    expect(pages[0]).toContain('Özlem Äpfelbaum');
    expect(pages[1]).toContain('Jürgen Größer');
    for (const page of pages) {
      expect(page).toContain('Teilnahmebescheinigung');
      expect(page).toContain('am 19.06.2026 an der Veranstaltung');
      expect(page).toContain(g.tenant.name);
    }
    expect(text).not.toContain('Nur-Angemeldet');
  });

  it('writes the certificate of one attendee, refusing registrations and other events’ attendees', async () => {
    const g = await eventWithPeople();
    const oezlem = g.attendees[0];
    const { file, view } = await exportChecks.downloadedExport(g.client, g.url, { kind: 'certificates', attendeeId: oezlem._id });
    expect(view.fileName).toBe('Teilnahmebescheinigung_Özlem_Äpfelbaum_Sommerfest_Grüne_Wiese.pdf');
    const text = await pdfText(file.body as Buffer);
    expect(text.split('\f').filter((p) => p.trim())).toHaveLength(1);
    expect(text).toContain('Özlem Äpfelbaum');
    expect(text).not.toContain('Größer');

    const registration = await t.dataSource
      .getRepository(EventRegistration)
      .findOneByOrFail({ eventId: g.event._id, mail: 'nur@schule.test' });
    const other = await eventWithPeople();
    for (const attendeeId of [registration._id, other.attendees[0]._id]) {
      const res = await g.client.post(g.url).send({ kind: 'certificates', attendeeId });
      expectApiError(res, validationError('attendeeId', XM.notCheckedIn));
    }
  });

  it('answers 409 for certificates of an event without check-ins', async () => {
    const g = await eventWithPeople();
    await t.dataSource.getRepository(EventAttendee).delete({ eventId: g.event._id });
    expectApiError(await g.client.post(g.url).send({ kind: 'certificates' }), {
      statusCode: 409,
      code: 'EVENT_NO_ATTENDEES',
      message: XM.noAttendees,
    });
  });

  it('refuses bad input with German field messages and creates nothing', async () => {
    const g = await eventWithPeople();
    const cases: [unknown, string, string][] = [
      [{}, 'kind', XM.kindInvalid],
      [{ kind: 'docx' }, 'kind', XM.kindInvalid],
      [{ kind: 42 }, 'kind', XM.kindInvalid],
      [{ kind: 'x'.repeat(100_000) }, 'kind', XM.kindInvalid],
      [{ kind: '<script>alert(1)</script>' }, 'kind', XM.kindInvalid],
      [{ kind: 'certificates', attendeeId: 'abc' }, 'attendeeId', XM.attendeeIdInvalid],
      [{ kind: 'certificates', attendeeId: ['x'] }, 'attendeeId', XM.attendeeIdInvalid],
      [{ kind: 'registrations', attendeeId: g.attendees[0]._id }, 'attendeeId', XM.attendeeOnlyForCertificates],
    ];
    for (const [body, field, message] of cases)
      expectApiError(await g.client.post(g.url).send(body as object), validationError(field, message));
    const owner = { table: 'event_export', column: 'event_id', id: g.event._id };
    await exportChecks.expectOwnerFieldsRefused(t, g.client, g.url, { kind: 'qrcodes', eventId: g.event._id }, owner);
  });

  it('lets only event:edit in: 401 without login, 403 for members, 404 for other groups and unknown or malformed ids', async () => {
    const g = await eventWithPeople();
    const { view } = await exportChecks.downloadedExport(g.client, g.url, { kind: 'qrcodes' });
    // The export through another event of the same group, and malformed or unknown ids (the project answers 404).
    const sameGroupOtherEvent = await t.dataSource.getRepository(GroupEvent).save({
      tenantId: g.tenant._id,
      title: 'Anderes Event',
      startDate: new Date(),
      endDate: new Date(),
    });
    const exportsOf = (tenantId: string, eventId: string) => `/api/event/tenant/${tenantId}/event/${eventId}/export`;
    const ids = { owner: g.event._id, sibling: sameGroupOtherEvent._id, export: view._id };
    await exportChecks.expectExportAccess(t, exportsOf, ids, { kind: 'qrcodes' }, { group: g, other: await eventWithPeople() }, NOT_FOUND);
    expect((await g.client.post(`${g.url.replace(g.event._id, 'nope')}`).send({ kind: 'qrcodes' })).body).toEqual(NOT_FOUND);
  });

  it('hides an event above the caller’s role, and its exports go with the event', async () => {
    const g = await eventWithPeople();
    const board = await t.member(g.tenant, SvLevel.SV_BOARD);
    const boardClient = await t.login(board);
    const { view } = await exportChecks.downloadedExport(g.client, g.url, { kind: 'attendees' });
    await t.dataSource.getRepository(GroupEvent).update({ _id: g.event._id }, { viewAccess: SvLevel.SV_ADMIN });
    expect((await boardClient.get(`${g.url}/${view._id}`)).body).toEqual(NOT_FOUND);
    expect((await boardClient.post(g.url).send({ kind: 'qrcodes' })).body).toEqual(NOT_FOUND);
    await t.dataSource.getRepository(GroupEvent).delete({ _id: g.event._id });
    expect((await g.client.get(`${g.url}/${view._id}`)).body).toEqual(NOT_FOUND);
    expect(await exportChecks.exportRows(t, 'event_export', view._id)).toBe(0);
  });

  it('documents the three export routes in the OpenAPI JSON', async () => {
    await exportChecks.expectExportRoutesDocumented(t, '/api/event/tenant/{tenantId}/event/{eventId}/export', 'CreateEventExportDto');
  });
});
