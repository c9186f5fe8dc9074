// The group chat (issue 13 §2): GET /chat/private/p2g, GET/POST .../{tenantId}/general, .../general/unseen,
// DELETE .../general/{messageId}: posting rules, cursor paging, unread counts, placeholders, outsiders.
import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES, CHAT_REMOVED_TEXT } from '#shared/chat';
import { SvLevel } from '#shared/levels';
import { EXE, PDF } from '../helpers/calendar';
import { chatGroup, chatMultipart, chatState } from '../helpers/chat';
import { FORBIDDEN, NOT_FOUND, validationError } from '../helpers/expect';
import { addMember } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

describe('chat: group', () => {
  const t = useTestApp();

  it('stores a trimmed message, shows it newest first and counts it unread for the others until they read', async () => {
    const g = await chatGroup(t);
    const first = await g.member.client.post(g.url).send({ content: '  Hallo zusammen!  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      tenantId: g.tenant._id,
      sender: { _id: g.member.user._id, name: 'Ben Test' },
      content: 'Hallo zusammen!',
      files: [],
      removed: false,
      mayDelete: true,
    });
    const second = await g.admin.client.post(g.url).send({ content: '<b>Fett?</b> <script>alert(1)</script>' });
    // Plain text, stored and answered as typed: the web never interprets it as HTML.
    expect(second.body.content).toBe('<b>Fett?</b> <script>alert(1)</script>');

    expect((await g.other.client.get(`${g.url}/unseen`)).body).toEqual({ unreadCount: 2 });
    expect((await g.member.client.get(`${g.url}/unseen`)).body).toEqual({ unreadCount: 1 });
    const history = await g.other.client.get(g.url);
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({ pageSize: 50, hasMore: false, nextBefore: null });
    expect(history.body.items.map((m: { _id: string }) => m._id)).toEqual([second.body._id, first.body._id]);
    expect(history.body.items[1].mayDelete).toBe(false);
    expect((await g.other.client.get(`${g.url}/unseen`)).body).toEqual({ unreadCount: 0 });
    // Issue 28 §8: the newest page says how many were unread before this read ('Neue Nachrichten'); read again, none.
    expect(history.body.unreadCount).toBe(2);
    expect((await g.other.client.get(g.url)).body.unreadCount).toBe(0);
    // The admin may delete every message (chat:delete).
    expect((await g.admin.client.get(g.url)).body.items.every((m: { mayDelete: boolean }) => m.mayDelete)).toBe(true);
  });

  it('pages with the cursor `before` and refuses bad page sizes and cursors with 400', async () => {
    const g = await chatGroup(t);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await g.member.client.post(g.url).send({ content: `Nachricht ${i}` })).body._id);
    const newest = [...ids].reverse();

    const one = await g.other.client.get(g.url).query({ pageSize: 2 });
    expect(one.body.items.map((m: { _id: string }) => m._id)).toEqual(newest.slice(0, 2));
    expect(one.body).toMatchObject({ hasMore: true, nextBefore: newest[1], pageSize: 2 });
    const two = await g.other.client.get(g.url).query({ pageSize: 2, before: one.body.nextBefore });
    expect(two.body.items.map((m: { _id: string }) => m._id)).toEqual(newest.slice(2, 4));
    // Only the newest page tells the unread count; older pages do not move where 'Neue Nachrichten' is.
    expect(one.body.unreadCount).toBe(5);
    expect(two.body.unreadCount).toBeUndefined();
    const three = await g.other.client.get(g.url).query({ pageSize: 2, before: two.body.nextBefore });
    expect(three.body).toMatchObject({ hasMore: false, nextBefore: null });
    expect(three.body.items.map((m: { _id: string }) => m._id)).toEqual([newest[4]]);
    // An ISO date works as a cursor too.
    const future = await g.other.client.get(g.url).query({ before: '2999-01-01T00:00:00Z' });
    expect(future.body.items).toHaveLength(5);

    for (const query of [{ pageSize: 101 }, { pageSize: 0 }, { pageSize: 'abc' }, { before: 'kein-zeiger' }, { before: randomUUID() }]) {
      const res = await g.other.client.get(g.url).query(query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const max = await g.other.client.get(g.url).query({ pageSize: 100 });
    expect(max.status).toBe(200);
  });

  it('does not count messages from before a member joined as unread', async () => {
    const g = await chatGroup(t);
    await g.member.client.post(g.url).send({ content: 'Vorher 1' });
    await g.member.client.post(g.url).send({ content: 'Vorher 2' });
    const late = await t.member(g.tenant, SvLevel.SV_MEMBER);
    const lateClient = await t.login(late);
    expect((await lateClient.get(`${g.url}/unseen`)).body).toEqual({ unreadCount: 0 });
    await g.member.client.post(g.url).send({ content: 'Nachher' });
    expect((await lateClient.get(`${g.url}/unseen`)).body).toEqual({ unreadCount: 1 });
    // The history itself is readable from the start.
    expect((await lateClient.get(g.url)).body.items).toHaveLength(3);
  });

  it('lets guests read but not post (403), and refuses empty, too long and non-text content with 400', async () => {
    const g = await chatGroup(t);
    expect((await g.guest.client.post(g.url).send({ content: 'Hallo' })).body).toEqual(FORBIDDEN);
    expect((await g.guest.client.get(g.url)).status).toBe(200);

    const before = await chatState(t);
    const required = validationError('content', CHAT_MESSAGES.contentRequired);
    expect((await g.member.client.post(g.url).send({})).body).toEqual(required);
    expect((await g.member.client.post(g.url).send({ content: '   \n ' })).body).toEqual(required);
    expect((await g.member.client.post(g.url).send({ content: 42 })).body).toEqual(required);
    expect((await g.member.client.post(g.url).send({ content: ['a'] })).body).toEqual(required);
    expect((await g.member.client.post(g.url).send({ content: 'x'.repeat(4001) })).body).toEqual(
      validationError('content', CHAT_MESSAGES.contentTooLong),
    );
    expect((await g.member.client.post(g.url).send({ content: 'Hallo', tenantId: randomUUID() })).status).toBe(400);
    expect(await chatState(t)).toEqual(before);
    expect((await g.member.client.post(g.url).send({ content: 'ä'.repeat(4000) })).status).toBe(201);
  });

  it('stores one line-break form: \\r\\n and \\r become \\n before the length check', async () => {
    const g = await chatGroup(t);
    const mixed = await g.member.client.post(g.url).send({ content: '\r\nEins\r\nZwei\rDrei\n\r\n' });
    expect(mixed.status).toBe(201);
    expect(mixed.body.content).toBe('Eins\nZwei\nDrei');
    expect((await g.other.client.get(g.url)).body.items[0].content).toBe('Eins\nZwei\nDrei');
    // A browser's multipart body (FormData) carries every line break as CRLF.
    const multipart = await chatMultipart(g.member.client.post(g.url), 'Zeile eins\r\nZeile zwei');
    expect(multipart.body.content).toBe('Zeile eins\nZeile zwei');
    // 5,999 characters as sent, 4,000 once the 1,999 Windows line breaks are normalised: they fit, one more does not.
    const windows = `${'a\r\n'.repeat(1999)}ab`;
    expect((await g.member.client.post(g.url).send({ content: windows })).status).toBe(201);
    expect((await g.member.client.post(g.url).send({ content: `${windows}b` })).body).toEqual(
      validationError('content', CHAT_MESSAGES.contentTooLong),
    );
  });

  it('takes up to 10 files (also without text), refuses an 11th and lying files, and serves them to members only', async () => {
    const g = await chatGroup(t);
    const withFiles = await chatMultipart(g.member.client.post(g.url), '', [
      { name: 'Protokoll.pdf', body: PDF },
      { name: 'Anhang.pdf', body: PDF },
    ]);
    expect(withFiles.status).toBe(201);
    expect(withFiles.body.content).toBe('');
    expect(withFiles.body.files.map((f: { name: string }) => f.name).sort()).toEqual(['Anhang.pdf', 'Protokoll.pdf']);
    expect(withFiles.body.files[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      size: PDF.length,
      mimeType: 'application/pdf',
    });

    const before = await chatState(t);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `Datei${i}.pdf`, body: PDF }));
    expect((await chatMultipart(g.member.client.post(g.url), 'Zu viele', eleven)).status).toBe(400);
    expect((await chatMultipart(g.member.client.post(g.url), 'Virus', [{ name: 'Bild.pdf', body: EXE }])).status).toBe(415);
    expect(await chatState(t)).toEqual(before);

    const download = `/api/files/${withFiles.body.files[0]._id}`;
    expect((await g.other.client.get(download)).status).toBe(200);
    const outsider = await t.memberSession({ level: SvLevel.SV_ADMIN });
    expect((await outsider.client.get(download)).status).toBe(404);
    const history = await g.other.client.get(g.url);
    expect(history.body.items[0].files).toHaveLength(2);
  });

  it('turns a deleted message into the placeholder: the sender and chat:delete may, other members may not', async () => {
    const g = await chatGroup(t);
    const own = await chatMultipart(g.member.client.post(g.url), 'Vertippt', [{ name: 'Plan.pdf', body: PDF }]);
    const others = await g.other.client.post(g.url).send({ content: 'Von Cem' });

    expect((await g.member.client.delete(`${g.url}/${others.body._id}`)).body).toEqual(FORBIDDEN);
    const removed = await g.member.client.delete(`${g.url}/${own.body._id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ _id: own.body._id, removed: true, content: CHAT_REMOVED_TEXT, files: [], mayDelete: false });
    expect((await g.other.client.get(`/api/files/${own.body.files[0]._id}`)).status).toBe(404);
    expect((await g.admin.client.delete(`${g.url}/${others.body._id}`)).status).toBe(200);

    // Removed messages are not unread.
    expect((await g.guest.client.get(`${g.url}/unseen`)).body).toEqual({ unreadCount: 0 });
    const history = await g.guest.client.get(g.url);
    expect(history.body.items.map((m: { content: string; removed: boolean }) => [m.content, m.removed])).toEqual([
      [CHAT_REMOVED_TEXT, true],
      [CHAT_REMOVED_TEXT, true],
    ]);
    // Every other view shows the placeholder too, and none carries the old text.
    const list = await g.other.client.get('/api/chat/private/p2g');
    expect(list.body.items[0].lastMessage).toMatchObject({ content: CHAT_REMOVED_TEXT, removed: true, files: [] });
    const dashboard = await g.other.client.get(`/api/tenant/tenant/${g.tenant._id}/dashboard`);
    expect(dashboard.body.sections.chat.items[0].items.map((m: { content: string }) => m.content)).toEqual([
      CHAT_REMOVED_TEXT,
      CHAT_REMOVED_TEXT,
    ]);
    for (const body of [history.body, list.body, dashboard.body.sections.chat]) {
      expect(JSON.stringify(body)).not.toMatch(/Vertippt|Von Cem|Plan\.pdf/);
    }
    expect((await g.admin.client.delete(`${g.url}/${randomUUID()}`)).body).toEqual(NOT_FOUND);
    expect((await g.admin.client.delete(`${g.url}/kein-uuid`)).body).toEqual(NOT_FOUND);
    const elsewhere = await chatGroup(t);
    const foreign = await elsewhere.member.client.post(elsewhere.url).send({ content: 'Fremd' });
    expect((await g.admin.client.delete(`${g.url}/${foreign.body._id}`)).body).toEqual(NOT_FOUND);
  });

  it('answers 404 on every route to another group’s member and to malformed group ids', async () => {
    const g = await chatGroup(t);
    const message = await g.member.client.post(g.url).send({ content: 'Nur für uns' });
    const outsider = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const c = outsider.client;
    expect((await c.get(g.url)).body).toEqual(NOT_FOUND);
    expect((await c.get(`${g.url}/unseen`)).body).toEqual(NOT_FOUND);
    expect((await c.post(g.url).send({ content: 'Hallo' })).body).toEqual(NOT_FOUND);
    expect((await c.delete(`${g.url}/${message.body._id}`)).body).toEqual(NOT_FOUND);
    expect((await c.get('/api/chat/private/p2g/kein-uuid/general')).body).toEqual(NOT_FOUND);
    expect((await c.get(`/api/chat/private/p2g/${randomUUID()}/general`)).body).toEqual(NOT_FOUND);
    const list = await c.get('/api/chat/private/p2g');
    expect(list.body.items.map((i: { tenantId: string }) => i.tenantId)).not.toContain(g.tenant._id);
    expect((await t.client().get(g.url)).status).toBe(401);
  });

  it('lists my group chats with unread count, last message and mayPost; a switched-off chat is absent and 403', async () => {
    const g = await chatGroup(t);
    await addMember(t.dataSource, (await t.tenant({ name: 'Zzz ohne Chat', integrations: { chat: false } }))._id, g.guest.user._id, 0);
    await g.member.client.post(g.url).send({ content: 'Erste' });
    const last = await g.admin.client.post(g.url).send({ content: 'Zweite' });
    const list = await g.guest.client.get('/api/chat/private/p2g');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1 });
    expect(list.body.items[0]).toMatchObject({
      tenantId: g.tenant._id,
      tenantName: g.tenant.name,
      unreadCount: 2,
      mayPost: false,
      lastMessage: { _id: last.body._id, content: 'Zweite' },
    });
    expect((await g.member.client.get('/api/chat/private/p2g')).body.items[0]).toMatchObject({ unreadCount: 1, mayPost: true });
    expect((await g.member.client.get('/api/chat/private/p2g').query({ pageSize: 'x' })).status).toBe(400);
    expect((await g.guest.client.get('/api/chat/private/p2g').query({ page: 3 })).body).toMatchObject({ items: [], total: 1 });

    await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"chat": false}' WHERE id = $1`, [g.tenant._id]);
    expect((await g.member.client.get(g.url)).status).toBe(403);
    expect((await g.member.client.post(g.url).send({ content: 'Hallo' })).status).toBe(403);
    expect((await g.member.client.get('/api/chat/private/p2g')).body.total).toBe(0);
  });

  it('shows the latest messages and the unread count in the dashboard’s chat section', async () => {
    const g = await chatGroup(t);
    for (let i = 1; i <= 7; i++) await g.member.client.post(g.url).send({ content: `Nachricht ${i}` });
    const dashboard = await g.other.client.get(`/api/tenant/tenant/${g.tenant._id}/dashboard`);
    expect(dashboard.status).toBe(200);
    const section = dashboard.body.sections.chat;
    expect(section.status).toBe('ok');
    expect(section.items).toHaveLength(1);
    expect(section.items[0].unreadCount).toBe(7);
    expect(section.items[0].items.map((m: { content: string }) => m.content)).toEqual([
      'Nachricht 7',
      'Nachricht 6',
      'Nachricht 5',
      'Nachricht 4',
      'Nachricht 3',
    ]);
  });
});
