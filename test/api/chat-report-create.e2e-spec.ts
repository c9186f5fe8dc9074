// POST /chat/private/p2greport and p2preport (issue 13 §2 "Reports"): only participants report (404
// otherwise), one open report per reporter and message (a repeat answers 200 and changes nothing), and
// every platform moderator and administrator gets an escaped mail through the outbox.
import { randomUUID } from 'node:crypto';
import { CHAT_REPORT_MESSAGES, CHAT_REPORT_OPEN_MAX } from '#shared/chat-reports';
import { SvLevel } from '#shared/levels';
import { ADMINISTRATION, groupMessage, MODERATION, privateMessage } from '../fixtures/chat-report';
import { expectApiError, NOT_FOUND, UNAUTHENTICATED, validationError } from '../helpers/expect';
import { mailsTo, waitForMail } from '../helpers/mail';
import { useTestApp } from '../helpers/test-app';

const SUBJECT = /Chat-Nachricht wurde gemeldet/;
const MESSAGE_ID_INVALID = 'Bitte gib die Nachricht an, die du melden möchtest.';

describe('chat: reporting a message', () => {
  const t = useTestApp();

  /** A group with a sender and a reporter, a message of the sender, and the staff who are mailed. */
  async function scene(content = 'Du bist echt das Letzte.') {
    const tenant = await t.tenant({ name: `Goethe ${randomUUID().slice(0, 6)}` });
    const sender = await t.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Sam', lastName: 'Sender' });
    const reporter = await t.member(tenant, SvLevel.CLASS_SPEAKER, { firstName: 'Rita', lastName: 'Reporter' });
    const messageId = await groupMessage(t.dataSource, tenant._id, sender._id, content);
    return { tenant, sender, reporter, messageId, client: await t.login(reporter) };
  }

  it('stores a report of a group message and mails every moderator and administrator, escaped', async () => {
    const moderator = await t.user({ permissionLevel: MODERATION, firstName: 'Mona' });
    const administrator = await t.user({ permissionLevel: ADMINISTRATION, firstName: 'Adam' });
    const s = await scene('<script>alert(1)</script> & tschüss');

    const res = await s.client
      .post('/api/chat/private/p2greport')
      .send({ messageId: s.messageId, reason: 'INSULT', comment: '  <b>schon wieder</b>  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ _id: expect.any(String), state: 'OPEN', message: CHAT_REPORT_MESSAGES.reported });
    const [row] = await t.dataSource.query(`SELECT * FROM chat_report WHERE id = $1`, [res.body._id]);
    expect(row).toMatchObject({
      message_id: s.messageId,
      reporter_id: s.reporter._id,
      sender_id: s.sender._id,
      reason: 'INSULT',
      comment: '<b>schon wieder</b>',
      original_content: '<script>alert(1)</script> & tschüss',
      state: 'OPEN',
      action: null,
    });

    await t.drain();
    for (const staff of [moderator, administrator]) {
      const mail = await waitForMail(staff.mail, SUBJECT);
      expect(mail.text).toContain(`Rita Reporter hat eine Nachricht von Sam Sender im Gruppenchat von ${s.tenant.name} gemeldet.`);
      expect(mail.text).toContain('Grund: Beleidigung');
      expect(mail.text).toContain('Kommentar: „<b>schon wieder</b>“');
      expect(mail.text).toContain(`/admin/reports?report=${res.body._id}`);
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; tschüss');
      expect(mail.html).toContain('&lt;b&gt;schon wieder&lt;/b&gt;');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>schon');
    }
    // Members are not mailed.
    expect(await mailsTo(s.sender.mail)).toHaveLength(0);
  });

  it('answers a repeat with 200 and the open report, changing nothing and mailing nobody again', async () => {
    const moderator = await t.user({ permissionLevel: MODERATION });
    const s = await scene();
    const first = await s.client.post('/api/chat/private/p2greport').send({ messageId: s.messageId, reason: 'SPAM' });
    expect(first.status).toBe(201);
    await t.drain();
    await waitForMail(moderator.mail, SUBJECT);

    const again = await s.client.post('/api/chat/private/p2greport').send({ messageId: s.messageId, reason: 'OTHER', comment: 'neu' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ _id: first.body._id, state: 'OPEN', message: CHAT_REPORT_MESSAGES.alreadyReported });
    const rows = await t.dataSource.query(`SELECT reason, comment FROM chat_report WHERE message_id = $1`, [s.messageId]);
    expect(rows).toEqual([{ reason: 'SPAM', comment: null }]);
    await t.drain();
    expect(await mailsTo(moderator.mail)).toHaveLength(1);

    // Another participant's report of the same message is a report of its own.
    const other = await t.member(s.tenant, SvLevel.SV_BOARD);
    const second = await (await t.login(other)).post('/api/chat/private/p2greport').send({ messageId: s.messageId, reason: 'SPAM' });
    expect(second.status).toBe(201);
    expect(second.body._id).not.toBe(first.body._id);

    // Once the first is closed, the same person may report the message again.
    await t.dataSource.query(`UPDATE chat_report SET state = 'CLOSED', action = 'DISMISS' WHERE id = $1`, [first.body._id]);
    const afterClose = await s.client.post('/api/chat/private/p2greport').send({ messageId: s.messageId, reason: 'HARASSMENT' });
    expect(afterClose.status).toBe(201);
    expect(afterClose.body._id).not.toBe(first.body._id);
  });

  it('reports a private message only through p2preport and only by its participants', async () => {
    const tenant = await t.tenant();
    const sender = await t.member(tenant, SvLevel.SV_MEMBER, { firstName: 'Paul', lastName: 'Privat' });
    const recipient = await t.member(tenant, SvLevel.SV_MEMBER);
    const stranger = await t.member(tenant, SvLevel.SV_ADMIN);
    const messageId = await privateMessage(t.dataSource, sender._id, recipient._id, 'Lass mich in Ruhe');
    const client = await t.login(recipient);

    expectApiError(await client.post('/api/chat/private/p2greport').send({ messageId, reason: 'SPAM' }), NOT_FOUND);
    const res = await client.post('/api/chat/private/p2preport').send({ messageId, reason: 'HARASSMENT' });
    expect(res.status).toBe(201);
    // A member of a group both share, even its administrator, is no participant of their private chat.
    expectApiError(await (await t.login(stranger)).post('/api/chat/private/p2preport').send({ messageId, reason: 'SPAM' }), NOT_FOUND);

    const s = await scene();
    expectApiError(await s.client.post('/api/chat/private/p2preport').send({ messageId: s.messageId, reason: 'SPAM' }), NOT_FOUND);
  });

  it('answers 404 to another group’s member, unknown messages and platform staff outside the chat', async () => {
    const s = await scene();
    const outsider = (await t.memberSession({ level: SvLevel.SV_ADMIN })).client;
    const moderator = await t.login(await t.user({ permissionLevel: MODERATION }));
    for (const client of [outsider, moderator]) {
      expectApiError(await client.post('/api/chat/private/p2greport').send({ messageId: s.messageId, reason: 'SPAM' }), NOT_FOUND);
    }
    expectApiError(await s.client.post('/api/chat/private/p2greport').send({ messageId: randomUUID(), reason: 'SPAM' }), NOT_FOUND);
    expectApiError(await t.client().post('/api/chat/private/p2greport').send({ messageId: s.messageId, reason: 'SPAM' }), UNAUTHENTICATED);
    expect(await t.dataSource.query(`SELECT 1 FROM chat_report WHERE message_id = $1`, [s.messageId])).toHaveLength(0);
  });

  it('refuses the own message and a removed one', async () => {
    const s = await scene();
    const own = await (await t.login(s.sender)).post('/api/chat/private/p2greport').send({ messageId: s.messageId, reason: 'SPAM' });
    expectApiError(own, { statusCode: 400, code: 'OWN_MESSAGE', message: 'Du kannst deine eigene Nachricht nicht melden.' });
    await t.dataSource.query(`UPDATE chat_message SET removed = true, content = '' WHERE id = $1`, [s.messageId]);
    const removed = await s.client.post('/api/chat/private/p2greport').send({ messageId: s.messageId, reason: 'SPAM' });
    expectApiError(removed, { statusCode: 409, code: 'MESSAGE_REMOVED' });
  });

  it('refuses more open reports than CHAT_REPORT_OPEN_MAX of one person, but still answers a repeat', async () => {
    const s = await scene();
    const first = await s.client.post('/api/chat/private/p2greport').send({ messageId: s.messageId, reason: 'SPAM' });
    expect(first.status).toBe(201);
    for (let i = 1; i < CHAT_REPORT_OPEN_MAX; i++) {
      const messageId = await groupMessage(t.dataSource, s.tenant._id, s.sender._id, `Spam ${i}`);
      expect((await s.client.post('/api/chat/private/p2greport').send({ messageId, reason: 'SPAM' })).status).toBe(201);
    }
    const oneTooMany = await groupMessage(t.dataSource, s.tenant._id, s.sender._id, 'Noch mehr Spam');
    expectApiError(await s.client.post('/api/chat/private/p2greport').send({ messageId: oneTooMany, reason: 'SPAM' }), {
      statusCode: 429,
      code: 'TOO_MANY_REPORTS',
      message: CHAT_REPORT_MESSAGES.tooManyOpen,
    });
    expect(await t.dataSource.query(`SELECT 1 FROM chat_report WHERE message_id = $1`, [oneTooMany])).toHaveLength(0);
    expect((await s.client.post('/api/chat/private/p2greport').send({ messageId: s.messageId, reason: 'SPAM' })).status).toBe(200);

    // Once the moderation has handled one, there is room again.
    await t.dataSource.query(`UPDATE chat_report SET state = 'CLOSED', action = 'DISMISS' WHERE id = $1`, [first.body._id]);
    expect((await s.client.post('/api/chat/private/p2greport').send({ messageId: oneTooMany, reason: 'SPAM' })).status).toBe(201);
  });

  it('answers 400 to bad bodies and stores nothing', async () => {
    const s = await scene();
    const post = (body: unknown) => s.client.post('/api/chat/private/p2greport').send(body as object);
    for (const messageId of [undefined, 'abc', 42, null, ['x'], 'x'.repeat(100_000)]) {
      expect((await post({ messageId, reason: 'SPAM' })).body).toMatchObject(validationError('messageId', MESSAGE_ID_INVALID));
    }
    for (const reason of [undefined, 'spam', 'MEAN', 3, '<i>SPAM</i>']) {
      expect((await post({ messageId: s.messageId, reason })).body).toMatchObject(
        validationError('reason', CHAT_REPORT_MESSAGES.reasonInvalid),
      );
    }
    for (const comment of ['x'.repeat(501), 12, { a: 1 }]) {
      expect((await post({ messageId: s.messageId, reason: 'OTHER', comment })).body).toMatchObject(
        validationError('comment', CHAT_REPORT_MESSAGES.commentTooLong),
      );
    }
    expect((await post({ messageId: s.messageId, reason: 'OTHER', state: 'CLOSED' })).body).toMatchObject(
      validationError('state', 'Dieses Feld ist nicht erlaubt.'),
    );
    expect((await s.client.post('/api/chat/private/p2greport').set('content-type', 'application/json').send('{"messageId"')).status).toBe(
      400,
    );
    expect(await t.dataSource.query(`SELECT 1 FROM chat_report WHERE message_id = $1`, [s.messageId])).toHaveLength(0);

    // Exactly 500 characters, and a blank comment, are fine.
    expect((await post({ messageId: s.messageId, reason: 'OTHER', comment: 'ä'.repeat(500) })).status).toBe(201);
    const other = await t.login(await t.member(s.tenant, SvLevel.SV_MEMBER));
    const blank = await other.post('/api/chat/private/p2greport').send({ messageId: s.messageId, reason: 'OTHER', comment: '   ' });
    expect(blank.status).toBe(201);
    const [row] = await t.dataSource.query(`SELECT comment FROM chat_report WHERE id = $1`, [blank.body._id]);
    expect(row.comment).toBeNull();
  });
});
