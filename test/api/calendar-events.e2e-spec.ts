// Calendar entries: GET/POST /calendar/tenant/{tenantId}/event, GET/PUT/DELETE .../event/{eventId}:
// the happy paths as multipart, every validation message, HTML in every text field, the author rule,
// switching the module off, and the domain events with their push to open calendars.
import { randomUUID } from 'node:crypto';
import { CALENDAR_DESCRIPTION_MAX_LENGTH, CALENDAR_MESSAGES } from '#shared/calendar';
import { SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { MESSAGES } from '#shared/validation';
import { calendarGroup, calendarState, entry, multipart } from '../helpers/calendar';
import { expectApiError, FORBIDDEN, NOT_FOUND, validationError } from '../helpers/expect';
import { ClientSocket, connectSocket, nextEvent } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

describe('calendar: entries', () => {
  const sockets: ClientSocket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));
  const t = useTestApp();
  let g: Awaited<ReturnType<typeof calendarGroup>>;

  beforeAll(async () => {
    g = await calendarGroup(t);
  });

  const as = (level: number) => g.members[level].client;

  it('creates, reads, lists, changes and deletes an entry through multipart, as the web sends it', async () => {
    const created = await multipart(as(SvLevel.SV_MEMBER).post(g.url), {
      title: '  SV-Sitzung  ',
      description: '<p>Tagesordnung: <strong>Schulfest</strong></p>',
      location: 'Raum 104',
      notes: 'Schlüssel beim Hausmeister',
      color: '#ff8800',
      startDate: '2026-11-24T16:00:00+01:00',
      endDate: '2026-11-24T17:30:00+01:00',
      allDay: 'false',
      viewAccess: '1',
    });
    expect(created.status).toBe(201);
    const member = g.members[SvLevel.SV_MEMBER].user;
    expect(created.body).toEqual({
      _id: expect.any(String),
      tenantId: g.tenant._id,
      title: 'SV-Sitzung',
      description: '<p>Tagesordnung: <strong>Schulfest</strong></p>',
      location: 'Raum 104',
      notes: 'Schlüssel beim Hausmeister',
      color: '#ff8800',
      startDate: '2026-11-24T15:00:00.000Z',
      endDate: '2026-11-24T16:30:00.000Z',
      allDay: false,
      startDay: null,
      endDay: null,
      viewAccess: 1,
      viewAccessLabel: 'Klassensprecher*in',
      author: { _id: member._id, contact: { first_name: 'Stufe', last_name: String(SvLevel.SV_MEMBER) } },
      materials: [],
      mayEdit: true,
      mayDelete: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = created.body._id;

    const read = await as(SvLevel.CLASS_SPEAKER).get(`${g.url}/${id}`);
    expect(read.status).toBe(200);
    // Not the author, no calendar:edit: reads, may not change.
    expect(read.body).toMatchObject({ _id: id, title: 'SV-Sitzung', mayEdit: false, mayDelete: false });

    const list = await as(SvLevel.SV_BOARD).get(g.url).query({ from: '2026-11-24', to: '2026-11-24' });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(list.body.items[0]).toMatchObject({ _id: id, mayEdit: true, mayDelete: true });

    const changed = await multipart(as(SvLevel.SV_BOARD).put(`${g.url}/${id}`), { title: 'SV-Sitzung (verschoben)', location: '' });
    expect(changed.status).toBe(200);
    // Only the fields sent change.
    expect(changed.body).toMatchObject({
      title: 'SV-Sitzung (verschoben)',
      location: '',
      notes: 'Schlüssel beim Hausmeister',
      color: '#ff8800',
      startDate: '2026-11-24T15:00:00.000Z',
      viewAccess: 1,
    });
    expect(Date.parse(changed.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.body.updatedAt));

    const deleted = await as(SvLevel.SV_ADMIN).delete(`${g.url}/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Der Termin wurde gelöscht.' });
    expect((await as(SvLevel.SV_ADMIN).get(`${g.url}/${id}`)).body).toEqual(NOT_FOUND);
    expect((await as(SvLevel.SV_ADMIN).delete(`${g.url}/${id}`)).body).toEqual(NOT_FOUND);
  });

  it('takes a JSON body too, and fills the defaults: end = start, everyone sees it, the default colour', async () => {
    const res = await as(SvLevel.SV_ADMIN).post(g.url).send({ title: 'Kurz', startDate: '2026-12-01T10:00:00Z' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      startDate: '2026-12-01T10:00:00.000Z',
      endDate: '2026-12-01T10:00:00.000Z',
      viewAccess: 0,
      viewAccessLabel: 'Gast',
      color: '#1d4ed8',
      description: '',
      location: '',
      notes: '',
      allDay: false,
    });
  });

  it('reads a date-time without offset as Berlin time and keeps all-day entries on their Berlin days', async () => {
    const timed = await multipart(as(SvLevel.SV_ADMIN).post(g.url), entry({ startDate: '2026-07-01T18:00', endDate: '2026-07-01T20:00' }));
    expect(timed.body).toMatchObject({ startDate: '2026-07-01T16:00:00.000Z', endDate: '2026-07-01T18:00:00.000Z' });

    // The browser sent midnight of its own zone as UTC: the Berlin days are what was meant.
    const allDay = await multipart(as(SvLevel.SV_ADMIN).post(g.url), {
      title: 'Projekttage',
      startDate: '2026-11-23T23:00:00.000Z',
      endDate: '2026-11-25',
      allDay: 'true',
    });
    expect(allDay.status).toBe(201);
    expect(allDay.body).toMatchObject({
      allDay: true,
      startDay: '2026-11-24',
      endDay: '2026-11-25',
      startDate: '2026-11-23T23:00:00.000Z',
      endDate: '2026-11-24T23:00:00.000Z',
    });
    // An end equal to the start is fine, for both kinds.
    expect(
      (
        await multipart(as(SvLevel.SV_ADMIN).post(g.url), {
          title: 'Eintägig',
          startDate: '2026-11-26',
          endDate: '2026-11-26',
          allDay: 'true',
        })
      ).body,
    ).toMatchObject({ startDay: '2026-11-26', endDay: '2026-11-26' });

    // Switching to all-day later keeps the Berlin days of the stored times.
    const switched = await multipart(as(SvLevel.SV_ADMIN).put(`${g.url}/${timed.body._id}`), { allDay: 'true' });
    expect(switched.body).toMatchObject({
      allDay: true,
      startDay: '2026-07-01',
      endDay: '2026-07-01',
      startDate: '2026-06-30T22:00:00.000Z',
    });
  });

  it('answers each validation rule in German and stores nothing', async () => {
    const before = await calendarState(t, g.tenant._id);
    const post = (fields: Record<string, string>) => multipart(as(SvLevel.SV_ADMIN).post(g.url), fields);
    const start = { startDate: '2026-11-24T16:00:00Z' };
    expect((await post({ ...start })).body).toEqual(validationError('title', 'Bitte gebe einen Titel ein.'));
    expect((await post({ ...start, title: '   ' })).body).toEqual(validationError('title', 'Bitte gebe einen Titel ein.'));
    expect((await post({ ...start, title: 'x'.repeat(201) })).body).toEqual(validationError('title', MESSAGES.tooLong(200)));
    expect((await post({ title: 'Ohne Beginn' })).body).toEqual(validationError('startDate', CALENDAR_MESSAGES.startRequired));
    expect((await post({ title: 'Leerer Beginn', startDate: ' ' })).body).toEqual(
      validationError('startDate', CALENDAR_MESSAGES.startRequired),
    );
    expect((await post({ title: 'Kaputt', startDate: '31.12.2026' })).body).toEqual(
      validationError('startDate', CALENDAR_MESSAGES.dateInvalid),
    );
    expect((await post({ title: 'Kein Tag', startDate: '2026-02-30' })).body).toEqual(
      validationError('startDate', CALENDAR_MESSAGES.dateInvalid),
    );
    expect((await post({ ...start, title: 'Leeres Ende', endDate: '' })).body).toEqual(
      validationError('endDate', CALENDAR_MESSAGES.endRequired),
    );
    const endBefore = await post({ title: 'Rückwärts', startDate: '2026-11-24T16:00:00Z', endDate: '2026-11-24T15:59:59Z' });
    expect(endBefore.body).toEqual(validationError('endDate', 'Das Ende darf nicht vor dem Beginn liegen.'));
    expect((await post({ title: 'Rückwärts', startDate: '2026-11-24', endDate: '2026-11-23', allDay: 'true' })).body).toEqual(
      validationError('endDate', 'Das Ende darf nicht vor dem Beginn liegen.'),
    );
    for (const color of ['rot', '#fff', '#12345g', '']) {
      expect((await post({ ...start, title: 'Farbe', color })).body).toEqual(
        validationError('color', 'Bitte wähle eine gültige Farbe (z. B. #1677ff).'),
      );
    }
    expect((await post({ ...start, title: 'Rolle', viewAccess: '9' })).body).toEqual(
      validationError('viewAccess', 'Diese Rolle gibt es in dieser Gruppe nicht.'),
    );
    expect((await post({ ...start, title: 'Rolle', viewAccess: 'Vorstand' })).body).toEqual(
      validationError('viewAccess', 'Bitte wähle eine Rolle aus.'),
    );
    expect((await post({ ...start, title: 'Ganztägig', allDay: 'vielleicht' })).body).toEqual(
      validationError('allDay', CALENDAR_MESSAGES.allDayInvalid),
    );
    expect((await post({ ...start, title: 'Ort', location: 'x'.repeat(201) })).body).toEqual(
      validationError('location', MESSAGES.tooLong(200)),
    );
    expect((await post({ ...start, title: 'Notiz', notes: 'x'.repeat(2001) })).body).toEqual(
      validationError('notes', MESSAGES.tooLong(2000)),
    );
    expect((await post({ ...start, title: 'Fremd', authorId: randomUUID() })).body).toEqual(
      validationError('authorId', 'Dieses Feld ist nicht erlaubt.'),
    );
    // materials belongs to PUT: a new entry has none to keep.
    expect((await post({ ...start, title: 'Fremd', materials: '[]' })).body).toEqual(
      validationError('materials', 'Dieses Feld ist nicht erlaubt.'),
    );
    expect(await calendarState(t, g.tenant._id)).toEqual(before);
  });

  it('checks a PUT against the stored entry: blank title, end before the stored start', async () => {
    const created = await multipart(as(SvLevel.SV_ADMIN).post(g.url), entry());
    const url = `${g.url}/${created.body._id}`;
    const before = await calendarState(t, g.tenant._id);
    expect((await multipart(as(SvLevel.SV_ADMIN).put(url), { title: ' ' })).body).toEqual(validationError('title', MESSAGES.titleRequired));
    expect((await multipart(as(SvLevel.SV_ADMIN).put(url), { endDate: '2026-11-24T10:00:00+01:00' })).body).toEqual(
      validationError('endDate', 'Das Ende darf nicht vor dem Beginn liegen.'),
    );
    expect((await multipart(as(SvLevel.SV_ADMIN).put(url), { materials: 'kein json' })).body).toEqual(
      validationError('materials', 'Die Liste der Materialien ist ungültig.'),
    );
    expect(await calendarState(t, g.tenant._id)).toEqual(before);
  });

  it('stores the description sanitised and every plain-text field exactly as typed (never HTML)', async () => {
    const html = '<b onclick="x()">fett</b><script>alert(1)</script><img src=x onerror=alert(1)>';
    const res = await multipart(as(SvLevel.SV_ADMIN).post(g.url), {
      ...entry(),
      title: '<script>alert(1)</script> Sitzung',
      description: `<p>Hallo <a href="javascript:alert(1)">Link</a> <a href="https://sv.example">SV</a></p>${html}`,
      location: '<img src=x onerror=alert(1)>',
      notes: '<i>Notiz</i> & mehr',
    });
    expect(res.status).toBe(201);
    expect(res.body.description).toBe(
      '<p>Hallo <a rel="noopener noreferrer" target="_blank">Link</a> <a rel="noopener noreferrer" target="_blank" href="https://sv.example">SV</a></p><b>fett</b>',
    );
    expect(res.body.title).toBe('<script>alert(1)</script> Sitzung');
    expect(res.body.location).toBe('<img src=x onerror=alert(1)>');
    expect(res.body.notes).toBe('<i>Notiz</i> & mehr');
    const [row] = await t.dataSource.query(`SELECT description FROM calendar_event WHERE id = $1`, [res.body._id]);
    expect(row.description).toBe(res.body.description);

    const changed = await multipart(as(SvLevel.SV_ADMIN).put(`${g.url}/${res.body._id}`), {
      description: '<style>p{}</style><h2>Neu</h2>',
    });
    expect(changed.body.description).toBe('<h2>Neu</h2>');
    // An optional description can be cleared.
    expect((await multipart(as(SvLevel.SV_ADMIN).put(`${g.url}/${res.body._id}`), { description: '' })).body.description).toBe('');
  });

  it('lets the author change and delete their entry while they may create, and nobody else without calendar:edit', async () => {
    const byMember = await multipart(as(SvLevel.SV_MEMBER).post(g.url), entry({ title: 'Meins' }));
    const url = `${g.url}/${byMember.body._id}`;
    const before = await calendarState(t, g.tenant._id);
    // Another non-guest: may create, not edit others' entries.
    expectApiError(await multipart(as(SvLevel.CLASS_SPEAKER).put(url), { title: 'Fremd' }), FORBIDDEN);
    expectApiError(await as(SvLevel.CLASS_SPEAKER).delete(url), FORBIDDEN);
    // The liaison teacher may neither edit nor delete calendar entries (SPEC 6).
    expectApiError(await as(SvLevel.SV_TEACHER).delete(url), FORBIDDEN);
    // A guest may not even create.
    expectApiError(await multipart(as(SvLevel.GUEST).post(g.url), entry()), FORBIDDEN);
    expectApiError(await multipart(as(SvLevel.GUEST).put(url), { title: 'Gast' }), FORBIDDEN);
    expect(await calendarState(t, g.tenant._id)).toEqual(before);

    expect((await multipart(as(SvLevel.SV_MEMBER).put(url), { title: 'Meins, geändert' })).status).toBe(200);
    expect((await as(SvLevel.SV_MEMBER).delete(url)).status).toBe(200);

    // Demoted to guest, the author loses the right with calendar:create.
    const again = await multipart(as(SvLevel.SV_MEMBER).post(g.url), entry({ title: 'Später Gast' }));
    const member = g.members[SvLevel.SV_MEMBER].user;
    await t.dataSource.query(`UPDATE membership SET level = 0 WHERE tenant_id = $1 AND user_id = $2`, [g.tenant._id, member._id]);
    try {
      expectApiError(await multipart(as(SvLevel.SV_MEMBER).put(`${g.url}/${again.body._id}`), { title: 'x' }), FORBIDDEN);
      expectApiError(await as(SvLevel.SV_MEMBER).delete(`${g.url}/${again.body._id}`), FORBIDDEN);
    } finally {
      await t.dataSource.query(`UPDATE membership SET level = $3 WHERE tenant_id = $1 AND user_id = $2`, [
        g.tenant._id,
        member._id,
        SvLevel.SV_MEMBER,
      ]);
    }
  });

  it('lets an SSR board edit and delete others’ entries (SSR table: board edits, only the chair deletes)', async () => {
    const ssr = await calendarGroup(t, TenantType.SSR);
    const created = await multipart(ssr.members[SsrLevel.SSR_ADMIN].client.post(ssr.url), entry());
    const url = `${ssr.url}/${created.body._id}`;
    expect((await multipart(ssr.members[SsrLevel.SSR_BOARD].client.put(url), { title: 'Vom Vorstand' })).status).toBe(200);
    expectApiError(await ssr.members[SsrLevel.SSR_BOARD].client.delete(url), FORBIDDEN);
    expectApiError(await multipart(ssr.members[SsrLevel.SSR_MEMBER].client.post(ssr.url), entry()), FORBIDDEN);
    expect((await ssr.members[SsrLevel.SSR_ADMIN].client.delete(url)).status).toBe(200);
  });

  it('refuses a view access above the sender’s own level (the entry would vanish for them)', async () => {
    const res = await multipart(as(SvLevel.SV_MEMBER).post(g.url), entry({ viewAccess: SvLevel.SV_BOARD }));
    expect(res.body).toEqual(validationError('viewAccess', CALENDAR_MESSAGES.viewAccessAboveOwn));
    expect((await multipart(as(SvLevel.SV_MEMBER).post(g.url), entry({ viewAccess: SvLevel.SV_MEMBER }))).status).toBe(201);
  });

  it('answers 403 MODULE_DISABLED on every route while the calendar is switched off', async () => {
    const created = await multipart(as(SvLevel.SV_ADMIN).post(g.url), entry());
    const url = `${g.url}/${created.body._id}`;
    await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"calendar": false}' WHERE id = $1`, [g.tenant._id]);
    try {
      for (const res of [
        await as(SvLevel.SV_ADMIN).get(g.url),
        await multipart(as(SvLevel.SV_ADMIN).post(g.url), entry()),
        await as(SvLevel.SV_ADMIN).get(url),
        await multipart(as(SvLevel.SV_ADMIN).put(url), { title: 'x' }),
        await as(SvLevel.SV_ADMIN).delete(url),
      ]) {
        expectApiError(res, { statusCode: 403, code: 'MODULE_DISABLED' });
      }
    } finally {
      await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"calendar": true}' WHERE id = $1`, [g.tenant._id]);
    }
  });

  it('records a domain event per change, which reaches the open calendars of the group', async () => {
    const socket = await connectSocket(t, g.members[SvLevel.GUEST].user);
    sockets.push(socket);
    const pushed = nextEvent(socket, 'calendarChanged', (p) => p.tenantId === g.tenant._id);
    const created = await multipart(as(SvLevel.SV_ADMIN).post(g.url), entry({ viewAccess: SvLevel.SV_BOARD }));
    // Only the group travels: a guest learns nothing about an entry above their level.
    expect(await pushed).toEqual({ tenantId: g.tenant._id });
    await multipart(as(SvLevel.SV_ADMIN).put(`${g.url}/${created.body._id}`), { title: 'Neu' });
    await as(SvLevel.SV_ADMIN).delete(`${g.url}/${created.body._id}`);
    await t.drain();
    const rows: { type: string; payload: { eventId: string } }[] = await t.dataSource.query(
      `SELECT type, payload FROM outbox WHERE payload->>'eventId' = $1 ORDER BY created_at`,
      [created.body._id],
    );
    expect(rows.map((r) => r.type)).toEqual(['calendar.event-created', 'calendar.event-updated', 'calendar.event-deleted']);
    expect(rows.every((r) => r.payload.eventId === created.body._id)).toBe(true);
  });

  it('refuses wrong JSON types and oversized text field by field, and stores nothing', async () => {
    const before = await calendarState(t, g.tenant._id);
    const start = { startDate: '2026-11-24T16:00:00Z' };
    const cases: [string, Record<string, unknown>][] = [
      ['title', { ...start, title: 123 }],
      ['title', { ...start, title: ['SV-Sitzung'] }],
      ['startDate', { title: 'Zahl', startDate: 42 }],
      ['endDate', { ...start, title: 'Zahl', endDate: true }],
      ['allDay', { ...start, title: 'Ganztägig', allDay: 'vielleicht' }],
      ['viewAccess', { ...start, title: 'Rolle', viewAccess: '<b>Vorstand</b>' }],
      ['description', { ...start, title: 'Objekt', description: { html: '<p>Hallo</p>' } }],
      ['description', { ...start, title: 'Lang', description: `<p>${'x'.repeat(CALENDAR_DESCRIPTION_MAX_LENGTH + 1)}</p>` }],
      ['location', { ...start, title: 'Ort', location: 7 }],
      ['color', { ...start, title: 'Farbe', color: '<script>alert(1)</script>' }],
    ];
    for (const [field, body] of cases) {
      const res = await as(SvLevel.SV_ADMIN).post(g.url).send(body);
      const fields = (res.body.details ?? []).map((d: { field: string }) => d.field);
      expect({ field, status: res.status, code: res.body.code, fields }).toEqual({
        field,
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: [field],
      });
    }
    const created = await multipart(as(SvLevel.SV_ADMIN).post(g.url), entry());
    const url = `${g.url}/${created.body._id}`;
    const stored = await calendarState(t, g.tenant._id);
    for (const [field, body] of cases.filter(([f]) => f !== 'startDate')) {
      const res = await as(SvLevel.SV_ADMIN).put(url).send(body);
      expect({ field, status: res.status, code: res.body.code }).toEqual({ field, status: 400, code: 'VALIDATION_FAILED' });
    }
    expect(await calendarState(t, g.tenant._id)).toEqual(stored);
    await as(SvLevel.SV_ADMIN).delete(url).expect(200);
    expect(await calendarState(t, g.tenant._id)).toEqual(before);
  });

  it('answers 404 for huge or HTML ids and a malformed group id on every route, and changes nothing', async () => {
    const before = await calendarState(t, g.tenant._id);
    const admin = as(SvLevel.SV_ADMIN);
    for (const id of ['x'.repeat(5000), encodeURIComponent('<script>alert(1)</script>'), `${randomUUID()}x`]) {
      expect((await admin.get(`${g.url}/${id}`)).body).toEqual(NOT_FOUND);
      expect((await admin.put(`${g.url}/${id}`).send({ title: 'x' })).body).toEqual(NOT_FOUND);
      expect((await admin.delete(`${g.url}/${id}`)).body).toEqual(NOT_FOUND);
    }
    const badGroup = `/api/calendar/tenant/${encodeURIComponent('<b>SV</b>')}/event`;
    expect((await admin.get(badGroup)).body).toEqual(NOT_FOUND);
    expect((await multipart(admin.post(badGroup), entry())).body).toEqual(NOT_FOUND);
    expect((await admin.get(`${badGroup}/${randomUUID()}`)).body).toEqual(NOT_FOUND);
    expect(await calendarState(t, g.tenant._id)).toEqual(before);
  });

  it('answers 404 for unknown and malformed entry ids', async () => {
    for (const id of [randomUUID(), 'kein-uuid']) {
      expect((await as(SvLevel.SV_ADMIN).get(`${g.url}/${id}`)).body).toEqual(NOT_FOUND);
      expect((await multipart(as(SvLevel.SV_ADMIN).put(`${g.url}/${id}`), { title: 'x' })).body).toEqual(NOT_FOUND);
      expect((await as(SvLevel.SV_ADMIN).delete(`${g.url}/${id}`)).body).toEqual(NOT_FOUND);
    }
  });
});
