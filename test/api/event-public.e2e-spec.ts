// The public event routes without login: GET /event/public/event/{eventId}, POST .../registration and
// .../attendee, GET .../material/{materialId}: what the public view carries (and never carries), the
// switches closing each route, every answer rule, one registration and one check-in per e-mail
// (case-insensitive, also under racing requests), mass assignment, the confirmation mail.
import { randomUUID } from 'node:crypto';
import { EVENT_MESSAGES as EM } from '#shared/event';
import { SvLevel } from '#shared/levels';
import { MESSAGES } from '#shared/validation';
import { createEvent, eventGroup, EventGroup, eventState, fieldIds, multipart, PDF, publicUrl } from '../fixtures/event';
import { expectApiError, validationError } from '../helpers/expect';
import { waitForMail } from '../helpers/mail';
import { useTestApp } from '../helpers/test-app';

const EVENT_NOT_FOUND = { statusCode: 404, code: 'EVENT_NOT_FOUND', message: EM.notFound };
const NO_ACCESS = { statusCode: 403, code: 'EVENT_SWITCH_OFF', message: EM.noAccess };

describe('event: public routes', () => {
  const t = useTestApp();
  let g: EventGroup;

  beforeAll(async () => {
    g = await eventGroup(t);
  });

  const person = (mail: string, answers: Record<string, unknown> = {}) => ({ firstName: 'Lea', lastName: 'Schmidt', mail, answers });
  const anon = () => t.client();

  it('shows only what the public pages need, whatever the view access', async () => {
    const event = await multipart(
      g.as(SvLevel.SV_BOARD).post(g.url),
      {
        title: 'Schulfest',
        startDate: '2026-12-04T16:00:00+01:00',
        location: 'Aula',
        viewAccess: '3',
        switches: { program: true, registration: false, checkin: false },
        customFields: [{ name: 'Klasse', type: 'text', required: true }],
        configuration: { toc: [{ time: '16:00', title: 'Begrüßung', newUploads: [0] }] },
      },
      [
        { name: 'ablauf.pdf', body: PDF },
        { name: 'intern.pdf', body: PDF },
      ],
    );
    expect(event.status).toBe(201);
    const res = await anon().get(publicUrl(event.body._id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: event.body._id,
      title: 'Schulfest',
      startDate: '2026-12-04T15:00:00.000Z',
      endDate: '2026-12-04T15:00:00.000Z',
      location: 'Aula',
      switches: { program: true, registration: false, checkin: false },
      program: [
        {
          _id: expect.any(String),
          time: '16:00',
          title: 'Begrüßung',
          description: '',
          materials: [expect.objectContaining({ name: 'ablauf.pdf' })],
        },
      ],
      // Neither registration nor check-in is on: no form.
      customFields: [],
      doorCodeRequired: false,
      tenantName: g.tenant.name,
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('intern.pdf');
    expect(text).not.toContain('viewAccess');
    expect(text).not.toContain(g.members[SvLevel.SV_BOARD].user._id);

    // The programme file downloads without login; the event's own file does not.
    const programFile = res.body.program[0].materials[0]._id;
    const download = await anon().get(`${publicUrl(event.body._id)}/material/${programFile}`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const own = event.body.materials[0]._id;
    expectApiError(await anon().get(`${publicUrl(event.body._id)}/material/${own}`), { statusCode: 404 });
    // Nor another event's programme file through this event.
    const other = await createEvent(g);
    expectApiError(await anon().get(`${publicUrl(other._id)}/material/${programFile}`), { statusCode: 404 });
    // The normal download still needs a login.
    expectApiError(await anon().get(`/api/files/${programFile}`), { statusCode: 401 });

    // Programme off: the page and its files close.
    await g
      .as(SvLevel.SV_BOARD)
      .put(`${g.url}/${event.body._id}`)
      .send({ switches: { program: false, registration: true } });
    const closed = await anon().get(publicUrl(event.body._id));
    expect(closed.body).toMatchObject({ program: [], customFields: [{ name: 'Klasse' }] });
    expectApiError(await anon().get(`${publicUrl(event.body._id)}/material/${programFile}`), NO_ACCESS);

    // Every switch off, unknown, malformed, or the group's module off: 'Event nicht gefunden'.
    await g
      .as(SvLevel.SV_BOARD)
      .put(`${g.url}/${event.body._id}`)
      .send({ switches: { registration: false } });
    expectApiError(await anon().get(publicUrl(event.body._id)), EVENT_NOT_FOUND);
    expectApiError(await anon().get(publicUrl(randomUUID())), EVENT_NOT_FOUND);
    expectApiError(await anon().get(publicUrl('nicht-da')), EVENT_NOT_FOUND);
    expectApiError(
      await anon()
        .post(`${publicUrl('x'.repeat(300))}/registration`)
        .send(person('a@example.org')),
      EVENT_NOT_FOUND,
    );
    const h = await eventGroup(t);
    const off = await createEvent(h);
    await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"event": false}' WHERE id = $1`, [h.tenant._id]);
    expectApiError(await anon().get(publicUrl(off._id)), EVENT_NOT_FOUND);
    expectApiError(
      await anon()
        .post(`${publicUrl(off._id)}/registration`)
        .send(person('a@example.org')),
      EVENT_NOT_FOUND,
    );
  });

  it('registers without login, confirms by mail, and answers a repeat of the address (any case) alike without storing it', async () => {
    const event = await createEvent(g);
    const f = fieldIds(event);
    const res = await anon()
      .post(`${publicUrl(event._id)}/registration`)
      .send(person('Lea.Schmidt@Example.org', { [f.Klasse]: '5a', [f.Workshops]: ['Sport', 'Theater'], [f.Anmerkung]: '  vegetarisch  ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: EM.registered });
    await t.drain();
    const mail = await waitForMail('lea.schmidt@example.org', /Plenum: Deine Anmeldung/, 60_000);
    expect(mail.text).toContain('Hallo Lea');

    for (const mail of ['lea.schmidt@example.org', 'LEA.SCHMIDT@EXAMPLE.ORG']) {
      const repeat = await anon()
        .post(`${publicUrl(event._id)}/registration`)
        .send(person(mail, { [f.Klasse]: '5b' }));
      expect({ status: repeat.status, body: repeat.body }).toEqual({ status: 201, body: res.body });
    }

    // The organiser sees the answers; multiple choice in option order, text trimmed.
    const list = await g.as(SvLevel.SV_BOARD).get(`${g.url}/${event._id}/registration`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1 });
    expect(list.body.items[0]).toEqual({
      _id: expect.any(String),
      eventId: event._id,
      firstName: 'Lea',
      lastName: 'Schmidt',
      mail: 'lea.schmidt@example.org',
      answers: [
        { fieldId: f.Klasse, name: 'Klasse', value: '5a' },
        { fieldId: f.Workshops, name: 'Workshops', value: ['Theater', 'Sport'] },
        { fieldId: f.Anmerkung, name: 'Anmerkung', value: 'vegetarisch' },
      ],
      createdAt: expect.any(String),
    });

    // A removed field's answer stays readable under its old name (removed ones by name).
    await g
      .as(SvLevel.SV_BOARD)
      .put(`${g.url}/${event._id}`)
      .send({ customFields: [event.customFields[0]] });
    const after = await g.as(SvLevel.SV_BOARD).get(`${g.url}/${event._id}/registration`);
    expect(after.body.items[0].answers.map((a: { name: string }) => a.name)).toEqual(['Klasse', 'Anmerkung', 'Workshops']);
  });

  it('sends the confirmation through the outbox, only for a stored registration, with names escaped', async () => {
    const event = await createEvent(g, { title: 'Fest <b>& Spiel</b>', location: '<img src=x onerror=alert(1)>' });
    const f = fieldIds(event);
    const outbox = async () =>
      (
        await t.dataSource.query(
          `SELECT payload->>'registrationId' AS id FROM outbox WHERE type = 'event.registration-created' AND payload->>'tenantId' = $1
             AND payload->>'registrationId' IN (SELECT id::text FROM event_registration WHERE event_id = $2)`,
          [g.tenant._id, event._id],
        )
      ).map((r: { id: string }) => r.id);
    const countAll = async () =>
      (
        await t.dataSource.query(
          `SELECT count(*)::int AS n FROM outbox WHERE type = 'event.registration-created' AND payload->>'tenantId' = $1`,
          [g.tenant._id],
        )
      )[0].n as number;
    const res = await anon()
      .post(`${publicUrl(event._id)}/registration`)
      .send({ firstName: "Ma'ria", lastName: 'Schmidt', mail: 'maria@example.org', answers: { [f.Klasse]: '5a' } });
    expect(res.status).toBe(201);
    // Written with the registration, in its transaction: the mail is the outbox relay's job.
    const [stored] = await t.dataSource.query(`SELECT id FROM event_registration WHERE event_id = $1`, [event._id]);
    expect(await outbox()).toEqual([stored.id]);
    const total = await countAll();
    // Refused ones (a repeat, bad answers, a closed switch) leave no mail behind.
    expect(
      (
        await anon()
          .post(`${publicUrl(event._id)}/registration`)
          .send(person('MARIA@example.org', { [f.Klasse]: '5a' }))
      ).status,
    ).toBe(201);
    expect(
      (
        await anon()
          .post(`${publicUrl(event._id)}/registration`)
          .send(person('neu@example.org', { [f.Klasse]: '9z' }))
      ).status,
    ).toBe(400);
    expect(await countAll()).toBe(total);

    await t.drain();
    const mail = await waitForMail('maria@example.org', /Plenum: Deine Anmeldung/, 60_000);
    expect(mail.subject).toBe('Plenum: Deine Anmeldung');
    expect(mail.html).toContain('Hallo Ma&#39;ria,');
    expect(mail.html).toContain('Fest &lt;b&gt;&amp; Spiel&lt;/\u200Bb&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain("Hallo Ma'ria,");
    // The programme is on: the mail links its public page.
    expect(mail.text).toContain(`/event-program/${event._id}`);
  });

  it('checks in without a registration, once per address, with its time', async () => {
    const event = await createEvent(g);
    const f = fieldIds(event);
    const res = await anon()
      .post(`${publicUrl(event._id)}/attendee`)
      .send(person('max@example.org', { [f.Klasse]: 'Lehrkraft' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: EM.checkedIn });
    const repeat = await anon()
      .post(`${publicUrl(event._id)}/attendee`)
      .send(person('MAX@example.org', { [f.Klasse]: '5a' }));
    expect({ status: repeat.status, body: repeat.body }).toEqual({ status: 201, body: res.body });
    // A registration with the same address is a different list.
    expect(
      (
        await anon()
          .post(`${publicUrl(event._id)}/registration`)
          .send(person('max@example.org', { [f.Klasse]: '5a' }))
      ).status,
    ).toBe(201);
    const list = await g.as(SvLevel.SV_BOARD).get(`${g.url}/${event._id}/attendee`);
    // The first check-in stays, with its answers and time.
    expect(list.body.items).toEqual([expect.objectContaining({ mail: 'max@example.org', checkedInAt: expect.any(String) })]);
    expect(list.body.items[0].answers).toEqual([expect.objectContaining({ value: 'Lehrkraft' })]);
  });

  it('stores exactly one of many identical registrations sent at once', async () => {
    const event = await createEvent(g);
    const f = fieldIds(event);
    const body = person('gleich@example.org', { [f.Klasse]: '5a' });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        anon()
          .post(`${publicUrl(event._id)}/registration`)
          .send(i % 3 ? body : { ...body, mail: 'GLEICH@example.org' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const rows = await t.dataSource.query(`SELECT count(*)::int AS n FROM event_registration WHERE event_id = $1`, [event._id]);
    expect(rows[0].n).toBe(1);
    const checkins = await Promise.all(
      Array.from({ length: 4 }, () =>
        anon()
          .post(`${publicUrl(event._id)}/attendee`)
          .send(body),
      ),
    );
    expect(checkins.map((r) => r.status)).toEqual(Array(4).fill(201));
    const attendees = await t.dataSource.query(`SELECT count(*)::int AS n FROM event_attendee WHERE event_id = $1`, [event._id]);
    expect(attendees[0].n).toBe(1);
  });

  it('checks every answer against the field definitions and stores nothing on failure', async () => {
    const event = await createEvent(g);
    const f = fieldIds(event);
    const before = await eventState(t, g.tenant._id);
    for (const route of ['registration', 'attendee']) {
      const post = (body: unknown) =>
        anon()
          .post(`${publicUrl(event._id)}/${route}`)
          .send(body as object);
      expectApiError(await post(person('a@example.org', {})), validationError(`answers.${f.Klasse}`, EM.answerRequired));
      expectApiError(await post(person('a@example.org', { [f.Klasse]: '  ' })), validationError(`answers.${f.Klasse}`, EM.answerRequired));
      expectApiError(
        await post(person('a@example.org', { [f.Klasse]: '7c' })),
        validationError(`answers.${f.Klasse}`, EM.answerNotAnOption),
      );
      expectApiError(
        await post(person('a@example.org', { [f.Klasse]: ['5a'] })),
        validationError(`answers.${f.Klasse}`, EM.answerNotAnOption),
      );
      expectApiError(
        await post(person('a@example.org', { [f.Klasse]: '5a', [f.Workshops]: ['Sport', 'Schach'] })),
        validationError(`answers.${f.Workshops}`, EM.answerNotOptions),
      );
      expectApiError(
        await post(person('a@example.org', { [f.Klasse]: '5a', [f.Workshops]: 'Sport' })),
        validationError(`answers.${f.Workshops}`, EM.answerNotOptions),
      );
      expectApiError(
        await post(person('a@example.org', { [f.Klasse]: '5a', [f.Anmerkung]: 'x'.repeat(1001) })),
        validationError(`answers.${f.Anmerkung}`, EM.answerTooLong),
      );
      const unknown = randomUUID();
      expectApiError(
        await post(person('a@example.org', { [f.Klasse]: '5a', [unknown]: 'x' })),
        validationError(`answers.${unknown}`, EM.answerUnknownField),
      );
      expectApiError(
        await post({ ...person('a@example.org'), answers: ['5a'] }),
        validationError('answers', 'Die Antworten sind ungültig.'),
      );
      expectApiError(
        await post({ ...person('a@example.org', { [f.Klasse]: '5a' }), firstName: '' }),
        validationError('firstName', MESSAGES.firstNameRequired),
      );
      expectApiError(
        await post({ ...person('a@example.org', { [f.Klasse]: '5a' }), lastName: undefined }),
        validationError('lastName', MESSAGES.lastNameRequired),
      );
      expectApiError(await post(person('keine-mail', { [f.Klasse]: '5a' })), validationError('mail', MESSAGES.emailInvalid));
      expectApiError(await post({ ...person('a@example.org', { [f.Klasse]: '5a' }), firstName: 'x'.repeat(101) }), { statusCode: 400 });
      // Mass assignment: the body can never choose the event, the tenant, an id or a state.
      for (const extra of [
        { eventId: randomUUID() },
        { tenantId: randomUUID() },
        { _id: randomUUID() },
        { createdAt: '2020-01-01T00:00:00Z' },
        { checkedInAt: '2020-01-01T00:00:00Z' },
      ]) {
        expectApiError(
          await post({ ...person('a@example.org', { [f.Klasse]: '5a' }), ...extra }),
          validationError(Object.keys(extra)[0], 'Dieses Feld ist nicht erlaubt.'),
        );
      }
    }
    expect(await eventState(t, g.tenant._id)).toEqual(before);
  });

  it('closes registration and check-in with their switches (403), unknown events 404', async () => {
    const event = await createEvent(g, { switches: { program: true, registration: false, checkin: false } });
    const f = fieldIds(event);
    const body = person('zu@example.org', { [f.Klasse]: '5a' });
    expectApiError(
      await anon()
        .post(`${publicUrl(event._id)}/registration`)
        .send(body),
      NO_ACCESS,
    );
    expectApiError(
      await anon()
        .post(`${publicUrl(event._id)}/attendee`)
        .send(body),
      NO_ACCESS,
    );
    await g
      .as(SvLevel.SV_BOARD)
      .put(`${g.url}/${event._id}`)
      .send({ switches: { checkin: true } });
    expectApiError(
      await anon()
        .post(`${publicUrl(event._id)}/registration`)
        .send(body),
      NO_ACCESS,
    );
    expect(
      (
        await anon()
          .post(`${publicUrl(event._id)}/attendee`)
          .send(body)
      ).status,
    ).toBe(201);
    expectApiError(
      await anon()
        .post(`${publicUrl(randomUUID())}/registration`)
        .send(body),
      EVENT_NOT_FOUND,
    );
    expectApiError(
      await anon()
        .post(`${publicUrl(randomUUID())}/attendee`)
        .send(body),
      EVENT_NOT_FOUND,
    );
  });
});

describe('event: participants (organisers only)', () => {
  const t = useTestApp();
  let g: EventGroup;

  beforeAll(async () => {
    g = await eventGroup(t);
  });

  it('lists and deletes registrations and check-ins for event:edit only, pages and searches them', async () => {
    const event = await createEvent(g);
    const f = fieldIds(event);
    for (const name of ['Anna', 'Bernd', 'Carla']) {
      await t
        .client()
        .post(`${publicUrl(event._id)}/registration`)
        .send({ firstName: name, lastName: 'Muster', mail: `${name}@example.org`, answers: { [f.Klasse]: '5a' } });
    }
    // The public answers carry no ids: the organiser's lists do.
    const ids: string[] = (
      await t.dataSource.query(`SELECT id FROM event_registration WHERE event_id = $1 ORDER BY first_name`, [event._id])
    ).map((r: { id: string }) => r.id);
    await t
      .client()
      .post(`${publicUrl(event._id)}/attendee`)
      .send({ firstName: 'Dora', lastName: 'Muster', mail: 'dora@example.org', answers: { [f.Klasse]: '5b' } });
    const [checkin] = await t.dataSource.query(`SELECT id AS "_id" FROM event_attendee WHERE event_id = $1`, [event._id]);
    const reg = `${g.url}/${event._id}/registration`;
    const att = `${g.url}/${event._id}/attendee`;

    // A member who sees the event sees neither list.
    for (const level of [SvLevel.GUEST, SvLevel.CLASS_SPEAKER, SvLevel.SV_MEMBER]) {
      expectApiError(await g.as(level).get(reg), { statusCode: 403 });
      expectApiError(await g.as(level).get(att), { statusCode: 403 });
      expectApiError(await g.as(level).delete(`${reg}/${ids[0]}`), { statusCode: 403 });
      expectApiError(await g.as(level).delete(`${att}/${checkin._id}`), { statusCode: 403 });
      expect((await g.as(level).get(`${g.url}/${event._id}`)).body.registrationCount).toBeNull();
    }
    expect((await g.as(SvLevel.SV_BOARD).get(`${g.url}/${event._id}`)).body).toMatchObject({ registrationCount: 3, attendeeCount: 1 });

    const page = await g.as(SvLevel.SV_BOARD).get(reg).query({ pageSize: 2, sort: 'firstName' });
    expect(page.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.body.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Anna', 'Bernd']);
    const search = await g.as(SvLevel.SV_BOARD).get(reg).query({ text: 'carla@' });
    expect(search.body.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Carla']);
    expectApiError(await g.as(SvLevel.SV_BOARD).get(reg).query({ sort: 'answers' }), { statusCode: 400 });
    expectApiError(await g.as(SvLevel.SV_BOARD).get(reg).query({ pageSize: 'viele' }), { statusCode: 400 });

    const removed = await g.as(SvLevel.SV_BOARD).delete(`${reg}/${ids[0]}`);
    expect(removed.body).toEqual({ message: EM.registrationDeleted });
    expectApiError(await g.as(SvLevel.SV_BOARD).delete(`${reg}/${ids[0]}`), { statusCode: 404 });
    // A check-in id is not a registration.
    expectApiError(await g.as(SvLevel.SV_BOARD).delete(`${reg}/${checkin._id}`), { statusCode: 404 });
    expect((await g.as(SvLevel.SV_BOARD).delete(`${att}/${checkin._id}`)).body).toEqual({ message: EM.attendeeDeleted });
    // The deleted address may register again.
    expect(
      (
        await t
          .client()
          .post(`${publicUrl(event._id)}/registration`)
          .send({ firstName: 'Anna', lastName: 'Muster', mail: 'anna@example.org', answers: { [f.Klasse]: '5a' } })
      ).status,
    ).toBe(201);

    // Deleting the event removes its registrations and check-ins.
    expect((await g.as(SvLevel.SV_ADMIN).delete(`${g.url}/${event._id}`)).status).toBe(200);
    const left = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM event_registration WHERE event_id = $1)::int AS r, (SELECT count(*) FROM event_attendee WHERE event_id = $1)::int AS a`,
      [event._id],
    );
    expect(left[0]).toEqual({ r: 0, a: 0 });
  });

  it('hides the lists and their rows from another group: 404', async () => {
    const event = await createEvent(g);
    const f = fieldIds(event);
    await t
      .client()
      .post(`${publicUrl(event._id)}/registration`)
      .send({ firstName: 'Eva', lastName: 'Muster', mail: 'eva@example.org', answers: { [f.Klasse]: '5a' } });
    await t
      .client()
      .post(`${publicUrl(event._id)}/attendee`)
      .send({ firstName: 'Eva', lastName: 'Muster', mail: 'eva@example.org', answers: { [f.Klasse]: '5a' } });
    const [r] = await t.dataSource.query(`SELECT id AS "_id" FROM event_registration WHERE event_id = $1`, [event._id]);
    const [a] = await t.dataSource.query(`SELECT id AS "_id" FROM event_attendee WHERE event_id = $1`, [event._id]);
    const other = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const otherUrl = `/api/event/tenant/${other.tenant._id}/event/${event._id}`;
    expectApiError(await other.client.get(`${otherUrl}/registration`), { statusCode: 404 });
    expectApiError(await other.client.get(`${otherUrl}/attendee`), { statusCode: 404 });
    expectApiError(await other.client.delete(`${otherUrl}/registration/${r._id}`), { statusCode: 404 });
    expectApiError(await other.client.delete(`${otherUrl}/attendee/${a._id}`), { statusCode: 404 });
    const victim = `${g.url}/${event._id}`;
    expectApiError(await other.client.get(`${victim}/registration`), { statusCode: 404 });
    expectApiError(await other.client.delete(`${victim}/attendee/${a._id}`), { statusCode: 404 });
    // The other group's own event cannot reach this event's rows either.
    const own = await other.client
      .post(`/api/event/tenant/${other.tenant._id}/event`)
      .send({ title: 'Eigenes', startDate: '2026-12-04T16:00:00Z' });
    expectApiError(await other.client.delete(`/api/event/tenant/${other.tenant._id}/event/${own.body._id}/registration/${r._id}`), {
      statusCode: 404,
    });
    expect((await g.as(SvLevel.SV_BOARD).get(`${victim}/registration`)).body.total).toBe(1);
  });
});

describe('event: public rate limit', () => {
  // RATE_LIMIT_PUBLIC (600 per 15 minutes by default) counts per event and IP.
  const t = useTestApp({ workers: false, env: { RATE_LIMIT_PUBLIC: '3' } });

  it('limits each event on its own', async () => {
    const g = await eventGroup(t);
    const [a, b] = [await createEvent(g), await createEvent(g)];
    const post = (event: typeof a, i: number) =>
      t
        .client()
        .post(`${publicUrl(event._id)}/attendee`)
        .send({ firstName: 'Lea', lastName: 'Schmidt', mail: `l${i}@example.org`, answers: { [fieldIds(event).Klasse]: '5a' } });
    for (let i = 0; i < 3; i++) expect((await post(a, i)).status).toBe(201);
    expectApiError(await post(a, 9), { statusCode: 429 });
    // Another event from the same address is not blocked by the first one's count.
    expect((await post(b, 1)).status).toBe(201);
    // Registrations are limited as well, on their own count.
    const register = (i: number) =>
      t
        .client()
        .post(`${publicUrl(a._id)}/registration`)
        .send({ firstName: 'Lea', lastName: 'Schmidt', mail: `r${i}@example.org`, answers: { [fieldIds(a).Klasse]: '5a' } });
    for (let i = 0; i < 3; i++) expect((await register(i)).status).toBe(201);
    expectApiError(await register(9), { statusCode: 429 });
  });
});
