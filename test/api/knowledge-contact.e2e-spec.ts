// Contact groups and contacts: GET/POST /knowledge/tenant/{tenantId}/contactgroup, GET/PUT/DELETE
// .../contactgroup/{id} (with a page of contacts: search, sort, paging), POST .../contact, POST .../contact/bulk
// (all or nothing, bad rows counted from 1), PUT/DELETE .../contact/{id}: German messages, view access, the
// author rule, bad input never 500, another group's member 404.
import { CONTACT_BULK_MAX, CONTACT_GROUP_MAX, CONTACT_MESSAGES as CM } from '#shared/contacts';
import { NetworkLevel, SvLevel, TenantType } from '#shared/levels';
import { MESSAGES } from '#shared/validation';
import type { TestApp } from '../helpers/app';
import { expectApiError, FORBIDDEN, validationError } from '../helpers/expect';
import { groupAtEveryLevel } from '../helpers/level-group';
import type { Fixtures } from '../helpers/test-app';
import { useTestApp } from '../helpers/test-app';

const GROUP_NOT_FOUND = { statusCode: 404, code: 'CONTACT_GROUP_NOT_FOUND', message: CM.groupNotFound };
const CONTACT_NOT_FOUND = { statusCode: 404, code: 'CONTACT_NOT_FOUND', message: CM.contactNotFound };

async function contactGroup(t: Fixtures & TestApp, type: TenantType = TenantType.SV) {
  const { tenant, members } = await groupAtEveryLevel(t, type);
  const base = `/api/knowledge/tenant/${tenant._id}`;
  return { tenant, groups: `${base}/contactgroup`, contacts: `${base}/contact`, as: (level: number) => members[level].client };
}
type Group = Awaited<ReturnType<typeof contactGroup>>;

const EVA = {
  title: 'Frau Dr.',
  firstName: 'Eva',
  lastName: 'Weiß-Özdemir',
  mail: 'eva.weiss@example.org',
  phone: '+49 221 123456',
  description: 'Verbindungslehrerin\nSprechstunde dienstags',
  street: 'Äußere Kanalstraße 5',
  zip: '50667',
  city: 'Köln',
};

async function createGroup(g: Group, body: Record<string, unknown> = {}, level: number = SvLevel.SV_BOARD) {
  const res = await g
    .as(level)
    .post(g.groups)
    // Guest level unless the test says otherwise (the default without viewAccess is level 2, tested below).
    .send({ title: 'Lehrkräfte und Partner', viewAccess: 0, ...body });
  if (res.status !== 201) throw new Error(`creating a contact group failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { _id: string };
}

describe('knowledge: contact groups and contacts', () => {
  const t = useTestApp();
  let g: Group;

  beforeAll(async () => {
    g = await contactGroup(t);
  });

  it('creates, reads, lists, changes and deletes a contact group', async () => {
    const created = await g
      .as(SvLevel.SV_BOARD)
      .post(g.groups)
      .send({ title: '  Lehrkräfte und Partner ', description: 'Alle, die uns helfen', viewAccess: 1 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      tenantId: g.tenant._id,
      title: 'Lehrkräfte und Partner',
      description: 'Alle, die uns helfen',
      viewAccess: 1,
      viewAccessLabel: 'Klassensprecher*in',
      contactCount: 0,
      mayEdit: true,
      mayDelete: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      contacts: { items: [], total: 0, page: 1, pageSize: 50 },
    });
    const id = created.body._id;
    const url = `${g.groups}/${id}`;

    const read = await g.as(SvLevel.CLASS_SPEAKER).get(url);
    expect(read.body).toMatchObject({ _id: id, mayEdit: false, mayDelete: false });
    // Below the view access the group does not exist, in the list as by id.
    expectApiError(await g.as(SvLevel.GUEST).get(url), GROUP_NOT_FOUND);
    expect((await g.as(SvLevel.GUEST).get(g.groups)).body.items.map((x: { _id: string }) => x._id)).not.toContain(id);
    const list = await g.as(SvLevel.CLASS_SPEAKER).get(g.groups);
    expect(list.body).toMatchObject({ page: 1, pageSize: 50 });
    expect(list.body.items.find((x: { _id: string }) => x._id === id)).toMatchObject({ title: 'Lehrkräfte und Partner', contactCount: 0 });

    const changed = await g.as(SvLevel.SV_ADMIN).put(url).send({ title: 'Partner', viewAccess: 0 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Partner', description: 'Alle, die uns helfen', viewAccess: 0 });
    expect((await g.as(SvLevel.GUEST).get(url)).status).toBe(200);

    // Members below knowledge:create change nothing.
    expectApiError(await g.as(SvLevel.SV_MEMBER).post(g.groups).send({ title: 'X' }), FORBIDDEN);
    expectApiError(await g.as(SvLevel.SV_MEMBER).put(url).send({ title: 'X' }), FORBIDDEN);
    expectApiError(await g.as(SvLevel.SV_MEMBER).delete(url), FORBIDDEN);

    const deleted = await g.as(SvLevel.SV_ADMIN).delete(url);
    expect(deleted.body).toEqual({ message: CM.groupDeleted });
    expectApiError(await g.as(SvLevel.SV_ADMIN).get(url), GROUP_NOT_FOUND);
  });

  it('refuses bad contact-group input with 400 (never 500) and keeps HTML as plain text', async () => {
    const post = (body: unknown) =>
      g
        .as(SvLevel.SV_BOARD)
        .post(g.groups)
        .send(body as object);
    expectApiError(await post({}), validationError('title', MESSAGES.titleRequired));
    expectApiError(await post({ title: '   ' }), validationError('title', MESSAGES.titleRequired));
    expectApiError(await post({ title: 42 }), validationError('title', MESSAGES.titleRequired));
    expectApiError(await post({ title: 'x'.repeat(201) }), validationError('title', MESSAGES.tooLong(200)));
    expectApiError(await post({ title: 'A', description: 'x'.repeat(2001) }), validationError('description', MESSAGES.tooLong(2000)));
    expectApiError(await post({ title: 'A', description: ['x'] }), validationError('description', CM.notText));
    expectApiError(await post({ title: 'A', viewAccess: 'viel' }), { statusCode: 400, code: 'VALIDATION_FAILED' });
    expectApiError(await post({ title: 'A', viewAccess: 9 }), validationError('viewAccess', CM.viewAccessInvalid));
    expectApiError(await post({ title: 'A', viewAccess: SvLevel.SV_TEACHER }), validationError('viewAccess', CM.viewAccessAboveOwn));
    expectApiError(await post({ title: 'A', tenantId: g.tenant._id }), { statusCode: 400, code: 'VALIDATION_FAILED' });
    expectApiError(await g.as(SvLevel.SV_ADMIN).get(g.groups).query({ page: 'abc' }), { statusCode: 400 });
    expectApiError(await g.as(SvLevel.SV_ADMIN).get(`${g.groups}/kein-uuid`), { statusCode: 404 });
    const html = await post({ title: '<b onclick="x()">Partner</b>', description: '<script>alert(1)</script>' });
    expect(html.status).toBe(201);
    // Plain-text fields: stored and answered as typed; the web shows them as text, never as HTML.
    expect(html.body).toMatchObject({ title: '<b onclick="x()">Partner</b>', description: '<script>alert(1)</script>' });
  });

  it('adds, pages, searches, sorts, changes and deletes contacts', async () => {
    const group = await createGroup(g);
    const url = `${g.groups}/${group._id}`;
    const created = await g
      .as(SvLevel.SV_BOARD)
      .post(g.contacts)
      .send({ contactGroupId: group._id, ...EVA, firstName: '  Eva ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      contactGroupId: group._id,
      ...EVA,
      organisation: '', // not sent: stored empty like every optional text field
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    for (const [firstName, lastName, city] of [
      ['Anna', 'Becker', 'Bonn'],
      ['Jürgen', 'Zander', 'Köln'],
      ['', 'Stadtbibliothek', 'Aachen'],
    ]) {
      expect((await g.as(SvLevel.SV_BOARD).post(g.contacts).send({ contactGroupId: group._id, firstName, lastName, city })).status).toBe(
        201,
      );
    }
    const names = async (query: Record<string, string | number>) =>
      (await g.as(SvLevel.GUEST).get(url).query(query)).body.contacts.items.map((c: { lastName: string }) => c.lastName);
    expect(await names({})).toEqual(['Becker', 'Stadtbibliothek', 'Weiß-Özdemir', 'Zander']);
    expect(await names({ text: 'köln' })).toEqual(['Weiß-Özdemir', 'Zander']);
    expect(await names({ text: 'eva weiß' })).toEqual(['Weiß-Özdemir']);
    expect(await names({ text: '%' })).toEqual([]);
    expect(await names({ sort: '-city' })).toEqual(['Weiß-Özdemir', 'Zander', 'Becker', 'Stadtbibliothek']);
    const paged = await g.as(SvLevel.GUEST).get(url).query({ page: 2, pageSize: 3 });
    expect(paged.body).toMatchObject({ contactCount: 4, contacts: { total: 4, page: 2, pageSize: 3 } });
    expect(paged.body.contacts.items).toHaveLength(1);
    expectApiError(await g.as(SvLevel.GUEST).get(url).query({ sort: 'password' }), { statusCode: 400, code: 'VALIDATION_FAILED' });
    expectApiError(await g.as(SvLevel.GUEST).get(url).query({ pageSize: 1000 }), { statusCode: 400, code: 'VALIDATION_FAILED' });

    const contactUrl = `${g.contacts}/${created.body._id}`;
    const changed = await g.as(SvLevel.SV_ADMIN).put(contactUrl).send({ city: 'Bonn', zip: '53111', phone: null });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ ...EVA, city: 'Bonn', zip: '53111', phone: '' });
    expectApiError(await g.as(SvLevel.SV_ADMIN).put(contactUrl).send({ zip: '5311' }), validationError('zip', CM.zipInvalid));
    expectApiError(
      await g.as(SvLevel.SV_ADMIN).put(contactUrl).send({ firstName: '', lastName: ' ' }),
      validationError('lastName', CM.nameRequired),
    );
    expectApiError(await g.as(SvLevel.SV_MEMBER).put(contactUrl).send({ city: 'X' }), FORBIDDEN);
    expectApiError(await g.as(SvLevel.SV_MEMBER).delete(contactUrl), FORBIDDEN);
    expect((await g.as(SvLevel.SV_BOARD).delete(contactUrl)).body).toEqual({ message: CM.contactDeleted });
    expectApiError(await g.as(SvLevel.SV_BOARD).delete(contactUrl), CONTACT_NOT_FOUND);
    expect((await g.as(SvLevel.GUEST).get(url)).body.contactCount).toBe(3);
  });

  it('refuses bad contacts with German messages and 400 (never 500)', async () => {
    const group = await createGroup(g);
    const post = (body: Record<string, unknown>) =>
      g
        .as(SvLevel.SV_BOARD)
        .post(g.contacts)
        .send({ contactGroupId: group._id, ...body });
    expectApiError(await post({ mail: 'eva@example.org' }), validationError('lastName', CM.nameRequired));
    expectApiError(await post({ lastName: 'A', mail: 'eva@' }), validationError('mail', CM.mailInvalid));
    expectApiError(await post({ lastName: 'A', mail: `${'a'.repeat(250)}@example.org` }), validationError('mail', CM.mailInvalid));
    expectApiError(await post({ lastName: 'A', zip: '1234' }), validationError('zip', CM.zipInvalid));
    expectApiError(await post({ lastName: 'A', zip: 'ABCDE' }), validationError('zip', CM.zipInvalid));
    expectApiError(await post({ lastName: 'A', zip: 12345 }), validationError('zip', CM.notText));
    expectApiError(await post({ lastName: 'x'.repeat(101) }), validationError('lastName', MESSAGES.tooLong(100)));
    expectApiError(await post({ lastName: 'A', description: 'x'.repeat(100_000) }), validationError('description', MESSAGES.tooLong(2000)));
    expectApiError(await post({ lastName: 'A', role: 'admin' }), { statusCode: 400, code: 'VALIDATION_FAILED' });
    expectApiError(await post({ lastName: 'A\u0000' }), { statusCode: 400, code: 'VALIDATION_FAILED' });
    expectApiError(await post({ lastName: 'A', contactGroupId: 'kein-uuid' }), { statusCode: 400, code: 'VALIDATION_FAILED' });
    expectApiError(await post({ lastName: 'A', contactGroupId: undefined }), { statusCode: 400, code: 'VALIDATION_FAILED' });
    expectApiError(await post({ lastName: 'A', contactGroupId: '6f1c2a4e-1111-4222-8333-944455556666' }), GROUP_NOT_FOUND);
    expectApiError(await g.as(SvLevel.SV_BOARD).put(`${g.contacts}/kein-uuid`).send({ city: 'X' }), { statusCode: 404 });
    // HTML in a text field is kept as text.
    const html = await post({ lastName: '<img src=x onerror=alert(1)>' });
    expect(html.body.lastName).toBe('<img src=x onerror=alert(1)>');
    expect((await g.as(SvLevel.SV_BOARD).get(`${g.groups}/${group._id}`)).body.contactCount).toBe(1);
  });

  it('creates many contacts in one transaction: all or nothing, bad rows named from 1', async () => {
    const group = await createGroup(g);
    const bulk = (contacts: unknown, contactGroupId = group._id) =>
      g.as(SvLevel.SV_BOARD).post(`${g.contacts}/bulk`).send({ contactGroupId, contacts });
    const bad = await bulk([EVA, { ...EVA, mail: 'kaputt' }, { city: 'Köln', zip: '1' }, 'Anna']);
    expectApiError(bad, {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: CM.rowsInvalid(3),
      details: [
        { field: 'rows.2.mail', message: `Zeile 2: ${CM.mailInvalid}` },
        { field: 'rows.3.lastName', message: `Zeile 3: ${CM.nameRequired}` },
        { field: 'rows.3.zip', message: `Zeile 3: ${CM.zipInvalid}` },
        { field: 'rows.4', message: `Zeile 4: ${CM.notAContact}` },
      ],
    });
    expect((await g.as(SvLevel.SV_BOARD).get(`${g.groups}/${group._id}`)).body.contactCount).toBe(0);

    const ok = await bulk([EVA, { firstName: 'Ömer', lastName: 'Schäfer' }, { lastName: 'Becker', zip: '01067', city: 'Dresden' }]);
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ created: 3 });
    const detail = await g.as(SvLevel.SV_BOARD).get(`${g.groups}/${group._id}`);
    expect(detail.body.contacts.items.map((c: { lastName: string }) => c.lastName)).toEqual(['Becker', 'Schäfer', 'Weiß-Özdemir']);
    expect(detail.body.contacts.items[2]).toMatchObject(EVA);

    expectApiError(await bulk([]), validationError('contacts', CM.importEmpty));
    expectApiError(await bulk('Anna'), validationError('contacts', CM.importEmpty));
    const tooMany = Array.from({ length: CONTACT_BULK_MAX + 1 }, (_, i) => ({ lastName: `K${i}` }));
    expectApiError(await bulk(tooMany), validationError('contacts', CM.importTooMany(CONTACT_BULK_MAX)));
    expectApiError(await bulk([EVA], 'kein-uuid'), { statusCode: 400, code: 'VALIDATION_FAILED' });
    expectApiError(
      await g
        .as(SvLevel.SV_MEMBER)
        .post(`${g.contacts}/bulk`)
        .send({ contactGroupId: group._id, contacts: [EVA] }),
      FORBIDDEN,
    );
  });

  it('keeps a group at most CONTACT_GROUP_MAX contacts: a bulk or a contact beyond it answers 409 and saves nothing', async () => {
    const group = await createGroup(g);
    // The group filled up to two short of the limit directly: the API would take five bulk calls.
    await t.dataSource.query(
      `INSERT INTO contact (tenant_id, contact_group_id, last_name) SELECT $1, $2, 'Kontakt ' || n FROM generate_series(1, $3) n`,
      [g.tenant._id, group._id, CONTACT_GROUP_MAX - 2],
    );
    const full = { statusCode: 409, code: 'CONTACT_GROUP_FULL', message: CM.groupFull(CONTACT_GROUP_MAX) };
    const board = g.as(SvLevel.SV_BOARD);
    expectApiError(await board.post(`${g.contacts}/bulk`).send({ contactGroupId: group._id, contacts: [EVA, EVA, EVA] }), full);
    expect((await board.get(`${g.groups}/${group._id}`)).body.contactCount).toBe(CONTACT_GROUP_MAX - 2);
    expect((await board.post(`${g.contacts}/bulk`).send({ contactGroupId: group._id, contacts: [EVA] })).status).toBe(201);
    expect((await board.post(g.contacts).send({ ...EVA, contactGroupId: group._id })).status).toBe(201);
    expectApiError(await board.post(g.contacts).send({ ...EVA, contactGroupId: group._id }), full);
    expect((await board.get(`${g.groups}/${group._id}`)).body.contactCount).toBe(CONTACT_GROUP_MAX);
  });

  it('makes a contact group created without viewAccess readable from level 2, not by guests (issue 24)', async () => {
    // Before: level 0, so every self-joined guest of a public group read the teachers' addresses.
    const created = await g.as(SvLevel.SV_BOARD).post(g.groups).send({ title: 'Lehrkräfte' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ viewAccess: 2, viewAccessLabel: 'SV-Mitglied' });
    const url = `${g.groups}/${created.body._id}`;
    expectApiError(await g.as(SvLevel.GUEST).get(url), GROUP_NOT_FOUND);
    expectApiError(await g.as(SvLevel.CLASS_SPEAKER).get(url), GROUP_NOT_FOUND);
    expect((await g.as(SvLevel.SV_MEMBER).get(url)).status).toBe(200);
    // A network member (level 1) may create groups too: theirs starts at their own level, so they still see it.
    const n = await contactGroup(t, TenantType.NETWORK);
    const own = await n.as(NetworkLevel.NETWORK_MEMBER).post(n.groups).send({ title: 'Partner' });
    expect(own.body).toMatchObject({ viewAccess: NetworkLevel.NETWORK_MEMBER });
    expectApiError(await n.as(NetworkLevel.GUEST).get(`${n.groups}/${own.body._id}`), GROUP_NOT_FOUND);
  });

  it('lets a network member (knowledge:create, no edit) change only their own contact groups', async () => {
    const n = await contactGroup(t, TenantType.NETWORK);
    const mine = await createGroup(n, {}, NetworkLevel.NETWORK_MEMBER);
    const theirs = await createGroup(n, {}, NetworkLevel.NETWORK_ADMIN);
    const member = n.as(NetworkLevel.NETWORK_MEMBER);
    expect((await member.get(`${n.groups}/${mine._id}`)).body).toMatchObject({ mayEdit: true, mayDelete: true });
    expect((await member.get(`${n.groups}/${theirs._id}`)).body).toMatchObject({ mayEdit: false, mayDelete: false });
    expect((await member.post(n.contacts).send({ contactGroupId: mine._id, lastName: 'Meins' })).status).toBe(201);
    expectApiError(await member.post(n.contacts).send({ contactGroupId: theirs._id, lastName: 'X' }), FORBIDDEN);
    expectApiError(await member.put(`${n.groups}/${theirs._id}`).send({ title: 'X' }), FORBIDDEN);
    expectApiError(await member.delete(`${n.groups}/${theirs._id}`), FORBIDDEN);
    expect((await member.delete(`${n.groups}/${mine._id}`)).status).toBe(200);
  });

  it('answers 403 when the group switched knowledge off', async () => {
    const h = await contactGroup(t);
    await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"knowledge": false}' WHERE id = $1`, [h.tenant._id]);
    expectApiError(await h.as(SvLevel.SV_ADMIN).get(h.groups), { statusCode: 403 });
  });

  it('documents every contact route in the OpenAPI JSON', async () => {
    const paths = (await t.client().get('/api/docs-json')).body.paths as Record<string, Record<string, { summary?: string }>>;
    const base = '/api/knowledge/tenant/{tenantId}';
    const routes: [string, string][] = [
      ['get', `${base}/contactgroup`],
      ['post', `${base}/contactgroup`],
      ['get', `${base}/contactgroup/{contactGroupId}`],
      ['put', `${base}/contactgroup/{contactGroupId}`],
      ['delete', `${base}/contactgroup/{contactGroupId}`],
      ['post', `${base}/contactgroup/{contactGroupId}/import`],
      ['get', `${base}/contactgroup/{contactGroupId}/export`],
      ['post', `${base}/contact`],
      ['post', `${base}/contact/bulk`],
      ['put', `${base}/contact/{contactId}`],
      ['delete', `${base}/contact/{contactId}`],
    ];
    for (const [method, path] of routes) {
      expect({ route: `${method} ${path}`, summary: typeof paths[path]?.[method]?.summary }).toEqual({
        route: `${method} ${path}`,
        summary: 'string',
      });
    }
  });

  it('hides every route from another group: 404', async () => {
    const group = await createGroup(g);
    const contact = (
      await g
        .as(SvLevel.SV_BOARD)
        .post(g.contacts)
        .send({ contactGroupId: group._id, ...EVA })
    ).body as { _id: string };
    const other = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const own = `/api/knowledge/tenant/${other.tenant._id}`;
    // Through the caller's own tenant: the ids do not exist there.
    expectApiError(await other.client.get(`${own}/contactgroup/${group._id}`), GROUP_NOT_FOUND);
    expectApiError(await other.client.put(`${own}/contactgroup/${group._id}`).send({ title: 'X' }), GROUP_NOT_FOUND);
    expectApiError(await other.client.delete(`${own}/contactgroup/${group._id}`), GROUP_NOT_FOUND);
    expectApiError(await other.client.post(`${own}/contact`).send({ contactGroupId: group._id, lastName: 'X' }), GROUP_NOT_FOUND);
    expectApiError(await other.client.post(`${own}/contact/bulk`).send({ contactGroupId: group._id, contacts: [EVA] }), GROUP_NOT_FOUND);
    expectApiError(await other.client.put(`${own}/contact/${contact._id}`).send({ city: 'X' }), CONTACT_NOT_FOUND);
    expectApiError(await other.client.delete(`${own}/contact/${contact._id}`), CONTACT_NOT_FOUND);
    // Through the victim's tenant id: not a member, 404.
    expectApiError(await other.client.get(g.groups), { statusCode: 404 });
    expectApiError(await other.client.get(`${g.groups}/${group._id}`), { statusCode: 404 });
    expectApiError(await other.client.post(g.groups).send({ title: 'X' }), { statusCode: 404 });
    expectApiError(await other.client.put(`${g.contacts}/${contact._id}`).send({ city: 'X' }), { statusCode: 404 });
    expectApiError(await other.client.post(`${g.contacts}/bulk`).send({ contactGroupId: group._id, contacts: [EVA] }), { statusCode: 404 });
    const after = await g.as(SvLevel.SV_BOARD).get(`${g.groups}/${group._id}`);
    expect(after.body.contacts.items).toEqual([expect.objectContaining(EVA)]);
  });
});
