// News and profile projects: GET/POST /profile/tenant/{tenantId}/news and /project, GET/PUT/DELETE .../{id}:
// the answer's shape, JSON and multipart with an image (checked by content, resized, replaced, removed),
// bad input with German messages, sanitised content, the kinds kept apart, another group's 404, the list's
// paging, filters and sort, the waiting count and the dashboard's `news` section.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { FILE_MESSAGES } from '#shared/files';
import { SvLevel } from '#shared/levels';
import { PROFILE_OBJECT_CONTENT_MAX_LENGTH, PROFILE_OBJECT_MESSAGES as PM } from '#shared/profile-objects';
import { MESSAGES } from '#shared/validation';
import { jpeg, pdf, png, SVG_WITH_SCRIPT } from '../fixtures/files/sample-files';
import { createObject, multipart, objectBody, objectGroup, ObjectGroup } from '../fixtures/profile-object';
import { apiError, expectApiError, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const NOT_FOUND = { statusCode: 404, code: 'PROFILE_OBJECT_NOT_FOUND', message: PM.notFound };
const REFUSED = apiError(415, 'FILE_TYPE_REFUSED', FILE_MESSAGES.fileInvalid);

describe('profile objects: routes', () => {
  const t = useTestApp();
  let g: ObjectGroup;

  beforeAll(async () => {
    g = await objectGroup(t);
  });

  it('creates and reads a news item (JSON) with sanitised content', async () => {
    const created = await g
      .as(SvLevel.SV_ADMIN)
      .post(g.url())
      .send(
        objectBody({
          title: '  <b>Sommerfest</b>  ',
          content: '<p onclick="alert(1)" style="color:red">Hallo <script>alert(1)</script><a href="javascript:alert(1)">Link</a></p>',
          status: 'PUBLISHED',
        }),
      );
    expect(created.status).toBe(201);
    const admin = g.members[SvLevel.SV_ADMIN].user;
    expect(created.body).toEqual({
      _id: expect.any(String),
      tenantId: g.tenant._id,
      kind: 'NEWS',
      // Titles are plain text: stored as typed (trimmed), rendered as text by the web.
      title: '<b>Sommerfest</b>',
      content: '<p>Hallo <a rel="noopener noreferrer" target="_blank">Link</a></p>',
      status: 'PUBLISHED',
      statusLabel: 'Veröffentlicht',
      image: null,
      author: { _id: admin._id, contact: { first_name: 'Stufe', last_name: String(SvLevel.SV_ADMIN) } },
      publishedAt: expect.any(String),
      mayEdit: true,
      mayDelete: true,
      transitions: ['DRAFT', 'EXAMINATION'],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const guestView = await g.as(SvLevel.GUEST).get(`${g.url()}/${created.body._id}`);
    expect(guestView.body).toMatchObject({ mayEdit: false, mayDelete: false, transitions: [] });
    expect(created.body.content).not.toMatch(/script|onclick|style|javascript/);
  });

  it('takes an image through multipart, resizes it, serves it to who may see the object, replaces and removes it', async () => {
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const created = await multipart(
      g.as(SvLevel.SV_MEMBER).post(g.url()),
      { title: 'Mit Bild', content: '<p>Bild</p>' },
      { name: 'foto.jpg', body: big },
    );
    expect(created.status).toBe(201);
    expect(created.body.image).toEqual({ _id: expect.any(String), name: 'foto.jpg', mimeType: 'image/jpeg' });
    const imageId = created.body.image._id;

    const file = await g.as(SvLevel.SV_MEMBER).get(`/api/files/${imageId}`).buffer(true);
    expect(file.status).toBe(200);
    expect((await sharp(file.body as Buffer).metadata()).width).toBe(1600);
    // A draft's image is its author's only, like the draft.
    expectApiError(await g.as(SvLevel.SV_ADMIN).get(`/api/files/${imageId}`), { statusCode: 404 });

    const replaced = await multipart(
      g.as(SvLevel.SV_MEMBER).put(`${g.url()}/${created.body._id}`),
      { status: 'EXAMINATION' },
      { name: 'neu.png', body: png() },
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.image).toMatchObject({ name: 'neu.png', mimeType: 'image/png' });
    expect(replaced.body.image._id).not.toBe(imageId);
    expectApiError(await g.as(SvLevel.SV_MEMBER).get(`/api/files/${imageId}`), { statusCode: 404 });
    // In examination the reviewers see the image too.
    expect((await g.as(SvLevel.SV_BOARD).get(`/api/files/${replaced.body.image._id}`)).status).toBe(200);

    const removed = await multipart(g.as(SvLevel.SV_MEMBER).put(`${g.url()}/${created.body._id}`), { removeImage: 'true' });
    expect(removed.body.image).toBeNull();
    const [{ n }] = await t.dataSource.query(`SELECT COUNT(*)::int AS n FROM material WHERE owner_id = $1`, [created.body._id]);
    expect(n).toBe(0);

    const withJpeg = await multipart(
      g.as(SvLevel.SV_MEMBER).post(g.url('project')),
      { title: 'JPEG', content: '<p>x</p>' },
      { name: 'a.jpg', body: jpeg() },
    );
    expect(withJpeg.status).toBe(201);
  });

  it('refuses a PDF, an SVG and a renamed PDF as the image (415, SPEC 5 sentence), storing nothing', async () => {
    const before = await t.dataSource.query(`SELECT COUNT(*)::int AS n FROM profile_object WHERE tenant_id = $1`, [g.tenant._id]);
    for (const image of [
      { name: 'flyer.pdf', body: await pdf() },
      { name: 'logo.svg', body: SVG_WITH_SCRIPT },
      { name: 'foto.png', body: await pdf() },
    ]) {
      const res = await multipart(g.as(SvLevel.SV_MEMBER).post(g.url()), { title: 'Bild', content: '<p>x</p>' }, image);
      expectApiError(res, REFUSED);
    }
    const after = await t.dataSource.query(`SELECT COUNT(*)::int AS n FROM profile_object WHERE tenant_id = $1`, [g.tenant._id]);
    expect(after).toEqual(before);
  });

  it('answers bad input with 400 and the German message, never 500', async () => {
    const post = (body: unknown) =>
      g
        .as(SvLevel.SV_MEMBER)
        .post(g.url())
        .send(body as object);
    expectApiError(await post({ content: '<p>x</p>' }), validationError('title', MESSAGES.titleRequired));
    expectApiError(await post(objectBody({ title: '   ' })), validationError('title', MESSAGES.titleRequired));
    expectApiError(await post(objectBody({ title: 42 })), { statusCode: 400 });
    expectApiError(await post(objectBody({ title: 'x'.repeat(201) })), validationError('title', MESSAGES.tooLong(200)));
    expectApiError(await post({ title: 'Ohne Inhalt' }), validationError('content', PM.contentRequired));
    for (const empty of ['', '<p> </p>', '<p><br></p>', '<script>alert(1)</script>', '<p>&nbsp;</p>']) {
      expectApiError(await post(objectBody({ content: empty })), validationError('content', PM.contentRequired));
    }
    expectApiError(
      await post(objectBody({ content: `<p>${'x'.repeat(PROFILE_OBJECT_CONTENT_MAX_LENGTH)}</p>` })),
      validationError('content', MESSAGES.tooLong(PROFILE_OBJECT_CONTENT_MAX_LENGTH)),
    );
    expectApiError(await post(objectBody({ content: { html: 'x' } })), { statusCode: 400 });
    expectApiError(await post(objectBody({ status: 'ARCHIVED' })), validationError('status', PM.statusInvalid));
    expectApiError(await post(objectBody({ status: 2 })), validationError('status', PM.statusInvalid));
    // Mass assignment: the author, tenant and publication date are never taken from the body.
    expectApiError(await post(objectBody({ authorId: randomUUID() })), { statusCode: 400 });
    expectApiError(await post(objectBody({ publishedAt: new Date().toISOString() })), { statusCode: 400 });

    const item = await createObject(g, SvLevel.SV_MEMBER);
    const put = (body: unknown) =>
      g
        .as(SvLevel.SV_MEMBER)
        .put(`${g.url()}/${item._id}`)
        .send(body as object);
    expectApiError(await put({ title: '' }), validationError('title', MESSAGES.titleRequired));
    expectApiError(await put({ content: '<p></p>' }), validationError('content', PM.contentRequired));
    expectApiError(await put({ removeImage: 'vielleicht' }), validationError('removeImage', PM.removeImageInvalid));
    expectApiError(await put({ tenantId: randomUUID() }), { statusCode: 400 });
    // Malformed and unknown ids are simply not found.
    expectApiError(await g.as(SvLevel.SV_MEMBER).get(`${g.url()}/keine-id`), { statusCode: 404 });
    expectApiError(await g.as(SvLevel.SV_MEMBER).put(`${g.url()}/${randomUUID()}`).send({ title: 'x' }), NOT_FOUND);
    expectApiError(await g.as(SvLevel.SV_MEMBER).delete(`${g.url()}/${randomUUID()}`), NOT_FOUND);
    // List parameters.
    for (const query of [{ page: 'abc' }, { pageSize: 201 }, { sort: 'author' }, { status: 'ALL' }, { text: 'x'.repeat(101) }]) {
      expectApiError(await g.as(SvLevel.SV_MEMBER).get(g.url()).query(query), { statusCode: 400 });
    }
  });

  it('shows only published objects on the public page, their images without login, no author', async () => {
    const h = await objectGroup(t);
    await t.dataSource.query(`UPDATE tenant SET is_public = true WHERE id = $1`, [h.tenant._id]);
    const anonymous = t.client();
    const page = `/api/profile/public/${h.tenant.shortcode}`;
    const published = await multipart(
      h.as(SvLevel.SV_ADMIN).post(h.url()),
      { title: 'Öffentlich', content: '<p>Für alle</p>', status: 'PUBLISHED' },
      { name: 'a.png', body: png() },
    );
    const waiting = await multipart(
      h.as(SvLevel.SV_MEMBER).post(h.url('project')),
      { title: 'Wartet', content: '<p>Noch nicht</p>', status: 'EXAMINATION' },
      { name: 'b.png', body: png() },
    );
    await createObject(h, SvLevel.SV_MEMBER, { title: 'Entwurf' });

    const view = await anonymous.get(page);
    expect(view.status).toBe(200);
    expect(view.body.news.items.map((i: { title: string }) => i.title)).toEqual(['Öffentlich']);
    expect(view.body.projects.items).toEqual([]);
    const text = JSON.stringify(view.body);
    for (const secret of ['Wartet', 'Entwurf', 'Stufe', h.members[SvLevel.SV_ADMIN].user._id, h.members[SvLevel.SV_ADMIN].user.mail]) {
      expect(text).not.toContain(secret);
    }
    const imageUrl = view.body.news.items[0].imageUrl as string;
    expect(imageUrl).toContain(published.body.image._id);
    expect((await anonymous.get(imageUrl)).status).toBe(200);
    expectApiError(await anonymous.get(`${page}/image/${waiting.body.image._id}`), { statusCode: 404 });

    // Edited by the board (no publish permission), it goes back to examination and off the public page.
    await h.as(SvLevel.SV_BOARD).put(`${h.url()}/${published.body._id}`).send({ title: 'Geändert' });
    expect((await anonymous.get(page)).body.news.items).toEqual([]);
    expectApiError(await anonymous.get(imageUrl), { statusCode: 404 });
  });

  it('keeps news and projects apart', async () => {
    const news = await createObject(g, SvLevel.SV_ADMIN, { status: 'PUBLISHED' }, 'news');
    expectApiError(await g.as(SvLevel.SV_ADMIN).get(`${g.url('project')}/${news._id}`), NOT_FOUND);
    expectApiError(
      await g
        .as(SvLevel.SV_ADMIN)
        .put(`${g.url('project')}/${news._id}`)
        .send({ title: 'x' }),
      NOT_FOUND,
    );
    expectApiError(await g.as(SvLevel.SV_ADMIN).delete(`${g.url('project')}/${news._id}`), NOT_FOUND);
  });

  it("hides every route from another group's member: 404", async () => {
    const item = await createObject(g, SvLevel.SV_ADMIN, { status: 'PUBLISHED' });
    const other = await t.memberSession({ level: SvLevel.SV_ADMIN });
    // Another group's id in our path: not a member, 404 before anything else.
    expectApiError(await other.client.get(g.url()), { statusCode: 404 });
    expectApiError(await other.client.get(`${g.url()}/${item._id}`), { statusCode: 404 });
    expectApiError(await other.client.put(`${g.url()}/${item._id}`).send({ title: 'x' }), { statusCode: 404 });
    expectApiError(await other.client.delete(`${g.url()}/${item._id}`), { statusCode: 404 });
    expectApiError(await other.client.post(g.url()).send(objectBody()), { statusCode: 404 });
    expectApiError(await other.client.get(`${g.base}/waiting`), { statusCode: 404 });
    // Our object through their own group's path: not found.
    const theirs = `/api/profile/tenant/${other.tenant._id}/news`;
    expectApiError(await other.client.get(`${theirs}/${item._id}`), NOT_FOUND);
    expectApiError(await other.client.put(`${theirs}/${item._id}`).send({ title: 'x' }), NOT_FOUND);
    expectApiError(await other.client.delete(`${theirs}/${item._id}`), NOT_FOUND);
    expect((await other.client.get(theirs)).body.items).toEqual([]);
    expect((await g.as(SvLevel.SV_ADMIN).get(`${g.url()}/${item._id}`)).status).toBe(200);
  });

  it('pages, filters and sorts the list, counts what waits and fills the dashboard section', async () => {
    const h = await objectGroup(t);
    await createObject(h, SvLevel.SV_ADMIN, { title: 'Bänke', status: 'PUBLISHED' });
    await createObject(h, SvLevel.SV_ADMIN, { title: 'Apfelbaum', status: 'PUBLISHED' });
    await createObject(h, SvLevel.SV_MEMBER, { title: 'Cafeteria', status: 'EXAMINATION' });
    await createObject(h, SvLevel.SV_MEMBER, { title: 'Entwurf' });
    await createObject(h, SvLevel.SV_MEMBER, { title: 'Projekt', status: 'EXAMINATION' }, 'project');

    const titles = async (level: number, query: Record<string, unknown> = {}) =>
      ((await h.as(level).get(h.url()).query(query)).body.items as { title: string }[]).map((i) => i.title);
    expect(await titles(SvLevel.SV_BOARD, { sort: 'title' })).toEqual(['Apfelbaum', 'Bänke', 'Cafeteria']);
    expect(await titles(SvLevel.SV_MEMBER, { sort: 'title' })).toEqual(['Apfelbaum', 'Bänke', 'Cafeteria', 'Entwurf']);
    expect(await titles(SvLevel.GUEST, { sort: '-title' })).toEqual(['Bänke', 'Apfelbaum']);
    expect(await titles(SvLevel.SV_BOARD, { status: 'EXAMINATION' })).toEqual(['Cafeteria']);
    expect(await titles(SvLevel.SV_BOARD, { text: 'bäNK' })).toEqual(['Bänke']);
    expect(await titles(SvLevel.SV_BOARD, { text: '%' })).toEqual([]);
    const paged = await h.as(SvLevel.SV_BOARD).get(h.url()).query({ pageSize: 2, page: 2, sort: 'title' });
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.items).toHaveLength(1);

    expect((await h.as(SvLevel.SV_ADMIN).get(`${h.base}/waiting`)).body).toEqual({ news: 1, project: 1, total: 2 });
    expect((await h.as(SvLevel.SV_MEMBER).get(`${h.base}/waiting`)).body).toEqual({ news: 1, project: 1, total: 2 });
    expect((await h.as(SvLevel.CLASS_SPEAKER).get(`${h.base}/waiting`)).body).toEqual({ news: 0, project: 0, total: 0 });

    const dashboard = await h.as(SvLevel.GUEST).get(`/api/tenant/tenant/${h.tenant._id}/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.sections.news).toMatchObject({ status: 'ok' });
    expect(dashboard.body.sections.news.items.map((e: { title: string }) => e.title)).toEqual(['Apfelbaum', 'Bänke']);
  });

  it("documents both kinds' routes in the OpenAPI document", async () => {
    const res = await t.client().get('/api/docs-json');
    const paths = res.body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    for (const kind of ['news', 'project']) {
      const list = `/api/profile/tenant/{tenantId}/${kind}`;
      expect(Object.keys(paths[list]).sort()).toEqual(['get', 'post']);
      expect(Object.keys(paths[`${list}/{objectId}`]).sort()).toEqual(['delete', 'get', 'put']);
      expect(Object.keys(paths[list].post.responses)).toEqual(expect.arrayContaining(['201', '400', '403', '404', '413', '415']));
    }
    expect(paths['/api/profile/tenant/{tenantId}/waiting'].get).toBeDefined();
  });
});
