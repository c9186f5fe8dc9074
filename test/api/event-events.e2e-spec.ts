// Events: GET/POST /event/tenant/{tenantId}/event, GET/PUT/DELETE .../event/{eventId}: the happy paths as
// JSON and multipart (programme files attached by position), every SPEC 5 rule for custom fields with its
// German message, sanitised HTML, view access, the author rule, delete for event:delete only, mass
// assignment, the list's search, sort and upcoming/past filter, the dashboard section.
import { randomUUID } from 'node:crypto';
import { EVENT_MESSAGES as EM } from '#shared/event';
import { NetworkLevel, SvLevel, TenantType } from '#shared/levels';
import { MESSAGES } from '#shared/validation';
import { createEvent, eventBody, eventGroup, EventGroup, eventState, multipart, PDF } from '../fixtures/event';
import { expectApiError, FORBIDDEN, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const NOT_FOUND_EVENT = { statusCode: 404, message: EM.notFound };

describe('event: events', () => {
  const t = useTestApp();
  let g: EventGroup;

  beforeAll(async () => {
    g = await eventGroup(t);
  });

  it('creates, reads, lists, changes and deletes an event (JSON)', async () => {
    const created = await g
      .as(SvLevel.SV_BOARD)
      .post(g.url)
      .send(eventBody({ title: '  Schulfest  ', viewAccess: 1 }));
    expect(created.status).toBe(201);
    const board = g.members[SvLevel.SV_BOARD].user;
    expect(created.body).toEqual({
      _id: expect.any(String),
      tenantId: g.tenant._id,
      title: 'Schulfest',
      description: '<p>Unser <strong>Fest</strong></p>',
      location: 'Aula',
      startDate: '2026-12-04T15:00:00.000Z',
      endDate: '2026-12-04T19:00:00.000Z',
      viewAccess: 1,
      viewAccessLabel: 'Klassensprecher*in',
      author: { _id: board._id, contact: { first_name: 'Stufe', last_name: String(SvLevel.SV_BOARD) } },
      materials: [],
      switches: { program: true, registration: true, checkin: true },
      configuration: {
        toc: [{ _id: expect.any(String), time: '16:00', title: 'Begrüßung', description: '<p>In der Aula</p>', materials: [] }],
      },
      customFields: [
        { _id: expect.any(String), name: 'Klasse', type: 'single', options: ['5a', '5b', 'Lehrkraft'], required: true },
        { _id: expect.any(String), name: 'Workshops', type: 'multiple', options: ['Theater', 'Musik', 'Sport'], required: false },
        { _id: expect.any(String), name: 'Anmerkung', type: 'text', options: [], required: false },
      ],
      doorCode: null,
      registrationCount: 0,
      attendeeCount: 0,
      mayEdit: true,
      mayDelete: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = created.body._id;

    // A class speaker sees the event but neither who registered nor the right to change it.
    const read = await g.as(SvLevel.CLASS_SPEAKER).get(`${g.url}/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ _id: id, mayEdit: false, mayDelete: false, registrationCount: null, attendeeCount: null });
    // A guest is below the view access: the event does not exist for them.
    expectApiError(await g.as(SvLevel.GUEST).get(`${g.url}/${id}`), NOT_FOUND_EVENT);

    const list = await g.as(SvLevel.SV_ADMIN).get(g.url);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, pageSize: 50 });
    expect(list.body.items.find((e: { _id: string }) => e._id === id)).toMatchObject({ mayEdit: true, mayDelete: true });

    // Only the fields sent change; custom fields keep their ids when named.
    const fields = created.body.customFields;
    const changed = await g
      .as(SvLevel.SV_BOARD)
      .put(`${g.url}/${id}`)
      .send({
        location: 'Turnhalle',
        switches: { checkin: false },
        customFields: [
          { ...fields[0], name: 'Klasse/Funktion' },
          { name: 'Essen', type: 'single', options: ['Vegetarisch', 'Alles'] },
        ],
      });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      title: 'Schulfest',
      location: 'Turnhalle',
      switches: { program: true, registration: true, checkin: false },
      configuration: { toc: [{ title: 'Begrüßung' }] },
    });
    expect(changed.body.customFields).toEqual([
      { ...fields[0], name: 'Klasse/Funktion' },
      { _id: expect.any(String), name: 'Essen', type: 'single', options: ['Vegetarisch', 'Alles'], required: false },
    ]);

    // Delete is event:delete (the admin) only; the board may not, even as the author.
    expectApiError(await g.as(SvLevel.SV_BOARD).delete(`${g.url}/${id}`), FORBIDDEN);
    const deleted = await g.as(SvLevel.SV_ADMIN).delete(`${g.url}/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: EM.eventDeleted });
    expectApiError(await g.as(SvLevel.SV_ADMIN).get(`${g.url}/${id}`), NOT_FOUND_EVENT);
  });

  it('takes programme files through multipart and attaches each to the item that names its position', async () => {
    const created = await multipart(
      g.as(SvLevel.SV_BOARD).post(g.url),
      eventBody({
        configuration: {
          toc: [
            { time: '16:00', title: 'Begrüßung', newUploads: [1] },
            { time: '17:00', title: 'Theater', newUploads: [0, 2] },
          ],
        },
        viewAccess: '0',
      }),
      [
        { name: 'theater.pdf', body: PDF },
        { name: 'begruessung.pdf', body: PDF },
        { name: 'text.txt', body: Buffer.from('Ablauf des Theaters') },
        { name: 'lageplan.pdf', body: PDF },
      ],
    );
    expect(created.status).toBe(201);
    const [first, second] = created.body.configuration.toc;
    expect(first.materials.map((m: { name: string }) => m.name)).toEqual(['begruessung.pdf']);
    expect(second.materials.map((m: { name: string }) => m.name)).toEqual(['theater.pdf', 'text.txt']);
    // The file no item names is the event's own.
    expect(created.body.materials.map((m: { name: string }) => m.name)).toEqual(['lageplan.pdf']);

    // Members download programme files like any other: GET /api/files/{id}.
    const file = await g.as(SvLevel.GUEST).get(`/api/files/${second.materials[1]._id}`);
    expect(file.status).toBe(200);
    expect(file.text).toBe('Ablauf des Theaters');

    // Reorder, keep one file of the second item, drop the first item: its file goes.
    const put = await multipart(
      g.as(SvLevel.SV_BOARD).put(`${g.url}/${created.body._id}`),
      {
        configuration: { toc: [{ ...pickItem(second), materials: [second.materials[0]._id], newUploads: [0] }] },
      },
      [{ name: 'neu.pdf', body: PDF }],
    );
    expect(put.status).toBe(200);
    expect(put.body.configuration.toc).toHaveLength(1);
    expect(put.body.configuration.toc[0]._id).toBe(second._id);
    expect(put.body.configuration.toc[0].materials.map((m: { name: string }) => m.name)).toEqual(['theater.pdf', 'neu.pdf']);
    expect(put.body.materials.map((m: { name: string }) => m.name)).toEqual(['lageplan.pdf']);
    expectApiError(await g.as(SvLevel.GUEST).get(`/api/files/${first.materials[0]._id}`), { statusCode: 404 });

    // Deleting the event removes every file of it, its own and its programme's.
    expect((await g.as(SvLevel.SV_ADMIN).delete(`${g.url}/${created.body._id}`)).status).toBe(200);
    const left = await t.dataSource.query(`SELECT count(*)::int AS n FROM material WHERE owner_id = $1`, [created.body._id]);
    expect(left[0].n).toBe(0);
  });

  it('refuses file positions that were not uploaded or are claimed twice, and foreign material ids', async () => {
    const before = await eventState(t, g.tenant._id);
    const res = await multipart(
      g.as(SvLevel.SV_BOARD).post(g.url),
      eventBody({ configuration: { toc: [{ title: 'A', newUploads: [3] }] } }),
      [{ name: 'a.pdf', body: PDF }],
    );
    expectApiError(
      res,
      validationError('configuration.toc.0.newUploads', 'Dieser Programmpunkt nennt eine Datei, die nicht hochgeladen wurde.'),
    );
    const twice = await multipart(
      g.as(SvLevel.SV_BOARD).post(g.url),
      eventBody({
        configuration: {
          toc: [
            { title: 'A', newUploads: [0] },
            { title: 'B', newUploads: [0] },
          ],
        },
      }),
      [{ name: 'a.pdf', body: PDF }],
    );
    expectApiError(
      twice,
      validationError('configuration.toc.1.newUploads', 'Eine hochgeladene Datei kann nur zu einem Programmpunkt gehören.'),
    );
    expect(await eventState(t, g.tenant._id)).toEqual(before);

    const other = await createEvent(g, { configuration: { toc: [{ title: 'X' }] } });
    const foreign = await g
      .as(SvLevel.SV_BOARD)
      .put(`${g.url}/${other._id}`)
      .send({
        configuration: { toc: [{ title: 'X', materials: [randomUUID()] }] },
      });
    expectApiError(foreign, { statusCode: 400 });
  });

  it('applies every SPEC 5 rule to custom fields, with German messages, and stores nothing', async () => {
    const before = await eventState(t, g.tenant._id);
    const post = (customFields: unknown) => g.as(SvLevel.SV_BOARD).post(g.url).send(eventBody({ customFields }));
    expectApiError(
      await post([
        { name: 'Klasse', type: 'text' },
        { name: ' klasse ', type: 'text' },
      ]),
      validationError('customFields.1.name', EM.fieldNameDuplicate),
    );
    expectApiError(await post([{ name: '', type: 'text' }]), validationError('customFields.0.name', EM.fieldNameRequired));
    expectApiError(await post([{ name: 'E-Mail', type: 'text' }]), validationError('customFields.0.name', EM.fieldNameReserved));
    expectApiError(await post([{ name: 'Klasse' }]), validationError('customFields.0.type', EM.fieldTypeRequired));
    expectApiError(await post([{ name: 'Klasse', type: 'radio' }]), validationError('customFields.0.type', EM.fieldTypeRequired));
    expectApiError(
      await post([{ name: 'Klasse', type: 'single', options: [] }]),
      validationError('customFields.0.options', EM.fieldOptionsRequired),
    );
    expectApiError(await post([{ name: 'Klasse', type: 'multiple' }]), validationError('customFields.0.options', EM.fieldOptionsRequired));
    expectApiError(
      await post([{ name: 'K', type: 'single', options: ['a', 'a'] }]),
      validationError('customFields.0.options', EM.fieldOptionDuplicate),
    );
    expectApiError(
      await post([{ name: 'K', type: 'single', options: ['a', ' '] }]),
      validationError('customFields.0.options', EM.fieldOptionEmpty),
    );
    expectApiError(
      await post([{ name: 'K', type: 'text', required: 'ja' }]),
      validationError('customFields.0.required', 'Dieses Feld ist ungültig.'),
    );
    expectApiError(
      await post([{ name: 'K', type: 'text', answers: {} }]),
      validationError('customFields.0.answers', 'Dieses Feld ist nicht erlaubt.'),
    );
    expectApiError(await post({ name: 'K' }), validationError('customFields', 'Die Liste der Felder ist ungültig.'));
    expectApiError(await post([{ name: 'x'.repeat(101), type: 'text' }]), validationError('customFields.0.name', MESSAGES.tooLong(100)));
    expect(await eventState(t, g.tenant._id)).toEqual(before);
  });

  it('refuses bad dates, titles, switches, view access and unknown fields with 400 (never 500)', async () => {
    const before = await eventState(t, g.tenant._id);
    const post = (over: Record<string, unknown>) => g.as(SvLevel.SV_BOARD).post(g.url).send(eventBody(over));
    expectApiError(await post({ endDate: '2026-12-04T15:00:00+01:00' }), validationError('endDate', EM.endBeforeStart));
    expectApiError(await post({ startDate: undefined }), validationError('startDate', EM.startRequired));
    expectApiError(await post({ startDate: '04.12.2026' }), validationError('startDate', EM.dateInvalid));
    expectApiError(await post({ startDate: 42 }), validationError('startDate', EM.startRequired));
    expectApiError(await post({ title: '' }), validationError('title', MESSAGES.titleRequired));
    expectApiError(await post({ title: 'x'.repeat(201) }), validationError('title', MESSAGES.tooLong(200)));
    expectApiError(await post({ location: 'x'.repeat(201) }), validationError('location', MESSAGES.tooLong(200)));
    expectApiError(await post({ description: 'x'.repeat(20_001) }), validationError('description', MESSAGES.tooLong(20_000)));
    expectApiError(
      await post({ switches: { program: 'yes' } }),
      validationError('switches.program', 'Die Schalter müssen ja oder nein sein.'),
    );
    expectApiError(await post({ switches: { survey: true } }), validationError('switches.survey', 'Dieses Feld ist nicht erlaubt.'));
    expectApiError(await post({ viewAccess: 9 }), validationError('viewAccess', EM.viewAccessInvalid));
    expectApiError(await post({ viewAccess: 4 }), validationError('viewAccess', EM.viewAccessAboveOwn));
    expectApiError(
      await post({ configuration: { toc: [{ title: '' }] } }),
      validationError('configuration.toc.0.title', EM.programTitleRequired),
    );
    expectApiError(await post({ configuration: 'kein json' }), validationError('configuration', EM.jsonInvalid));
    expectApiError(await post({ configuration: { toc: 'x' } }), validationError('configuration.toc', 'Die Konfiguration ist ungültig.'));
    // Mass assignment: the body chooses neither the tenant, the author, an id nor counts.
    for (const extra of [{ tenantId: randomUUID() }, { authorId: randomUUID() }, { _id: randomUUID() }, { registrationCount: 5 }]) {
      expectApiError(await post(extra), validationError(Object.keys(extra)[0], 'Dieses Feld ist nicht erlaubt.'));
    }
    expect(await eventState(t, g.tenant._id)).toEqual(before);
    // Malformed ids are simply not found (common/uuid-param.pipe.ts), never a 500.
    expectApiError(await g.as(SvLevel.SV_BOARD).get(`${g.url}/not-a-uuid`), { statusCode: 404 });
    expectApiError(await g.as(SvLevel.SV_BOARD).put(`${g.url}/not-a-uuid`).send({}), { statusCode: 404 });
    expectApiError(await g.as(SvLevel.SV_ADMIN).delete(`${g.url}/not-a-uuid`), { statusCode: 404 });
    expectApiError(await g.as(SvLevel.SV_BOARD).get(g.url).query({ sort: 'secret' }), { statusCode: 400 });
    expectApiError(await g.as(SvLevel.SV_BOARD).get(g.url).query({ when: 'soon' }), { statusCode: 400 });
  });

  it('checks a change against the stored dates and refuses fields the body may not set (PUT)', async () => {
    const created = await createEvent(g);
    const before = await eventState(t, g.tenant._id);
    const put = (body: Record<string, unknown>) => g.as(SvLevel.SV_BOARD).put(`${g.url}/${created._id}`).send(body);
    // Only one date sent: the other one is the stored one (start 16:00, end 20:00 Berlin).
    expectApiError(await put({ endDate: '2026-12-04T15:59:00+01:00' }), validationError('endDate', EM.endBeforeStart));
    expectApiError(await put({ startDate: '2026-12-04T20:01:00+01:00' }), validationError('endDate', EM.endBeforeStart));
    for (const extra of [{ tenantId: randomUUID() }, { authorId: randomUUID() }, { _id: randomUUID() }, { createdAt: '2020-01-01' }]) {
      expectApiError(await put(extra), validationError(Object.keys(extra)[0], 'Dieses Feld ist nicht erlaubt.'));
    }
    expect(await eventState(t, g.tenant._id)).toEqual(before);
    // End equal to start is fine (an event without a length).
    const same = await put({ startDate: '2026-12-04T20:00:00+01:00' });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ startDate: '2026-12-04T19:00:00.000Z', endDate: '2026-12-04T19:00:00.000Z' });
  });

  it('stores rich text only as the sanitiser returns it (description and programme)', async () => {
    const evil =
      '<p onclick="alert(1)">Hallo<script>alert(1)</script> <a href="javascript:alert(1)">Link</a> <img src=x onerror=alert(1)></p>';
    const created = await createEvent(g, { description: evil, configuration: { toc: [{ title: '<b>Titel</b>', description: evil }] } });
    const read = await g.as(SvLevel.SV_BOARD).get(`${g.url}/${created._id}`);
    const clean = '<p>Hallo <a rel="noopener noreferrer" target="_blank">Link</a> </p>';
    expect(read.body.description).toBe(clean);
    expect(read.body.configuration.toc[0].description).toBe(clean);
    // Titles are plain text: kept as typed, rendered as text by the web.
    expect(read.body.configuration.toc[0].title).toBe('<b>Titel</b>');
  });

  it('lets the author with event:create edit, and nobody below event:create', async () => {
    const created = await createEvent(g);
    expectApiError(await g.as(SvLevel.SV_MEMBER).put(`${g.url}/${created._id}`).send({ title: 'X' }), FORBIDDEN);
    expectApiError(await g.as(SvLevel.SV_MEMBER).post(g.url).send(eventBody()), FORBIDDEN);
    // The admin holds event:edit: edits what someone else wrote.
    expect((await g.as(SvLevel.SV_ADMIN).put(`${g.url}/${created._id}`).send({ title: 'Neu' })).body.title).toBe('Neu');
  });

  it('lets a network member (event:create, no event:edit) change only their own events, never see participants', async () => {
    const n = await eventGroup(t, TenantType.NETWORK);
    const mine = await n.as(NetworkLevel.NETWORK_MEMBER).post(n.url).send(eventBody());
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ mayEdit: true, mayDelete: false, registrationCount: null });
    expect((await n.as(NetworkLevel.NETWORK_MEMBER).put(`${n.url}/${mine.body._id}`).send({ title: 'Meins' })).body.title).toBe('Meins');
    const theirs = await n.as(NetworkLevel.NETWORK_ADMIN).post(n.url).send(eventBody());
    expectApiError(await n.as(NetworkLevel.NETWORK_MEMBER).put(`${n.url}/${theirs.body._id}`).send({ title: 'X' }), FORBIDDEN);
    expectApiError(await n.as(NetworkLevel.NETWORK_MEMBER).get(`${n.url}/${mine.body._id}/registration`), FORBIDDEN);
    expectApiError(await n.as(NetworkLevel.NETWORK_MEMBER).delete(`${n.url}/${mine.body._id}`), FORBIDDEN);
  });

  it('filters by text and upcoming/past, sorts, pages, and fills the dashboard section', async () => {
    const h = await eventGroup(t);
    const post = (body: Record<string, unknown>) => h.as(SvLevel.SV_BOARD).post(h.url).send(eventBody(body));
    const soon = new Date(Date.now() + 86_400_000);
    const later = new Date(Date.now() + 2 * 86_400_000);
    const past = new Date(Date.now() - 2 * 86_400_000);
    await post({ title: 'Sportfest', startDate: later.toISOString(), endDate: later.toISOString() });
    await post({ title: 'Theaterabend', location: 'Aula', startDate: soon.toISOString(), endDate: soon.toISOString() });
    await post({ title: 'Vergangenes Fest', startDate: past.toISOString(), endDate: past.toISOString() });
    await post({ title: 'Geheim', viewAccess: 3, startDate: soon.toISOString(), endDate: soon.toISOString() });
    const titles = async (query: Record<string, string | number>, level = SvLevel.SV_MEMBER) =>
      (await h.as(level).get(h.url).query(query)).body.items.map((e: { title: string }) => e.title);
    expect(await titles({ when: 'upcoming' })).toEqual(['Theaterabend', 'Sportfest']);
    expect(await titles({ when: 'past' })).toEqual(['Vergangenes Fest']);
    expect(await titles({ text: 'theater' })).toEqual(['Theaterabend']);
    expect(await titles({ text: '%' })).toEqual([]);
    expect(await titles({ sort: '-title' })).toEqual(['Vergangenes Fest', 'Theaterabend', 'Sportfest']);
    expect(await titles({ sort: 'title' }, SvLevel.SV_BOARD)).toEqual(['Geheim', 'Sportfest', 'Theaterabend', 'Vergangenes Fest']);
    const paged = await h.as(SvLevel.SV_MEMBER).get(h.url).query({ pageSize: 2, page: 2, sort: 'title' });
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.items).toHaveLength(1);

    const dashboard = await h.as(SvLevel.SV_MEMBER).get(`/api/tenant/tenant/${h.tenant._id}/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.sections.event).toMatchObject({ integration: 'event', status: 'ok' });
    expect(dashboard.body.sections.event.items.map((e: { title: string }) => e.title)).toEqual(['Theaterabend', 'Sportfest']);
  });

  it('answers 403 when the group switched events off', async () => {
    const h = await eventGroup(t);
    await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"event": false}' WHERE id = $1`, [h.tenant._id]);
    expectApiError(await h.as(SvLevel.SV_ADMIN).get(h.url), { statusCode: 403 });
  });

  it('hides every route from another group: 404', async () => {
    const created = await createEvent(g);
    const other = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const otherUrl = `/api/event/tenant/${other.tenant._id}/event`;
    expectApiError(await other.client.get(`${otherUrl}/${created._id}`), NOT_FOUND_EVENT);
    expectApiError(await other.client.put(`${otherUrl}/${created._id}`).send({ title: 'X' }), NOT_FOUND_EVENT);
    expectApiError(await other.client.delete(`${otherUrl}/${created._id}`), NOT_FOUND_EVENT);
    // Through the victim's tenant id: not a member, 404.
    expectApiError(await other.client.get(g.url), { statusCode: 404 });
    expectApiError(await other.client.get(`${g.url}/${created._id}`), { statusCode: 404 });
    expectApiError(await other.client.put(`${g.url}/${created._id}`).send({ title: 'X' }), { statusCode: 404 });
    expectApiError(await other.client.delete(`${g.url}/${created._id}`), { statusCode: 404 });
    expectApiError(await other.client.post(g.url).send(eventBody()), { statusCode: 404 });
    expect((await g.as(SvLevel.SV_BOARD).get(`${g.url}/${created._id}`)).body.title).toBe('Schulfest');
  });
});

function pickItem(item: { _id: string; time: string; title: string; description: string }) {
  return { _id: item._id, time: item.time, title: item.title, description: item.description };
}
