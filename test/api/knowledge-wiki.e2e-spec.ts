// Wikis: GET/POST /knowledge/tenant/{tenantId}/wiki, GET/PUT/DELETE .../wiki/{wikiId}: the happy path, view
// access (lists and 404 by id), the author rule (edit and delete), bad input, mass assignment,
// the list's search, sort and paging, another group's member (404), the dashboard's `knowledge` section.
import { randomUUID } from 'node:crypto';
import { NetworkLevel, SvLevel, TenantType } from '#shared/levels';
import { MESSAGES } from '#shared/validation';
import { WIKI_MESSAGES as WM } from '#shared/wiki';
import { addSection, createWiki, wikiGroup, WikiGroup, wikiState } from '../fixtures/knowledge-wiki';
import { expectApiError, FORBIDDEN, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const WIKI_NOT_FOUND = { statusCode: 404, code: 'WIKI_NOT_FOUND', message: WM.wikiNotFound };

describe('knowledge: wikis', () => {
  const t = useTestApp();
  let g: WikiGroup;

  beforeAll(async () => {
    g = await wikiGroup(t);
  });

  it('creates, reads, lists, changes and deletes a wiki', async () => {
    const created = await g.as(SvLevel.SV_BOARD).post(g.url).send({ title: '  SV-Handbuch  ', description: ' Wissen ', viewAccess: 1 });
    expect(created.status).toBe(201);
    const board = g.members[SvLevel.SV_BOARD].user;
    expect(created.body).toEqual({
      _id: expect.any(String),
      tenantId: g.tenant._id,
      title: 'SV-Handbuch',
      description: 'Wissen',
      viewAccess: 1,
      viewAccessLabel: 'Klassensprecher*in',
      sectionCount: 0,
      author: { _id: board._id, contact: { first_name: 'Stufe', last_name: String(SvLevel.SV_BOARD) } },
      mayEdit: true,
      // The author may delete their own wiki while they may create (issue 28 §19).
      mayDelete: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      sections: [],
    });
    const id = created.body._id;
    await addSection(g, id, { title: 'Wahlen', content: '<p>Im September</p>' });
    await addSection(g, id, { title: 'Kasse' });

    // The wiki's answer lists its chapters in order, titles only.
    const read = await g.as(SvLevel.CLASS_SPEAKER).get(`${g.url}/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ sectionCount: 2, mayEdit: false, mayDelete: false });
    expect(read.body.sections).toEqual([
      { _id: expect.any(String), title: 'Wahlen', position: 0, updatedAt: expect.any(String) },
      { _id: expect.any(String), title: 'Kasse', position: 1, updatedAt: expect.any(String) },
    ]);
    // A guest is below the view access: the wiki does not exist for them, in the list or by id.
    expectApiError(await g.as(SvLevel.GUEST).get(`${g.url}/${id}`), WIKI_NOT_FOUND);
    const guestList = await g.as(SvLevel.GUEST).get(g.url);
    expect(guestList.body.items.map((w: { _id: string }) => w._id)).not.toContain(id);

    const list = await g.as(SvLevel.SV_ADMIN).get(g.url);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, pageSize: 50 });
    const item = list.body.items.find((w: { _id: string }) => w._id === id);
    expect(item).toMatchObject({ sectionCount: 2, mayEdit: true, mayDelete: true });
    expect(item.sections).toBeUndefined();

    const changed = await g.as(SvLevel.SV_BOARD).put(`${g.url}/${id}`).send({ description: 'Neu', viewAccess: 0 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'SV-Handbuch', description: 'Neu', viewAccess: 0, sectionCount: 2 });
    expect((await g.as(SvLevel.GUEST).get(`${g.url}/${id}`)).status).toBe(200);

    // Delete is knowledge:delete (the admin) or the author; chapters and their files go with the wiki.
    expectApiError(await g.as(SvLevel.SV_MEMBER).delete(`${g.url}/${id}`), FORBIDDEN);
    const deleted = await g.as(SvLevel.SV_ADMIN).delete(`${g.url}/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: WM.wikiDeleted });
    expectApiError(await g.as(SvLevel.SV_ADMIN).get(`${g.url}/${id}`), WIKI_NOT_FOUND);
    expect(await t.dataSource.query(`SELECT 1 FROM wiki_section WHERE wiki_id = $1`, [id])).toEqual([]);
  });

  it('refuses bad input with German messages and changes nothing', async () => {
    const wiki = await createWiki(g);
    const before = await wikiState(t, g.tenant._id);
    const post = (body: Record<string, unknown>) => g.as(SvLevel.SV_BOARD).post(g.url).send(body);
    const put = (body: Record<string, unknown>) => g.as(SvLevel.SV_BOARD).put(`${g.url}/${wiki._id}`).send(body);
    expectApiError(await post({}), validationError('title', MESSAGES.titleRequired));
    expectApiError(await post({ title: '   ' }), validationError('title', MESSAGES.titleRequired));
    expectApiError(await post({ title: 42 }), validationError('title', MESSAGES.titleRequired));
    expectApiError(await post({ title: ['a'] }), validationError('title', MESSAGES.titleRequired));
    expectApiError(await post({ title: 'x'.repeat(201) }), validationError('title', MESSAGES.tooLong(200)));
    expectApiError(await post({ title: 'A', description: 'x'.repeat(2001) }), validationError('description', MESSAGES.tooLong(2000)));
    expectApiError(await post({ title: 'A', description: { x: 1 } }), validationError('description', MESSAGES.tooLong(2000)));
    expectApiError(await post({ title: 'A', viewAccess: 9 }), validationError('viewAccess', WM.viewAccessInvalid));
    expectApiError(await post({ title: 'A', viewAccess: 4 }), validationError('viewAccess', WM.viewAccessAboveOwn));
    expectApiError(await post({ title: 'A', viewAccess: '1' }), { statusCode: 400 });
    expectApiError(await post({ title: 'A', viewAccess: -1 }), { statusCode: 400 });
    expectApiError(await put({ title: '' }), validationError('title', MESSAGES.titleRequired));
    expectApiError(await put({ viewAccess: 4 }), validationError('viewAccess', WM.viewAccessAboveOwn));
    // Mass assignment: the body chooses neither the tenant, the author nor an id.
    for (const extra of [{ tenantId: randomUUID() }, { authorId: randomUUID() }, { _id: randomUUID() }, { sections: [] }]) {
      expectApiError(await post({ title: 'A', ...extra }), validationError(Object.keys(extra)[0], 'Dieses Feld ist nicht erlaubt.'));
      expectApiError(await put(extra), validationError(Object.keys(extra)[0], 'Dieses Feld ist nicht erlaubt.'));
    }
    // HTML in text fields is kept as typed (plain text, rendered as text by the web).
    const html = await post({ title: '<b>Fett</b>', description: '<script>alert(1)</script>' });
    expect(html.body).toMatchObject({ title: '<b>Fett</b>', description: '<script>alert(1)</script>' });
    await g.as(SvLevel.SV_ADMIN).delete(`${g.url}/${html.body._id}`);
    expect(await wikiState(t, g.tenant._id)).toEqual(before);
    // null is no value: refused or left as stored, never a 500.
    for (const field of ['title', 'description', 'viewAccess']) expect((await put({ [field]: null })).status).toBeLessThan(500);
    expect((await post({ title: null })).status).toBe(400);
    // Malformed ids are simply not found (common/uuid-param.pipe.ts), never a 500.
    expectApiError(await g.as(SvLevel.SV_BOARD).get(`${g.url}/not-a-uuid`), { statusCode: 404 });
    expectApiError(await g.as(SvLevel.SV_BOARD).put(`${g.url}/not-a-uuid`).send({}), { statusCode: 404 });
    expectApiError(await g.as(SvLevel.SV_ADMIN).delete(`${g.url}/not-a-uuid`), { statusCode: 404 });
    expectApiError(await g.as(SvLevel.SV_ADMIN).get(`${g.url}/${randomUUID()}`), WIKI_NOT_FOUND);
    expectApiError(await g.as(SvLevel.SV_BOARD).get(g.url).query({ sort: 'secret' }), { statusCode: 400 });
    expectApiError(await g.as(SvLevel.SV_BOARD).get(g.url).query({ page: 'x' }), { statusCode: 400 });
    expectApiError(
      await g
        .as(SvLevel.SV_BOARD)
        .get(g.url)
        .query({ text: 'x'.repeat(101) }),
      { statusCode: 400 },
    );
  });

  it('lets only knowledge:create create, and the author or knowledge:edit change', async () => {
    const wiki = await createWiki(g);
    expectApiError(await g.as(SvLevel.SV_MEMBER).post(g.url).send({ title: 'X' }), FORBIDDEN);
    expectApiError(await g.as(SvLevel.SV_MEMBER).put(`${g.url}/${wiki._id}`).send({ title: 'X' }), FORBIDDEN);
    expectApiError(await g.as(SvLevel.SV_TEACHER).put(`${g.url}/${wiki._id}`).send({ title: 'X' }), FORBIDDEN);
    expect((await g.as(SvLevel.SV_ADMIN).put(`${g.url}/${wiki._id}`).send({ title: 'Neu' })).body.title).toBe('Neu');
  });

  it('lets a network member (knowledge:create, no knowledge:edit) change only their own wikis and chapters', async () => {
    const n = await wikiGroup(t, TenantType.NETWORK);
    const mine = await createWiki(n, {}, NetworkLevel.NETWORK_MEMBER);
    const member = n.as(NetworkLevel.NETWORK_MEMBER);
    expect((await member.put(`${n.url}/${mine._id}`).send({ title: 'Meins' })).body).toMatchObject({ title: 'Meins', mayEdit: true });
    expect((await member.post(n.sectionsUrl(mine._id)).send({ title: 'Eins' })).status).toBe(201);
    const theirs = await createWiki(n, {}, NetworkLevel.NETWORK_ADMIN);
    expectApiError(await member.put(`${n.url}/${theirs._id}`).send({ title: 'X' }), FORBIDDEN);
    expectApiError(await member.post(n.sectionsUrl(theirs._id)).send({ title: 'X' }), FORBIDDEN);
    // Issue 28 §19: the author rule deletes too, their own wiki only.
    expectApiError(await member.delete(`${n.url}/${theirs._id}`), FORBIDDEN);
    expect((await member.get(`${n.url}/${theirs._id}`)).body.mayDelete).toBe(false);
    expect((await member.get(`${n.url}/${mine._id}`)).body.mayDelete).toBe(true);
    expect((await member.delete(`${n.url}/${mine._id}`)).body).toEqual({ message: WM.wikiDeleted });
  });

  it("refuses a board member (knowledge:create and :edit, no :delete) another author's wiki, keeping it", async () => {
    const theirs = await createWiki(g, {}, SvLevel.SV_ADMIN);
    const before = await wikiState(t, g.tenant._id);
    expectApiError(await g.as(SvLevel.SV_BOARD).delete(`${g.url}/${theirs._id}`), FORBIDDEN);
    expect(await wikiState(t, g.tenant._id)).toEqual(before);
    expect((await g.as(SvLevel.SV_BOARD).get(`${g.url}/${theirs._id}`)).body).toMatchObject({ mayEdit: true, mayDelete: false });
  });

  it('searches titles, sorts, pages, and fills the dashboard section with recently changed chapters', async () => {
    const h = await wikiGroup(t);
    const a = await createWiki(h, { title: 'Satzung' });
    const b = await createWiki(h, { title: 'Protokolle 100%' });
    const secret = await createWiki(h, { title: 'Geheim', viewAccess: 3 });
    const titles = async (query: Record<string, string | number>, level = SvLevel.SV_MEMBER) =>
      (await h.as(level).get(h.url).query(query)).body.items.map((w: { title: string }) => w.title);
    expect(await titles({})).toEqual(['Protokolle 100%', 'Satzung']);
    expect(await titles({}, SvLevel.SV_BOARD)).toEqual(['Geheim', 'Protokolle 100%', 'Satzung']);
    expect(await titles({ text: 'satz' })).toEqual(['Satzung']);
    expect(await titles({ text: '%' })).toEqual(['Protokolle 100%']);
    expect(await titles({ sort: '-title' })).toEqual(['Satzung', 'Protokolle 100%']);
    const paged = await h.as(SvLevel.SV_MEMBER).get(h.url).query({ pageSize: 1, page: 2 });
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ title: 'Satzung' }] });

    await addSection(h, a._id, { title: 'Präambel' });
    await addSection(h, secret._id, { title: 'Versteckt' });
    const later = await addSection(h, b._id, { title: 'Sitzung 1' });
    await h
      .as(SvLevel.SV_BOARD)
      .put(`${h.sectionsUrl(a._id)}/${(await addSection(h, a._id, { title: 'Paragraf 1' }))._id}`)
      .send({ title: 'Paragraf 1a' });
    const dashboard = await h.as(SvLevel.SV_MEMBER).get(`/api/tenant/tenant/${h.tenant._id}/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.sections.knowledge).toMatchObject({ integration: 'knowledge', status: 'ok' });
    expect(dashboard.body.sections.knowledge.items).toEqual([
      { sectionId: expect.any(String), sectionTitle: 'Paragraf 1a', wikiId: a._id, wikiTitle: 'Satzung', updatedAt: expect.any(String) },
      { sectionId: later._id, sectionTitle: 'Sitzung 1', wikiId: b._id, wikiTitle: 'Protokolle 100%', updatedAt: expect.any(String) },
      { sectionId: expect.any(String), sectionTitle: 'Präambel', wikiId: a._id, wikiTitle: 'Satzung', updatedAt: expect.any(String) },
    ]);
  });

  it('answers 403 when the group switched knowledge off', async () => {
    const h = await wikiGroup(t);
    await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"knowledge": false}' WHERE id = $1`, [h.tenant._id]);
    expectApiError(await h.as(SvLevel.SV_ADMIN).get(h.url), { statusCode: 403 });
    expectApiError(await h.as(SvLevel.SV_ADMIN).post(h.url).send({ title: 'X' }), { statusCode: 403 });
  });

  it('hides every route from another group: 404', async () => {
    const wiki = await createWiki(g);
    const other = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const otherUrl = `/api/knowledge/tenant/${other.tenant._id}/wiki`;
    expectApiError(await other.client.get(`${otherUrl}/${wiki._id}`), WIKI_NOT_FOUND);
    expectApiError(await other.client.put(`${otherUrl}/${wiki._id}`).send({ title: 'X' }), WIKI_NOT_FOUND);
    expectApiError(await other.client.delete(`${otherUrl}/${wiki._id}`), WIKI_NOT_FOUND);
    expect((await other.client.get(otherUrl)).body.items).toEqual([]);
    // Through the victim's tenant id: not a member, 404.
    expectApiError(await other.client.get(g.url), { statusCode: 404 });
    expectApiError(await other.client.get(`${g.url}/${wiki._id}`), { statusCode: 404 });
    expectApiError(await other.client.put(`${g.url}/${wiki._id}`).send({ title: 'X' }), { statusCode: 404 });
    expectApiError(await other.client.delete(`${g.url}/${wiki._id}`), { statusCode: 404 });
    expectApiError(await other.client.post(g.url).send({ title: 'X' }), { statusCode: 404 });
    expect((await g.as(SvLevel.SV_BOARD).get(`${g.url}/${wiki._id}`)).body.title).toBe('SV-Handbuch');
  });
});
