// Chat in real time (issue 13 §3) with real socket.io clients: every tab of a user receives, outsiders
// receive nothing, a removed member stops receiving at once, and no client data takes the API down.
import { io } from 'socket.io-client';
import { SOCKET_PACKET_BUDGET } from '#api/infrastructure/realtime/socket-flood-guard';
import { SvLevel } from '#shared/levels';
import { SOCKET_PATH } from '#shared/socket-events';
import { chatGroup } from '../helpers/chat';
import { ClientSocket, collect, connectSocket, nextEvent } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

const P2P = '/api/chat/private/p2p';

/** What a hostile client may send: any event name, any payload (the typed map has no client events). */
const send = (socket: ClientSocket, event: string, ...args: unknown[]) =>
  (socket as unknown as { emit: (event: string, ...args: unknown[]) => void }).emit(event, ...args);

describe('chat: sockets', () => {
  const sockets: ClientSocket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));
  const t = useTestApp();

  async function open(user: { mail: string }) {
    const socket = await connectSocket(t, user);
    sockets.push(socket);
    return socket;
  }

  /** Resolves once the socket is closed by the server (or 'still open' after `ms`). */
  const closedWithin = (socket: ClientSocket, ms = 3000) =>
    new Promise<string>((resolve) => {
      if (socket.disconnected) return resolve('closed');
      const timer = setTimeout(() => resolve('still open'), ms);
      socket.once('disconnect', () => {
        clearTimeout(timer);
        resolve('closed');
      });
    });

  it('pushes a group message to every tab of every member and nothing to another group', async () => {
    const g = await chatGroup(t);
    const elsewhere = await chatGroup(t);
    const [tab1, tab2, guestTab, outsider] = [
      await open(g.other.user),
      await open(g.other.user),
      await open(g.guest.user),
      await open(elsewhere.member.user),
    ];
    const outsiderGot = collect(outsider, 'newGroupMessage');
    const pushes = [tab1, tab2, guestTab].map((s) => nextEvent(s, 'newGroupMessage', (p) => p.tenantId === g.tenant._id));

    const sent = await g.member.client.post(g.url).send({ content: 'Live!' });
    const expected = {
      tenantId: g.tenant._id,
      messageId: sent.body._id,
      senderId: g.member.user._id,
      senderName: 'Ben Test',
      content: 'Live!',
      createdAt: sent.body.createdAt,
    };
    for (const push of pushes) expect(await push).toEqual(expected);

    // The notify queue works in order: once a later push to the outsider's group arrives, an earlier one would have.
    const later = nextEvent(outsider, 'newGroupMessage', (p) => p.tenantId === elsewhere.tenant._id);
    await elsewhere.admin.client.post(elsewhere.url).send({ content: 'Bei uns' });
    await later;
    expect(outsiderGot.map((p) => p.tenantId)).toEqual([elsewhere.tenant._id]);
  });

  it('pushes a private message to both users’ tabs only, and the read marks to the reader’s own tabs', async () => {
    const g = await chatGroup(t);
    const [benA, benB, annaTab, cemTab] = [
      await open(g.member.user),
      await open(g.member.user),
      await open(g.admin.user),
      await open(g.other.user),
    ];
    const cemGot = collect(cemTab, 'newPrivateMessage');
    const pushes = [benA, benB, annaTab].map((s) => nextEvent(s, 'newPrivateMessage'));
    const sent = await g.admin.client.post(`${P2P}/${g.member.user._id}`).send({ content: 'Nur für Ben' });
    for (const push of pushes) {
      expect(await push).toEqual({
        fromUserId: g.admin.user._id,
        messageId: sent.body._id,
        senderName: 'Anna Test',
        content: 'Nur für Ben',
        createdAt: sent.body.createdAt,
      });
    }

    const seen = [benA, benB].map((s) => nextEvent(s, 'markedPAsSeen'));
    expect((await g.member.client.get(`${P2P}/${g.admin.user._id}`)).status).toBe(200);
    for (const push of seen) expect(await push).toEqual({ userId: g.admin.user._id });

    const groupSeen = nextEvent(benB, 'markedGAsSeen');
    await g.admin.client.post(g.url).send({ content: 'In die Gruppe' });
    await g.member.client.get(g.url);
    expect(await groupSeen).toEqual({ tenantId: g.tenant._id });
    await t.drain();
    expect(cemGot).toEqual([]);
  });

  it('tells open chats that a message was removed', async () => {
    const g = await chatGroup(t);
    const tab = await open(g.other.user);
    const sent = await g.member.client.post(g.url).send({ content: 'Ups' });
    const removed = nextEvent(tab, 'chatMessageRemoved');
    await g.member.client.delete(`${g.url}/${sent.body._id}`);
    expect(await removed).toEqual({ tenantId: g.tenant._id, conversationId: sent.body.conversationId, messageId: sent.body._id });
  });

  it('stops pushing to a member’s open sockets as soon as they are removed from the group', async () => {
    const g = await chatGroup(t);
    const second = await t.tenant();
    await t.dataSource.query(`INSERT INTO membership (tenant_id, user_id, level) VALUES ($1, $2, $3), ($1, $4, $3)`, [
      second._id,
      g.other.user._id,
      SvLevel.SV_ADMIN,
      g.admin.user._id,
    ]);
    const [tab1, tab2] = [await open(g.other.user), await open(g.other.user)];
    const got = collect(tab1, 'newGroupMessage');
    const gone = [tab1, tab2].map((s) => nextEvent(s, 'authChanged', (p) => p.tenantId === g.tenant._id));
    expect((await g.admin.client.delete(`/api/auth/tenant/${g.tenant._id}/user/remove/${g.other.user._id}`)).status).toBe(200);
    await Promise.all(gone);

    await g.member.client.post(g.url).send({ content: 'Nicht mehr für Cem' });
    const later = nextEvent(tab2, 'newGroupMessage', (p) => p.tenantId === second._id);
    await g.admin.client.post(`/api/chat/private/p2g/${second._id}/general`).send({ content: 'Andere Gruppe' });
    await later;
    expect(got.map((p) => p.content)).toEqual(['Andere Gruppe']);
  });

  it('survives malformed packets, unknown events and floods: the offending socket closes, others keep receiving', async () => {
    const g = await chatGroup(t);
    const healthy = await open(g.other.user);

    // Unknown events with odd payloads are ignored.
    const chatty = await open(g.member.user);
    send(chatty, 'newGroupMessage', { tenantId: g.tenant._id, content: '<script>' });
    send(chatty, '__proto__', null, undefined, Number.MAX_VALUE);
    expect(await closedWithin(chatty, 300)).toBe('still open');

    // A frame that is not a socket.io packet closes only that connection.
    const garbage = await open(g.member.user);
    (garbage.io.engine as unknown as { write: (data: string) => void }).write('2[broken json');
    expect(await closedWithin(garbage)).toBe('closed');

    // Larger than the server takes.
    const huge = await open(g.member.user);
    send(huge, 'anything', 'x'.repeat(100_000));
    expect(await closedWithin(huge)).toBe('closed');

    // More packets than the budget.
    const flood = await open(g.member.user);
    for (let i = 0; i <= SOCKET_PACKET_BUDGET + 5; i++) send(flood, 'ping', i);
    expect(await closedWithin(flood)).toBe('closed');

    // A socket with no cookie, a forged cookie: refused, nothing else.
    const anonymous = io(t.url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: 'plenum_at=x.y.z' },
    });
    expect(await closedWithin(anonymous as ClientSocket)).toBe('closed');
    anonymous.close();

    expect((await t.client().get('/api/health')).status).toBe(200);
    const push = nextEvent(healthy, 'newGroupMessage');
    await g.admin.client.post(g.url).send({ content: 'Alles läuft' });
    expect((await push).content).toBe('Alles läuft');
  });
});
