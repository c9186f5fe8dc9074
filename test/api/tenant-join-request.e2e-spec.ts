// Join on request (issue 24 §1): POST /tenant/user/join/{id} on a group with joinPolicy REQUEST answers 202
// with a pending request, the group's member administrators are notified, and they list and decide the
// requests under /tenant/tenant/{id}/join-request. Groups with joinPolicy OPEN keep the immediate join.
import { randomUUID } from 'node:crypto';
import { SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { expectApiError, FORBIDDEN, NOT_FOUND, validationError } from '../helpers/expect';
import { ClientSocket, connectSocket, nextEvent, tenantState } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

const REQUESTED = 'Anfrage gesendet. Die Administration der Gruppe entscheidet darüber.';

describe('tenant: join on request', () => {
  const sockets: ClientSocket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));
  const t = useTestApp();

  /** A public SV (joinPolicy left at its default) with an admin, a liaison teacher, a board member and a stranger. */
  async function publicSv() {
    const tenant = await t.tenant({ isPublic: true, name: `SV ${randomUUID().slice(0, 6)}` });
    const admin = await t.member(tenant, SvLevel.SV_ADMIN);
    const teacher = await t.member(tenant, SvLevel.SV_TEACHER);
    const board = await t.member(tenant, SvLevel.SV_BOARD);
    const stranger = await t.user({ firstName: 'Tom', lastName: 'Fremd' });
    return {
      tenant,
      admin,
      teacher,
      board,
      stranger,
      adminClient: await t.login(admin),
      boardClient: await t.login(board),
      strangerClient: await t.login(stranger),
      requests: `/api/tenant/tenant/${tenant._id}/join-request`,
      join: `/api/tenant/user/join/${tenant._id}`,
    };
  }

  const joinRequests = (g: { tenant: { _id: string } }) =>
    t.dataSource.query(`SELECT * FROM join_request WHERE tenant_id = $1 ORDER BY id`, [g.tenant._id]);

  it('answers a self-join of an SV with a pending request, not a membership, and a second POST with the same request', async () => {
    const g = await publicSv();
    expect((await t.dataSource.query(`SELECT join_policy FROM tenant WHERE id = $1`, [g.tenant._id]))[0].join_policy).toBe('REQUEST');

    const first = await g.strangerClient.post(g.join);
    // Before issue 24 this answered 201 and made the stranger a guest who read the member list.
    expect(first.status).toBe(202);
    expect(first.body).toEqual({
      message: REQUESTED,
      request: {
        _id: expect.any(String),
        tenant: expect.objectContaining({ _id: g.tenant._id, type: 'SV' }),
        createdAt: expect.any(String),
      },
    });
    expect((await tenantState(t.dataSource, g.tenant._id)).memberships.map((m: { user_id: string }) => m.user_id)).not.toContain(
      g.stranger._id,
    );
    expect((await g.strangerClient.get(`/api/tenant/tenant/${g.tenant._id}`)).status).toBe(404);

    const again = await g.strangerClient.post(g.join);
    expect(again.status).toBe(202);
    expect(again.body.request._id).toBe(first.body.request._id);
    expect(await joinRequests(g)).toHaveLength(1);

    const mine = await g.strangerClient.get('/api/tenant/user/join-request');
    expect(mine.body).toMatchObject({ total: 1, items: [{ _id: first.body.request._id, tenant: { _id: g.tenant._id } }] });
  });

  it('notifies each member administrator once, by the requester’s name, and nobody else', async () => {
    const g = await publicSv();
    const member = await t.member(g.tenant, SvLevel.SV_MEMBER);
    const socket = await connectSocket(t, g.admin);
    sockets.push(socket);
    const pushed = nextEvent(socket, 'newNotification', (p) => p.tenantId === g.tenant._id);
    expect((await g.strangerClient.post(g.join)).status).toBe(202);
    expect((await g.strangerClient.post(g.join)).status).toBe(202);
    await pushed;

    for (const decider of [g.admin, g.teacher]) {
      const client = await t.login(decider);
      const list = await client.get('/api/tenant/user/notification');
      const notices = list.body.items.filter((n: { tenantId: string }) => n.tenantId === g.tenant._id);
      expect(notices).toEqual([
        expect.objectContaining({
          type: 'JOIN_REQUEST',
          content: `Tom Fremd möchte der Gruppe „${g.tenant.name}“ beitreten.`,
          seen: false,
          author: null,
        }),
      ]);
      expect(list.body.unseenCount).toBeGreaterThanOrEqual(1);
    }
    // The notice is addressed: the board and ordinary members neither list nor count it, in either list.
    for (const reader of [g.board, member]) {
      const client = await t.login(reader);
      expect((await client.get('/api/tenant/user/notification')).body).toMatchObject({ total: 0, unseenCount: 0 });
      expect((await client.get(`/api/tenant/tenant/${g.tenant._id}/notification`)).body).toMatchObject({ total: 0, unseenCount: 0 });
      expect((await client.put('/api/tenant/user/notification/seen').send({})).body).toEqual({ unseenCount: 0 });
    }
  });

  it('lets an admin list the pending requests by name and accept one: the requester becomes a guest', async () => {
    const g = await publicSv();
    const { body: asked } = await g.strangerClient.post(g.join);

    const list = await g.adminClient.get(g.requests);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      total: 1,
      page: 1,
      pageSize: 50,
      items: [
        {
          _id: asked.request._id,
          tenantId: g.tenant._id,
          requester: { _id: g.stranger._id, contact: { first_name: 'Tom', last_name: 'Fremd' } },
          createdAt: expect.any(String),
        },
      ],
    });
    expect(JSON.stringify(list.body)).not.toContain(g.stranger.mail);

    const accepted = await g.adminClient.put(`${g.requests}/${asked.request._id}`).send({ accept: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ accepted: true, message: 'Die Person ist jetzt Gast der Gruppe.' });
    const mine = await g.strangerClient.get('/api/tenant/user/tenant');
    expect(mine.body.items).toEqual([expect.objectContaining({ _id: g.tenant._id, permissionLevel: 0, levelLabel: 'Gast' })]);
    expect(await joinRequests(g)).toEqual([]);
    expect((await g.strangerClient.get('/api/tenant/user/join-request')).body.total).toBe(0);
    // Decided once: deciding again is as unknown as a made-up id.
    expectApiError(await g.adminClient.put(`${g.requests}/${asked.request._id}`).send({ accept: true }), NOT_FOUND);
  });

  it('removes a rejected request without a membership; the person may ask again', async () => {
    const g = await publicSv();
    const { body: asked } = await g.strangerClient.post(g.join);
    const res = await (await t.login(g.teacher)).put(`${g.requests}/${asked.request._id}`).send({ accept: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accepted: false, message: 'Die Anfrage wurde abgelehnt.' });
    expect(await joinRequests(g)).toEqual([]);
    expect((await g.strangerClient.get('/api/tenant/user/tenant')).body.total).toBe(0);
    const again = await g.strangerClient.post(g.join);
    expect(again.status).toBe(202);
    expect(again.body.request._id).not.toBe(asked.request._id);
  });

  it('answers 404 for another group’s request id, 403 to members who do not administer members, and changes nothing', async () => {
    const g = await publicSv();
    const other = await publicSv();
    const { body: asked } = await other.strangerClient.post(other.join);
    const before = await joinRequests(other);

    // g's admin names other's request under g: 404, as for an id that does not exist.
    expectApiError(await g.adminClient.put(`${g.requests}/${asked.request._id}`).send({ accept: true }), NOT_FOUND);
    expectApiError(await g.adminClient.put(`${g.requests}/${randomUUID()}`).send({ accept: true }), NOT_FOUND);
    // ... and under other's path, without being its member: the group is unknown to them.
    expectApiError(await g.adminClient.put(`${other.requests}/${asked.request._id}`).send({ accept: true }), NOT_FOUND);
    expect((await g.adminClient.get(other.requests)).status).toBe(404);

    expectApiError(await other.boardClient.get(other.requests), FORBIDDEN);
    expectApiError(await other.boardClient.put(`${other.requests}/${asked.request._id}`).send({ accept: true }), FORBIDDEN);
    expect(await joinRequests(other)).toEqual(before);
    expect((await other.strangerClient.get('/api/tenant/user/tenant')).body.total).toBe(0);
  });

  it('refuses hostile decision bodies with a German 400 and changes nothing', async () => {
    const g = await publicSv();
    const { body: asked } = await g.strangerClient.post(g.join);
    const url = `${g.requests}/${asked.request._id}`;
    const message = 'Bitte gib an, ob du die Anfrage annimmst (true) oder ablehnst (false).';
    for (const body of [{}, { accept: 'ja' }, { accept: 1 }, { accept: null }]) {
      expectApiError(await g.adminClient.put(url).send(body), validationError('accept', message));
    }
    // Mass assignment: the level of the new member is not the caller's to choose.
    expectApiError(
      await g.adminClient.put(url).send({ accept: true, level: SvLevel.SV_ADMIN }),
      validationError('level', 'Dieses Feld ist nicht erlaubt.'),
    );
    expectApiError(await g.adminClient.put(`${g.requests}/kein-uuid`).send({ accept: true }), NOT_FOUND);
    expect(await joinRequests(g)).toHaveLength(1);
    expect((await g.strangerClient.get('/api/tenant/user/tenant')).body.total).toBe(0);
  });

  it('keeps the immediate join for SSR groups, and lets an admin switch the policy either way', async () => {
    const ssr = await t.tenant({ type: TenantType.SSR, isPublic: true });
    const chair = await t.member(ssr, SsrLevel.SSR_ADMIN);
    const board = await t.member(ssr, SsrLevel.SSR_BOARD);
    const chairClient = await t.login(chair);
    const settings = `/api/tenant/tenant/${ssr._id}`;
    expect((await chairClient.get(settings)).body.joinPolicy).toBe('OPEN');
    const first = await t.login(await t.user());
    expect((await first.post(`/api/tenant/user/join/${ssr._id}`)).status).toBe(201);

    const before = await tenantState(t.dataSource, ssr._id);
    expectApiError(
      await chairClient.put(settings).send({ joinPolicy: 'SOMETIMES' }),
      validationError('joinPolicy', 'Bitte wähle, ob man der Gruppe direkt oder auf Anfrage beitritt (OPEN oder REQUEST).'),
    );
    expect((await (await t.login(board)).put(settings).send({ joinPolicy: 'REQUEST' })).status).toBe(403);
    expect(await tenantState(t.dataSource, ssr._id)).toEqual(before);

    const changed = await chairClient.put(settings).send({ joinPolicy: 'REQUEST' });
    expect(changed.body.joinPolicy).toBe('REQUEST');
    const asker = await t.user();
    const askerClient = await t.login(asker);
    expect((await askerClient.post(`/api/tenant/user/join/${ssr._id}`)).status).toBe(202);
    // The public list says how the group admits, so the discover page can label its button.
    const listed = await askerClient.get('/api/tenant/public/tenant').query({ text: ssr.name });
    expect(listed.body.items).toEqual([expect.objectContaining({ _id: ssr._id, joinPolicy: 'REQUEST' })]);

    // Opened again: the waiting person's next POST joins at once and settles their request.
    await chairClient.put(settings).send({ joinPolicy: 'OPEN' });
    expect((await askerClient.post(`/api/tenant/user/join/${ssr._id}`)).status).toBe(201);
    expect(await t.dataSource.query(`SELECT * FROM join_request WHERE tenant_id = $1`, [ssr._id])).toEqual([]);
  });

  it('still answers 409 to a member and 404 for a closed group, without a request', async () => {
    const g = await publicSv();
    expectApiError(await g.boardClient.post(g.join), { statusCode: 409, code: 'ALREADY_MEMBER' });
    const closed = await t.tenant({ isPublic: false, joinPolicy: 'REQUEST' });
    expectApiError(await g.strangerClient.post(`/api/tenant/user/join/${closed._id}`), NOT_FOUND);
    expect(await joinRequests(g)).toEqual([]);
    expect(await joinRequests({ tenant: closed })).toEqual([]);
  });
});
