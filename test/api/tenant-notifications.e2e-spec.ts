// Group notifications: GET/POST /tenant/tenant/{tenantId}/notification, DELETE .../{notificationId},
// PUT .../{notificationId}/seen, and the real-time push to other members.
import { randomUUID } from 'node:crypto';
import { SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { FORBIDDEN, NOT_FOUND, validationError } from '../helpers/expect';
import { addMember } from '../helpers/factories';
import { ClientSocket, connectSocket, nextEvent, tenantState } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

describe('tenant: group notifications', () => {
  const sockets: ClientSocket[] = [];
  // Declared before useTestApp, so it runs before the app stops.
  afterAll(() => sockets.forEach((s) => s.disconnect()));
  const t = useTestApp();

  async function group(type = TenantType.SV) {
    const tenant = await t.tenant({ type });
    const admin = await t.user();
    const board = await t.user({ firstName: 'Ben', lastName: 'Vorstand' });
    const member = await t.user();
    const sv = type === TenantType.SV;
    await addMember(t.dataSource, tenant._id, admin._id, sv ? SvLevel.SV_ADMIN : SsrLevel.SSR_ADMIN);
    await addMember(t.dataSource, tenant._id, board._id, sv ? SvLevel.SV_BOARD : SsrLevel.SSR_BOARD);
    await addMember(t.dataSource, tenant._id, member._id, sv ? SvLevel.SV_MEMBER : SsrLevel.SSR_MEMBER);
    return { tenant, admin, board, member, boardClient: await t.login(board), memberClient: await t.login(member) };
  }

  it('pushes a new notification to another member’s open app, where the unseen count goes up', async () => {
    const g = await group();
    const socket = await connectSocket(t, g.member);
    sockets.push(socket);
    const before = (await g.memberClient.get('/api/tenant/user/notification')).body.unseenCount;
    const pushed = nextEvent(socket, 'newNotification', (p) => p.tenantId === g.tenant._id);

    const sent = await g.boardClient
      .post(`/api/tenant/tenant/${g.tenant._id}/notification`)
      .send({ content: '  Morgen fällt die Sitzung aus.  ' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      tenantId: g.tenant._id,
      content: 'Morgen fällt die Sitzung aus.',
      type: 'INFO',
      seen: true,
      author: { _id: g.board._id, contact: { first_name: 'Ben', last_name: 'Vorstand' } },
    });

    expect(await pushed).toEqual({ tenantId: g.tenant._id, notificationId: sent.body._id });
    const after = await g.memberClient.get('/api/tenant/user/notification');
    expect(after.body.unseenCount).toBe(before + 1);
    expect(after.body.items[0]).toMatchObject({ _id: sent.body._id, seen: false });
  });

  it('reaches a member who joined after connecting, without a reconnect', async () => {
    const g = await group();
    // An SV admits on request by default; this test is about an immediate join.
    const open = await t.tenant({ isPublic: true, joinPolicy: 'OPEN' });
    const admin = await t.user();
    await addMember(t.dataSource, open._id, admin._id, SvLevel.SV_ADMIN);
    const socket = await connectSocket(t, g.member);
    sockets.push(socket);
    const refreshed = nextEvent(socket, 'authChanged', (p) => p.tenantId === open._id);
    expect((await g.memberClient.post(`/api/tenant/user/join/${open._id}`)).status).toBe(201);
    expect(await refreshed).toEqual({ reason: 'membership', tenantId: open._id });

    const pushed = nextEvent(socket, 'newNotification', (p) => p.tenantId === open._id);
    const sent = await (await t.login(admin)).post(`/api/tenant/tenant/${open._id}/notification`).send({ content: 'Willkommen!' });
    expect(await pushed).toEqual({ tenantId: open._id, notificationId: sent.body._id });
  });

  it('stops pushing a group’s notifications to a member once they are removed', async () => {
    const g = await group();
    const other = await t.tenant();
    await addMember(t.dataSource, other._id, g.admin._id, SvLevel.SV_ADMIN);
    await addMember(t.dataSource, other._id, g.member._id, SvLevel.GUEST);
    const adminClient = await t.login(g.admin);
    const socket = await connectSocket(t, g.member);
    sockets.push(socket);
    const received: string[] = [];
    socket.on('newNotification', (p) => received.push(p.tenantId));

    const removed = nextEvent(socket, 'authChanged', (p) => p.tenantId === g.tenant._id);
    expect((await adminClient.delete(`/api/auth/tenant/${g.tenant._id}/user/remove/${g.member._id}`)).status).toBe(200);
    await removed;
    await adminClient.post(`/api/tenant/tenant/${g.tenant._id}/notification`).send({ content: 'Nur noch für Mitglieder' });
    // The notify queue works in order: once the later push from the other group arrives, the first one would have, too.
    const later = nextEvent(socket, 'newNotification', (p) => p.tenantId === other._id);
    await adminClient.post(`/api/tenant/tenant/${other._id}/notification`).send({ content: 'Für alle in der anderen Gruppe' });
    await later;
    expect(received).toEqual([other._id]);
  });

  it('lists the group’s notifications with the seen flag and marks one as seen', async () => {
    const g = await group();
    const first = await g.boardClient.post(`/api/tenant/tenant/${g.tenant._id}/notification`).send({ content: 'Eins' });
    const second = await g.boardClient.post(`/api/tenant/tenant/${g.tenant._id}/notification`).send({ content: 'Zwei' });
    const list = await g.memberClient.get(`/api/tenant/tenant/${g.tenant._id}/notification`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, unseenCount: 2, page: 1, pageSize: 50 });
    expect(list.body.items.map((n: { content: string }) => n.content)).toEqual(['Zwei', 'Eins']);

    const seen = await g.memberClient.put(`/api/tenant/tenant/${g.tenant._id}/notification/${first.body._id}/seen`);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ unseenCount: 1 });
    expect((await g.memberClient.put(`/api/tenant/tenant/${g.tenant._id}/notification/${first.body._id}/seen`)).body).toEqual({
      unseenCount: 1,
    });
    const again = await g.memberClient.get(`/api/tenant/tenant/${g.tenant._id}/notification`);
    expect(again.body.unseenCount).toBe(1);
    expect(again.body.items.find((n: { _id: string }) => n._id === second.body._id).seen).toBe(false);
    expect((await g.memberClient.put(`/api/tenant/tenant/${g.tenant._id}/notification/${randomUUID()}/seen`)).body).toEqual(NOT_FOUND);
  });

  it('requires content of at most 500 characters, in German, and stores nothing otherwise', async () => {
    const g = await group();
    const before = await tenantState(t.dataSource, g.tenant._id);
    const url = `/api/tenant/tenant/${g.tenant._id}/notification`;
    expect((await g.boardClient.post(url).send({})).body).toEqual(validationError('content', 'Bitte gib eine Nachricht ein.'));
    expect((await g.boardClient.post(url).send({ content: '    ' })).body).toEqual(
      validationError('content', 'Bitte gib eine Nachricht ein.'),
    );
    expect((await g.boardClient.post(url).send({ content: 'x'.repeat(501) })).body).toEqual(
      validationError('content', 'Die Eingabe darf höchstens 500 Zeichen lang sein.'),
    );
    expect((await g.boardClient.post(url).send({ content: 'Hallo', type: 'WARNING' })).body).toEqual(
      validationError('type', 'Dieses Feld ist nicht erlaubt.'),
    );
    expect(await tenantState(t.dataSource, g.tenant._id)).toEqual(before);
    expect((await g.boardClient.post(url).send({ content: 'ä'.repeat(500) })).status).toBe(201);
  });

  it('lets only the permission table’s roles send: SV member 403, SSR board yes, SSR member 403', async () => {
    const sv = await group();
    const res = await sv.memberClient.post(`/api/tenant/tenant/${sv.tenant._id}/notification`).send({ content: 'Hallo' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    const ssr = await group(TenantType.SSR);
    expect((await ssr.boardClient.post(`/api/tenant/tenant/${ssr.tenant._id}/notification`).send({ content: 'Hallo' })).status).toBe(201);
    expect((await ssr.memberClient.post(`/api/tenant/tenant/${ssr.tenant._id}/notification`).send({ content: 'Hallo' })).status).toBe(403);
  });

  it('lets only notifications:delete (SV admin) delete', async () => {
    const g = await group();
    const sent = await g.boardClient.post(`/api/tenant/tenant/${g.tenant._id}/notification`).send({ content: 'Weg damit' });
    const url = `/api/tenant/tenant/${g.tenant._id}/notification/${sent.body._id}`;
    expect((await g.boardClient.delete(url)).body).toEqual(FORBIDDEN);
    const adminClient = await t.login(g.admin);
    const del = await adminClient.delete(url);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Die Benachrichtigung wurde gelöscht.' });
    expect((await tenantState(t.dataSource, g.tenant._id)).notifications).toEqual([]);
    expect((await adminClient.delete(url)).body).toEqual(NOT_FOUND);
  });
});
