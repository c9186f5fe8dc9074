// GET/PUT /chat/admin/report (issue 13 §2 "Moderation"): platform moderators and administrators list the
// reports (open first), read one with its context, and act once: DISMISS, REMOVE (placeholder, original
// kept on the report), WARN (a mail to the sender), SUSPEND (sessions and sockets end). Audited; 409 after.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type TestAgent from 'supertest/lib/agent';
import { CHAT_REMOVED_TEXT } from '#shared/chat';
import { CHAT_REPORT_MESSAGES } from '#shared/chat-reports';
import { SvLevel } from '#shared/levels';
import { ADMINISTRATION, auditEntries, groupMessage, MODERATION, privateMessage } from '../fixtures/chat-report';
import { chatGroup, chatMultipart } from '../helpers/chat';
import { expectApiError, FORBIDDEN, NOT_FOUND, UNAUTHENTICATED, validationError } from '../helpers/expect';
import { waitForMail } from '../helpers/mail';
import { closedWithin, loginTab, openSocket } from '../helpers/sockets';
import { useTestApp } from '../helpers/test-app';

describe('chat: moderation of reports', () => {
  const t = useTestApp();
  const sockets: Socket[] = [];
  let mod: TestAgent;
  let modId: string;

  beforeAll(async () => {
    const moderator = await t.user({ permissionLevel: MODERATION, firstName: 'Mona', lastName: 'Moderation' });
    modId = moderator._id;
    mod = await t.login(moderator);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  /** A group chat with context messages, a reported message and a later one; reported through the API. */
  async function reported(reason = 'INSULT') {
    const tenant = await t.tenant({ name: `Schiller ${randomUUID().slice(0, 6)}` });
    const sender = await t.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Sam', lastName: 'Sender' });
    const reporter = await t.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Rita', lastName: 'Reporter' });
    const context: string[] = [];
    for (let i = 1; i <= 6; i++)
      context.push(await groupMessage(t.dataSource, tenant._id, i % 2 ? reporter._id : sender._id, `Nachricht ${i}`));
    const messageId = await groupMessage(t.dataSource, tenant._id, sender._id, '<b>Ihr seid alle doof</b>');
    await groupMessage(t.dataSource, tenant._id, reporter._id, 'Danach');
    const reporterClient = await t.login(reporter);
    const res = await reporterClient.post('/api/chat/private/p2greport').send({ messageId, reason, comment: 'Bitte prüfen' });
    expect(res.status).toBe(201);
    return { tenant, sender, reporter, reporterClient, messageId, context, reportId: res.body._id as string };
  }

  it('lists open reports first, filters by state and pages', async () => {
    const a = await reported();
    const b = await reported('SPAM');
    // A closed report newer than the open one: "open first" is more than "newest first".
    const c = await reported();
    await t.dataSource.query(`UPDATE chat_report SET state = 'CLOSED', action = 'DISMISS' WHERE id = ANY($1)`, [[a.reportId, c.reportId]]);

    const open = await mod.get('/api/chat/admin/report').query({ state: 'OPEN', pageSize: 200 });
    expect(open.status).toBe(200);
    const openIds = open.body.items.map((i: { _id: string }) => i._id);
    expect(openIds).toContain(b.reportId);
    expect(openIds).not.toContain(a.reportId);
    const closed = await mod.get('/api/chat/admin/report').query({ state: 'CLOSED', pageSize: 200 });
    expect(closed.body.items.map((i: { _id: string }) => i._id)).toContain(a.reportId);

    const all = await mod.get('/api/chat/admin/report').query({ pageSize: 200 });
    const states: string[] = all.body.items.map((i: { state: string }) => i.state);
    expect(states).toContain('CLOSED');
    expect(states.lastIndexOf('OPEN')).toBeLessThan(states.indexOf('CLOSED'));
    const item = all.body.items.find((i: { _id: string }) => i._id === b.reportId);
    expect(item).toMatchObject({
      state: 'OPEN',
      reason: 'SPAM',
      comment: 'Bitte prüfen',
      reporter: { _id: b.reporter._id, name: 'Rita Reporter' },
      sender: { _id: b.sender._id, name: 'Sam Sender' },
      originalContent: '<b>Ihr seid alle doof</b>',
      messageId: b.messageId,
      conversation: { kind: 'GROUP', tenant: { _id: b.tenant._id, name: b.tenant.name }, participants: [] },
      action: null,
      handledBy: null,
    });

    const paged = await mod.get('/api/chat/admin/report').query({ page: 1, pageSize: 1 });
    expect(paged.body).toMatchObject({ page: 1, pageSize: 1, total: expect.any(Number) });
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.items[0].state).toBe('OPEN');

    expect((await mod.get('/api/chat/admin/report').query({ state: 'offen' })).body).toMatchObject(
      validationError('state', CHAT_REPORT_MESSAGES.stateInvalid),
    );
    expect((await mod.get('/api/chat/admin/report').query({ pageSize: 0 })).status).toBe(400);
    expect((await mod.get('/api/chat/admin/report').query({ page: 'x' })).status).toBe(400);
    expect((await mod.get('/api/chat/admin/report').query({ text: 'doof' })).status).toBe(400);
  });

  it('shows a report with the message and the messages before it, also after removal', async () => {
    const r = await reported();
    const res = await mod.get(`/api/chat/admin/report/${r.reportId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: r.reportId,
      reason: 'INSULT',
      reporter: { name: 'Rita Reporter' },
      senderSuspended: false,
      message: { _id: r.messageId, content: '<b>Ihr seid alle doof</b>', removed: false, sender: { name: 'Sam Sender' }, mayDelete: false },
    });
    // The five messages before it, oldest first; neither older ones nor later ones.
    expect(res.body.context.map((m: { _id: string }) => m._id)).toEqual(r.context.slice(1));
    expect(res.body.context.map((m: { content: string }) => m.content)).toEqual([2, 3, 4, 5, 6].map((i) => `Nachricht ${i}`));

    expect((await mod.put(`/api/chat/admin/report/${r.reportId}`).send({ action: 'REMOVE' })).status).toBe(200);
    const after = await mod.get(`/api/chat/admin/report/${r.reportId}`);
    expect(after.body).toMatchObject({
      state: 'CLOSED',
      action: 'REMOVE',
      handledBy: { _id: modId, name: 'Mona Moderation' },
      originalContent: '<b>Ihr seid alle doof</b>',
      message: { _id: r.messageId, content: CHAT_REMOVED_TEXT, removed: true, files: [] },
    });
    expect(after.body.context).toHaveLength(5);
  });

  it('shows a private chat’s participants', async () => {
    const tenant = await t.tenant();
    const a = await t.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Anna', lastName: 'A' });
    const b = await t.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Bert', lastName: 'B' });
    await privateMessage(t.dataSource, b._id, a._id, 'Hallo');
    const messageId = await privateMessage(t.dataSource, a._id, b._id, 'Blöde Frage');
    const res = await (await t.login(b)).post('/api/chat/private/p2preport').send({ messageId, reason: 'OTHER' });
    const detail = await mod.get(`/api/chat/admin/report/${res.body._id}`);
    expect(detail.body.conversation).toMatchObject({ kind: 'PRIVATE', tenant: null });
    expect(detail.body.conversation.participants.map((p: { name: string }) => p.name).sort()).toEqual(['Anna A', 'Bert B']);
    expect(detail.body.context.map((m: { content: string }) => m.content)).toEqual(['Hallo']);
  });

  it('DISMISS closes the report, keeps the message and is audited; a second action answers 409', async () => {
    const r = await reported();
    const res = await mod.put(`/api/chat/admin/report/${r.reportId}`).send({ action: 'DISMISS' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'CLOSED', action: 'DISMISS', message: { removed: false } });
    const [entry] = await auditEntries(t.dataSource, 'chat-report.dismiss', r.sender._id);
    expect(entry).toMatchObject({ user_id: modId, tenant_id: r.tenant._id, reason: 'ADMIN', platform_level: MODERATION });
    expect(entry.detail).toMatchObject({ reportId: r.reportId, messageId: r.messageId, reason: 'INSULT', sender: 'Sam Sender' });

    for (const action of ['REMOVE', 'DISMISS', 'SUSPEND']) {
      expectApiError(await mod.put(`/api/chat/admin/report/${r.reportId}`).send({ action }), {
        statusCode: 409,
        code: 'REPORT_CLOSED',
        message: CHAT_REPORT_MESSAGES.reportClosed,
      });
    }
    const [row] = await t.dataSource.query(`SELECT removed, content FROM chat_message WHERE id = $1`, [r.messageId]);
    expect(row).toEqual({ removed: false, content: '<b>Ihr seid alle doof</b>' });
    const [report] = await t.dataSource.query(`SELECT action FROM chat_report WHERE id = $1`, [r.reportId]);
    expect(report.action).toBe('DISMISS');
    expect(await auditEntries(t.dataSource, 'chat-report.remove', r.sender._id)).toHaveLength(0);
  });

  it('REMOVE leaves the placeholder for every participant, keeps the original and closes the other reports', async () => {
    const r = await reported();
    const second = await (
      await t.login(await t.member(r.tenant, SvLevel.SV_BOARD))
    )
      .post('/api/chat/private/p2greport')
      .send({ messageId: r.messageId, reason: 'SPAM' });
    const res = await mod.put(`/api/chat/admin/report/${r.reportId}`).send({ action: 'REMOVE' });
    expect(res.status).toBe(200);

    for (const client of [r.reporterClient, await t.login(r.sender)]) {
      const history = await client.get(`/api/chat/private/p2g/${r.tenant._id}/general`);
      expect(history.status).toBe(200);
      const shown = history.body.items.find((m: { _id: string }) => m._id === r.messageId);
      expect(shown).toMatchObject({ content: CHAT_REMOVED_TEXT, removed: true });
    }
    const [report] = await t.dataSource.query(`SELECT original_content FROM chat_report WHERE id = $1`, [r.reportId]);
    expect(report.original_content).toBe('<b>Ihr seid alle doof</b>');
    const [other] = await t.dataSource.query(`SELECT state, action FROM chat_report WHERE id = $1`, [second.body._id]);
    expect(other).toEqual({ state: 'CLOSED', action: 'REMOVE' });
    expect(await auditEntries(t.dataSource, 'chat-report.remove', r.sender._id)).toHaveLength(1);
  });

  it('REMOVE of a private message shows the placeholder in both histories and chat lists, and it no longer counts', async () => {
    const tenant = await t.tenant();
    const a = await t.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Anna', lastName: 'A' });
    const b = await t.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Bert', lastName: 'B' });
    const messageId = await privateMessage(t.dataSource, a._id, b._id, 'Geheime Beleidigung');
    const [annaClient, bertClient] = [await t.login(a), await t.login(b)];
    expect((await bertClient.get('/api/chat/private/p2punseen')).body).toEqual({ unreadCount: 1 });
    const report = await bertClient.post('/api/chat/private/p2preport').send({ messageId, reason: 'INSULT' });
    expect((await mod.put(`/api/chat/admin/report/${report.body._id}`).send({ action: 'REMOVE' })).status).toBe(200);

    expect((await bertClient.get('/api/chat/private/p2punseen')).body).toEqual({ unreadCount: 0 });
    for (const [client, partner] of [
      [annaClient, b],
      [bertClient, a],
    ] as const) {
      const list = await client.get('/api/chat/private/p2p');
      expect(list.body.items[0].lastMessage).toMatchObject({ _id: messageId, content: CHAT_REMOVED_TEXT, removed: true });
      const history = await client.get(`/api/chat/private/p2p/${partner._id}`);
      expect(history.body.items).toEqual([expect.objectContaining({ _id: messageId, content: CHAT_REMOVED_TEXT, removed: true })]);
      expect(JSON.stringify([list.body, history.body])).not.toContain('Geheime');
    }
  });

  it('WARN mails the sender, escaped, and keeps the message', async () => {
    const r = await reported();
    const res = await mod.put(`/api/chat/admin/report/${r.reportId}`).send({ action: 'WARN' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'CLOSED', action: 'WARN', message: { removed: false } });
    await t.drain();
    const mail = await waitForMail(r.sender.mail, /Verwarnung/);
    expect(mail.text).toContain('Hallo Sam,');
    expect(mail.text).toContain(`im Gruppenchat von ${r.tenant.name}`);
    expect(mail.html).toContain('&lt;b&gt;Ihr seid alle doof&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Ihr');
    expect(await auditEntries(t.dataSource, 'chat-report.warn', r.sender._id)).toHaveLength(1);
  });

  it('SUSPEND ends the sender’s sessions and sockets at once; login answers 403 until an administrator lifts it', async () => {
    const r = await reported();
    const tab = await loginTab(t, r.sender.mail);
    const socket = await openSocket(t, tab, sockets);
    const reporterTab = await loginTab(t, r.reporter.mail);
    const reporterSocket = await openSocket(t, reporterTab, sockets);

    const res = await mod.put(`/api/chat/admin/report/${r.reportId}`).send({ action: 'SUSPEND' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'CLOSED', action: 'SUSPEND', senderSuspended: true, message: { removed: false } });
    expect(await closedWithin(socket.closed)).toBe('io server disconnect');
    expect(await closedWithin(reporterSocket.closed, 300)).toBe('still open');
    expectApiError(await tab.client.get('/api/auth/public/check'), UNAUTHENTICATED);
    expectApiError(await tab.client.get('/api/auth/public/refresh'), UNAUTHENTICATED);
    const login = await t.client().post('/api/auth/public/login').send({ mail: r.sender.mail, password: 'Sicher!Passwort1' });
    expectApiError(login, { statusCode: 403, code: 'ACCOUNT_SUSPENDED', message: CHAT_REPORT_MESSAGES.suspended });
    expect(await auditEntries(t.dataSource, 'chat-report.suspend', r.sender._id)).toHaveLength(1);

    // Moderators cannot lift it; administrators can.
    expectApiError(await mod.put(`/api/auth/admin/user/${r.sender._id}`).send({ suspended: false }), FORBIDDEN);
    const admin = await t.login(await t.user({ permissionLevel: ADMINISTRATION }));
    expect((await admin.put(`/api/auth/admin/user/${r.sender._id}`).send({ suspended: false })).status).toBe(200);
    expect((await t.client().post('/api/auth/public/login').send({ mail: r.sender.mail, password: 'Sicher!Passwort1' })).status).toBe(200);
  });

  it('does not suspend platform staff through a report', async () => {
    const tenant = await t.tenant();
    const staff = await t.member(tenant, SvLevel.SV_MEMBER, { permissionLevel: MODERATION });
    const reporter = await t.member(tenant, SvLevel.SV_MEMBER);
    const messageId = await groupMessage(t.dataSource, tenant._id, staff._id, 'Hallo');
    const report = await (await t.login(reporter)).post('/api/chat/private/p2greport').send({ messageId, reason: 'OTHER' });
    expectApiError(await mod.put(`/api/chat/admin/report/${report.body._id}`).send({ action: 'SUSPEND' }), {
      statusCode: 409,
      code: 'SUSPEND_STAFF',
    });
    const [row] = await t.dataSource.query(
      `SELECT r.state, u.suspended_at FROM chat_report r, user_account u WHERE r.id = $1 AND u.id = $2`,
      [report.body._id, staff._id],
    );
    expect(row).toEqual({ state: 'OPEN', suspended_at: null });
  });

  it('opens the reported message’s files for the moderation only, each opening audited with the file (issue 28 §8)', async () => {
    const g = await chatGroup(t);
    const sent = await chatMultipart(g.member.client.post(g.url), 'Schau mal', [{ name: 'beweis.txt', body: Buffer.from('Beweisstück') }]);
    expect(sent.status).toBe(201);
    const other = await chatMultipart(g.other.client.post(g.url), 'Anderes', [{ name: 'fremd.txt', body: Buffer.from('Fremd') }]);
    const report = await g.other.client.post('/api/chat/private/p2greport').send({ messageId: sent.body._id, reason: 'INSULT' });
    expect(report.status).toBe(201);
    const fileId: string = sent.body.files[0]._id;
    const url = (id: string) => `/api/chat/admin/report/${report.body._id}/file/${id}`;
    const opened = () => auditEntries(t.dataSource, 'chat-report.file-open', g.member.user._id);

    // The files route serves participants only: the moderation needs the report's own route.
    expect((await mod.get(`/api/files/${fileId}`)).status).toBe(404);
    const res = await mod.get(url(fileId)).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(String(res.text ?? res.body)).toBe('Beweisstück');
    const [entry] = await opened();
    expect(entry).toMatchObject({ user_id: modId, tenant_id: g.tenant._id, reason: 'ADMIN', platform_level: MODERATION });
    expect(entry.detail).toEqual({ reportId: report.body._id, messageId: sent.body._id, file: 'beweis.txt' });

    // Another message's file, unknown ids: 404 and no entry; the group's admin and the reporter: 403.
    for (const id of [other.body.files[0]._id, randomUUID()]) expectApiError(await mod.get(url(id)), { statusCode: 404 });
    expectApiError(await mod.get(`/api/chat/admin/report/${randomUUID()}/file/${fileId}`), NOT_FOUND);
    expectApiError(await g.admin.client.get(url(fileId)), FORBIDDEN);
    expectApiError(await g.other.client.get(url(fileId)), FORBIDDEN);
    // Removed, the message's files are gone for the moderation as for everyone.
    expect((await mod.put(`/api/chat/admin/report/${report.body._id}`).send({ action: 'REMOVE' })).status).toBe(200);
    expectApiError(await mod.get(url(fileId)), NOT_FOUND);
    expect(await opened()).toHaveLength(1);
  });

  it('is for platform moderators and administrators only', async () => {
    const r = await reported();
    const admin = await t.login(await t.user({ permissionLevel: ADMINISTRATION }));
    expect((await admin.get(`/api/chat/admin/report/${r.reportId}`)).status).toBe(200);
    const groupAdmin = await t.login(await t.member(r.tenant, SvLevel.SV_ADMIN));
    for (const client of [groupAdmin, r.reporterClient]) {
      expectApiError(await client.get('/api/chat/admin/report'), FORBIDDEN);
      expectApiError(await client.get(`/api/chat/admin/report/${r.reportId}`), FORBIDDEN);
      expectApiError(await client.put(`/api/chat/admin/report/${r.reportId}`).send({ action: 'DISMISS' }), FORBIDDEN);
    }
    expectApiError(await t.client().get('/api/chat/admin/report'), UNAUTHENTICATED);
    const [row] = await t.dataSource.query(`SELECT state FROM chat_report WHERE id = $1`, [r.reportId]);
    expect(row.state).toBe('OPEN');
  });

  it('answers 404 to unknown and malformed ids and 400 to bad actions', async () => {
    const r = await reported();
    for (const id of [randomUUID(), 'nope', '1 OR 1=1']) {
      expectApiError(await mod.get(`/api/chat/admin/report/${encodeURIComponent(id)}`), NOT_FOUND);
      expectApiError(await mod.put(`/api/chat/admin/report/${encodeURIComponent(id)}`).send({ action: 'DISMISS' }), NOT_FOUND);
    }
    for (const action of [undefined, 'dismiss', 'DELETE', 1, null, '<b>REMOVE</b>', 'x'.repeat(10_000)]) {
      expect((await mod.put(`/api/chat/admin/report/${r.reportId}`).send({ action })).body).toMatchObject(
        validationError('action', CHAT_REPORT_MESSAGES.actionInvalid),
      );
    }
    expect((await mod.put(`/api/chat/admin/report/${r.reportId}`).send({ action: 'DISMISS', note: 'x' })).status).toBe(400);
    const [row] = await t.dataSource.query(`SELECT state FROM chat_report WHERE id = $1`, [r.reportId]);
    expect(row.state).toBe('OPEN');
  });
});
