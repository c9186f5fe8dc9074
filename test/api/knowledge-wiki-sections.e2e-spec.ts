// Wiki chapters: POST .../wiki/{wikiId}/section, GET/PUT (multipart)/DELETE .../section/{sectionId}, PUT
// .../section/order: the happy paths as JSON and multipart, files and images of the chapter's own
// materials only, the sanitiser (scripts, handlers, javascript:/data: URLs, styles, remote images),
// knowledge:edit for changes, bad input, view access of chapters and their files, another group (404).
import { randomUUID } from 'node:crypto';
import { SvLevel } from '#shared/levels';
import { MESSAGES } from '#shared/validation';
import { WIKI_MESSAGES as WM } from '#shared/wiki';
import { png } from '../fixtures/files/sample-files';
import { addSection, createWiki, multipart, wikiGroup, WikiGroup, wikiState } from '../fixtures/knowledge-wiki';
import { expectApiError, FORBIDDEN, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const SECTION_NOT_FOUND = { statusCode: 404, code: 'WIKI_SECTION_NOT_FOUND', message: WM.sectionNotFound };
const WIKI_NOT_FOUND = { statusCode: 404, code: 'WIKI_NOT_FOUND', message: WM.wikiNotFound };

describe('knowledge: wiki chapters', () => {
  const t = useTestApp();
  let g: WikiGroup;

  beforeAll(async () => {
    g = await wikiGroup(t);
  });

  it('adds, reads, changes and deletes a chapter; positions stay dense', async () => {
    const wiki = await createWiki(g);
    const url = g.sectionsUrl(wiki._id);
    const created = await g.as(SvLevel.SV_BOARD).post(url).send({ title: ' Wahlen ', content: '<h2>Ablauf</h2><ul><li>Liste</li></ul>' });
    expect(created.status).toBe(201);
    const board = g.members[SvLevel.SV_BOARD].user;
    expect(created.body).toEqual({
      _id: expect.any(String),
      wikiId: wiki._id,
      tenantId: g.tenant._id,
      title: 'Wahlen',
      content: '<h2>Ablauf</h2><ul><li>Liste</li></ul>',
      position: 0,
      materials: [],
      updatedBy: { _id: board._id, contact: { first_name: 'Stufe', last_name: String(SvLevel.SV_BOARD) } },
      mayEdit: true,
      mayDelete: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await addSection(g, wiki._id, { title: 'Kasse' });
    const third = await addSection(g, wiki._id, { title: 'Feste' });

    const read = await g.as(SvLevel.GUEST).get(`${url}/${second._id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ title: 'Kasse', content: '<p>Text</p>', position: 1, mayEdit: false, mayDelete: false });

    // The admin changes it (knowledge:edit); only the fields sent change, the changer is recorded.
    const changed = await g.as(SvLevel.SV_ADMIN).put(`${url}/${second._id}`).send({ content: '<p>Neu</p>' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Kasse', content: '<p>Neu</p>', updatedBy: { _id: g.members[SvLevel.SV_ADMIN].user._id } });

    const deleted = await g.as(SvLevel.SV_BOARD).delete(`${url}/${created.body._id}`);
    expect(deleted.body).toEqual({ message: WM.sectionDeleted });
    expectApiError(await g.as(SvLevel.SV_BOARD).get(`${url}/${created.body._id}`), SECTION_NOT_FOUND);
    const after = await g.as(SvLevel.SV_BOARD).get(`${g.url}/${wiki._id}`);
    expect(after.body.sections.map((s: { _id: string; position: number }) => [s._id, s.position])).toEqual([
      [second._id, 0],
      [third._id, 1],
    ]);
  });

  it('reorders chapters with every id exactly once', async () => {
    const wiki = await createWiki(g);
    const [a, b, c] = [
      await addSection(g, wiki._id, { title: 'A' }),
      await addSection(g, wiki._id, { title: 'B' }),
      await addSection(g, wiki._id, { title: 'C' }),
    ];
    const order = (sectionIds: unknown, level: number = SvLevel.SV_BOARD) =>
      g
        .as(level)
        .put(`${g.sectionsUrl(wiki._id)}/order`)
        .send({ sectionIds });
    const res = await order([c._id, a._id, b._id]);
    expect(res.status).toBe(200);
    expect(res.body.sections.map((s: { title: string; position: number }) => `${s.position}${s.title}`)).toEqual(['0C', '1A', '2B']);
    const mismatch = validationError('sectionIds', WM.orderMismatch);
    expectApiError(await order([c._id, a._id]), mismatch);
    expectApiError(await order([c._id, a._id, a._id]), mismatch);
    expectApiError(await order([c._id, a._id, b._id, randomUUID()]), mismatch);
    expectApiError(await order([c._id, a._id, randomUUID()]), mismatch);
    expectApiError(await order('x'), mismatch);
    expectApiError(await order(['not-a-uuid']), mismatch);
    expectApiError(await order(Array.from({ length: 201 }, () => randomUUID())), mismatch);
    expectApiError(await order(undefined), mismatch);
    expectApiError(await order([a._id, b._id, c._id], SvLevel.SV_MEMBER), FORBIDDEN);
    const kept = await g.as(SvLevel.SV_BOARD).get(`${g.url}/${wiki._id}`);
    expect(kept.body.sections.map((s: { title: string }) => s.title)).toEqual(['C', 'A', 'B']);
  });

  it('takes files through multipart and keeps images of the chapter own files only', async () => {
    const wiki = await createWiki(g, { viewAccess: 1 });
    const url = g.sectionsUrl(wiki._id);
    const section = await addSection(g, wiki._id, { title: 'Plakate' });
    const uploaded = await multipart(g.as(SvLevel.SV_BOARD).put(`${url}/${section._id}`), { title: 'Plakate' }, [
      { name: 'plakat.png', body: png() },
    ]);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.materials).toEqual([expect.objectContaining({ name: 'plakat.png', mimeType: 'image/png' })]);
    const imageId = uploaded.body.materials[0]._id;

    // Another chapter's file, a remote image and a data: URL are dropped; the own file stays.
    const other = await addSection(g, wiki._id, { title: 'Andere' });
    const foreign = await multipart(g.as(SvLevel.SV_BOARD).put(`${url}/${other._id}`), {}, [{ name: 'x.png', body: png() }]);
    const content =
      `<h1>Plakat</h1><p><img src="/api/files/${imageId}" alt="Plakat"><img src="/api/files/${foreign.body.materials[0]._id}">` +
      `<img src="https://evil.example/x.png"><img src="data:image/png;base64,AAAA"></p>` +
      `<table><tbody><tr><td>1</td></tr></tbody></table>`;
    const withImage = await multipart(g.as(SvLevel.SV_BOARD).put(`${url}/${section._id}`), { content });
    expect(withImage.body.content).toBe(
      `<h1>Plakat</h1><p><img src="/api/files/${imageId}" alt="Plakat" /></p><table><tbody><tr><td>1</td></tr></tbody></table>`,
    );
    // Members who see the wiki download the image; a guest (below its view access) does not.
    const download = await g.as(SvLevel.CLASS_SPEAKER).get(`/api/files/${imageId}`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expectApiError(await g.as(SvLevel.GUEST).get(`/api/files/${imageId}`), { statusCode: 404 });

    // Removing the file removes its image from the content too; a foreign id to keep is refused.
    expectApiError(await multipart(g.as(SvLevel.SV_BOARD).put(`${url}/${section._id}`), { materials: [foreign.body.materials[0]._id] }), {
      statusCode: 400,
    });
    const removed = await multipart(g.as(SvLevel.SV_BOARD).put(`${url}/${section._id}`), { materials: [] });
    expect(removed.body).toMatchObject({
      materials: [],
      content: '<h1>Plakat</h1><p></p><table><tbody><tr><td>1</td></tr></tbody></table>',
    });
    expectApiError(await g.as(SvLevel.SV_ADMIN).get(`/api/files/${imageId}`), { statusCode: 404 });
  });

  it('stores content only as the sanitiser returns it', async () => {
    const wiki = await createWiki(g);
    const evil =
      '<p onclick="alert(1)" style="color:red">Hallo<script>alert(1)</script> <a href="javascript:alert(1)">Link</a>' +
      ' <a href="data:text/html,x">D</a> <img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe></p><style>p{}</style>';
    const section = await addSection(g, wiki._id, { content: evil, title: '<b>Titel</b>' });
    expect(section.content).toBe(
      '<p>Hallo <a rel="noopener noreferrer" target="_blank">Link</a> <a rel="noopener noreferrer" target="_blank">D</a> </p>',
    );
    expect(section.title).toBe('<b>Titel</b>');
    const link = await addSection(g, wiki._id, { content: '<p><a href="https://sv.example" target="_self">SV</a></p>' });
    expect(link.content).toBe('<p><a rel="noopener noreferrer" target="_blank" href="https://sv.example">SV</a></p>');
  });

  it('refuses bad input and changes by members without knowledge:edit', async () => {
    const wiki = await createWiki(g);
    const section = await addSection(g, wiki._id);
    const url = g.sectionsUrl(wiki._id);
    const before = await wikiState(t, g.tenant._id);
    const post = (body: Record<string, unknown>) => g.as(SvLevel.SV_BOARD).post(url).send(body);
    const put = (body: Record<string, unknown>) => g.as(SvLevel.SV_BOARD).put(`${url}/${section._id}`).send(body);
    expectApiError(await post({}), validationError('title', MESSAGES.titleRequired));
    expectApiError(await post({ title: '' }), validationError('title', MESSAGES.titleRequired));
    expectApiError(await post({ title: 7 }), validationError('title', MESSAGES.titleRequired));
    expectApiError(await post({ title: 'x'.repeat(201) }), validationError('title', MESSAGES.tooLong(200)));
    expectApiError(await post({ title: 'A', content: 'x'.repeat(60_001) }), validationError('content', MESSAGES.tooLong(60_000)));
    expectApiError(await post({ title: 'A', content: { html: 1 } }), validationError('content', MESSAGES.tooLong(60_000)));
    expectApiError(await put({ title: '  ' }), validationError('title', MESSAGES.titleRequired));
    expectApiError(await put({ materials: 'kein json' }), validationError('materials', 'Die Liste der Materialien ist ungültig.'));
    for (const extra of [{ wikiId: randomUUID() }, { position: 3 }, { tenantId: randomUUID() }, { updatedById: randomUUID() }]) {
      expectApiError(await post({ title: 'A', ...extra }), validationError(Object.keys(extra)[0], 'Dieses Feld ist nicht erlaubt.'));
      expectApiError(await put(extra), validationError(Object.keys(extra)[0], 'Dieses Feld ist nicht erlaubt.'));
    }
    // Changing and deleting chapters needs knowledge:edit (members and teachers have none).
    for (const level of [SvLevel.SV_MEMBER, SvLevel.SV_TEACHER]) {
      expectApiError(await g.as(level).post(url).send({ title: 'X' }), FORBIDDEN);
      expectApiError(await g.as(level).put(`${url}/${section._id}`).send({ title: 'X' }), FORBIDDEN);
      expectApiError(await g.as(level).delete(`${url}/${section._id}`), FORBIDDEN);
    }
    expect(await wikiState(t, g.tenant._id)).toEqual(before);
    // null is no value: refused or left as stored, never a 500.
    for (const field of ['title', 'content', 'materials']) expect((await put({ [field]: null })).status).toBeLessThan(500);
    expect((await post({ title: 'A', content: null })).status).toBeLessThan(500);
    expect((await g.as(SvLevel.SV_BOARD).put(`${url}/order`).send({ sectionIds: null })).status).toBe(400);
    // Malformed and unknown ids: 404, never a 500.
    expectApiError(await g.as(SvLevel.SV_BOARD).get(`${url}/not-a-uuid`), { statusCode: 404 });
    expectApiError(await g.as(SvLevel.SV_BOARD).put(`${url}/not-a-uuid`).send({}), { statusCode: 404 });
    expectApiError(await g.as(SvLevel.SV_BOARD).delete(`${url}/${randomUUID()}`), SECTION_NOT_FOUND);
    expectApiError(await g.as(SvLevel.SV_BOARD).get(`${g.url}/not-a-uuid/section/${section._id}`), { statusCode: 404 });
    expectApiError(await g.as(SvLevel.SV_BOARD).post(`${g.url}/${randomUUID()}/section`).send({ title: 'X' }), WIKI_NOT_FOUND);
    // A chapter is found only under its own wiki.
    const otherWiki = await createWiki(g);
    expectApiError(await g.as(SvLevel.SV_BOARD).get(`${g.sectionsUrl(otherWiki._id)}/${section._id}`), SECTION_NOT_FOUND);
    expectApiError(
      await g
        .as(SvLevel.SV_BOARD)
        .put(`${g.sectionsUrl(otherWiki._id)}/${section._id}`)
        .send({ title: 'X' }),
      SECTION_NOT_FOUND,
    );
  });

  it('hides chapters of a wiki above the caller level, and every route from another group: 404', async () => {
    const hidden = await createWiki(g, { viewAccess: 2 });
    const section = await addSection(g, hidden._id);
    expectApiError(await g.as(SvLevel.CLASS_SPEAKER).get(`${g.sectionsUrl(hidden._id)}/${section._id}`), WIKI_NOT_FOUND);

    const other = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const otherSections = `/api/knowledge/tenant/${other.tenant._id}/wiki/${hidden._id}/section`;
    expectApiError(await other.client.get(`${otherSections}/${section._id}`), WIKI_NOT_FOUND);
    expectApiError(await other.client.put(`${otherSections}/${section._id}`).send({ title: 'X' }), WIKI_NOT_FOUND);
    expectApiError(await other.client.delete(`${otherSections}/${section._id}`), WIKI_NOT_FOUND);
    expectApiError(await other.client.post(otherSections).send({ title: 'X' }), WIKI_NOT_FOUND);
    expectApiError(await other.client.put(`${otherSections}/order`).send({ sectionIds: [section._id] }), WIKI_NOT_FOUND);
    const url = g.sectionsUrl(hidden._id);
    expectApiError(await other.client.get(`${url}/${section._id}`), { statusCode: 404 });
    expectApiError(await other.client.put(`${url}/${section._id}`).send({ title: 'X' }), { statusCode: 404 });
    expectApiError(await other.client.delete(`${url}/${section._id}`), { statusCode: 404 });
    expectApiError(await other.client.post(url).send({ title: 'X' }), { statusCode: 404 });
    expectApiError(await other.client.put(`${url}/order`).send({ sectionIds: [section._id] }), { statusCode: 404 });
    expect((await g.as(SvLevel.SV_BOARD).get(`${url}/${section._id}`)).body.title).toBe('Kapitel');
  });
});
