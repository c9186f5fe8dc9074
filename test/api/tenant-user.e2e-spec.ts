// SPEC 7 "Tenant, user side": my groups, joining and leaving open groups, my notifications across groups.
import { NetworkLevel, SvLevel, TenantType } from '#shared/levels';
import { NOT_FOUND, validationError } from '../helpers/expect';
import { addMember } from '../helpers/factories';
import { tenantState } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

describe('tenant: user side', () => {
  const t = useTestApp();

  describe('GET /tenant/user/tenant', () => {
    it('lists my groups with my role, its label and the integrations, as a page', async () => {
      const domain = await t.domain();
      const sv = await t.tenant({ name: 'A-SV Goethe', domainId: domain._id, integrations: { budget: false } });
      const net = await t.tenant({ name: 'B-Netzwerk', type: TenantType.NETWORK });
      const foreign = await t.tenant({ name: 'C-Fremd' });
      const me = await t.user();
      const other = await t.user();
      await addMember(t.dataSource, sv._id, me._id, SvLevel.SV_BOARD);
      await addMember(t.dataSource, net._id, me._id, NetworkLevel.NETWORK_MEMBER);
      await addMember(t.dataSource, sv._id, other._id, SvLevel.GUEST);
      await addMember(t.dataSource, foreign._id, other._id, SvLevel.SV_ADMIN);
      const client = await t.login(me);

      const res = await client.get('/api/tenant/user/tenant');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
      expect(res.body.items).toEqual([
        expect.objectContaining({
          _id: sv._id,
          name: 'A-SV Goethe',
          type: 'SV',
          typeLabel: 'Schülervertretung',
          permissionLevel: 3,
          levelLabel: 'SV-Vorstand',
          domain: { _id: domain._id, name: domain.name },
          memberCount: 2,
          isPublic: false,
          integrations: expect.objectContaining({ budget: false, calendar: true }),
        }),
        expect.objectContaining({
          _id: net._id,
          type: 'NETWORK',
          permissionLevel: 1,
          levelLabel: 'Netzwerk-Mitglied',
          domain: null,
          memberCount: 1,
        }),
      ]);
      expect(new Date(res.body.items[0].joinedAt).toISOString()).toBe(res.body.items[0].joinedAt);

      const page2 = await client.get('/api/tenant/user/tenant?page=2&pageSize=1');
      expect(page2.body).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [expect.objectContaining({ _id: net._id })] });
    });

    it('refuses a page size above the limit with a German message', async () => {
      const client = await t.login(await t.user());
      const res = await client.get('/api/tenant/user/tenant?pageSize=500');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(validationError('pageSize', 'Die Seitengröße darf höchstens 200 sein.'));
    });

    it('needs a login', async () => {
      const res = await t.client().get('/api/tenant/user/tenant');
      expect(res.status).toBe(401);
    });
  });

  describe('POST / DELETE /tenant/user/join/{tenantId}', () => {
    it('joins an open group as guest, shows it in the auth data, and leaves it again', async () => {
      // Join on request (the SV default) is tenant-join-request.e2e-spec.ts; this is the immediate join.
      const open = await t.tenant({ isPublic: true, joinPolicy: 'OPEN' });
      const admin = await t.user();
      await addMember(t.dataSource, open._id, admin._id, SvLevel.SV_ADMIN);
      const me = await t.user();
      const client = await t.login(me);

      const join = await client.post(`/api/tenant/user/join/${open._id}`);
      expect(join.status).toBe(201);
      expect(join.body).toMatchObject({
        message: 'Du bist der Gruppe beigetreten.',
        group: { _id: open._id, permissionLevel: 0, levelLabel: 'Gast', memberCount: 2 },
      });
      const check = await client.get('/api/auth/public/check');
      expect(check.body.groups).toEqual([expect.objectContaining({ _id: open._id, permissionLevel: 0, type: 'SV' })]);

      const leave = await client.delete(`/api/tenant/user/join/${open._id}`);
      expect(leave.status).toBe(200);
      expect(leave.body).toEqual({ message: 'Du hast die Gruppe verlassen.' });
      expect((await client.get('/api/auth/public/check')).body.groups).toEqual([]);
      // The guard reads the membership on every request: access ends with the next one.
      expect((await client.get(`/api/tenant/tenant/${open._id}`)).status).toBe(404);
    });

    it('answers 409 when I am already a member and changes nothing', async () => {
      const open = await t.tenant({ isPublic: true });
      const me = await t.user();
      await addMember(t.dataSource, open._id, me._id, SvLevel.SV_MEMBER);
      const client = await t.login(me);
      const before = await tenantState(t.dataSource, open._id);
      const res = await client.post(`/api/tenant/user/join/${open._id}`);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'ALREADY_MEMBER', message: 'Du bist bereits Mitglied dieser Gruppe.' });
      expect(await tenantState(t.dataSource, open._id)).toEqual(before);
    });

    it('treats closed, unknown and malformed groups alike: 404', async () => {
      const closed = await t.tenant({ isPublic: false });
      const client = await t.login(await t.user());
      for (const id of [closed._id, '1d8e1f2a-3b4c-4d5e-8f60-718293a4b5c6', 'kein-uuid']) {
        const res = await client.post(`/api/tenant/user/join/${id}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual(NOT_FOUND);
      }
      expect((await tenantState(t.dataSource, closed._id)).memberships).toEqual([]);
    });

    it('refuses to let the last admin leave, and lets an admin leave when another admin remains', async () => {
      const group = await t.tenant({ isPublic: true });
      const first = await t.user();
      const second = await t.user();
      await addMember(t.dataSource, group._id, first._id, SvLevel.SV_ADMIN);
      const firstClient = await t.login(first);
      const before = await tenantState(t.dataSource, group._id);

      const refused = await firstClient.delete(`/api/tenant/user/join/${group._id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'LAST_ADMIN',
        message: expect.stringContaining('mindestens eine Person mit der höchsten Rolle'),
      });
      expect(await tenantState(t.dataSource, group._id)).toEqual(before);

      await addMember(t.dataSource, group._id, second._id, SvLevel.SV_ADMIN);
      expect((await firstClient.delete(`/api/tenant/user/join/${group._id}`)).status).toBe(200);
    });

    it('answers 404 when leaving a group I do not belong to', async () => {
      const group = await t.tenant({ isPublic: true });
      const client = await t.login(await t.user());
      expect((await client.delete(`/api/tenant/user/join/${group._id}`)).status).toBe(404);
    });
  });

  describe('GET /tenant/user/notification and PUT /tenant/user/notification/seen', () => {
    async function scenario() {
      const a = await t.tenant({ name: 'Gruppe A' });
      const b = await t.tenant({ name: 'Gruppe B', type: TenantType.SSR });
      const foreign = await t.tenant();
      const board = await t.user({ firstName: 'Vera', lastName: 'Vorstand' });
      const ssrBoard = await t.user();
      const me = await t.user();
      await addMember(t.dataSource, a._id, board._id, SvLevel.SV_BOARD);
      await addMember(t.dataSource, b._id, ssrBoard._id, 2);
      await addMember(t.dataSource, foreign._id, board._id, SvLevel.SV_ADMIN);
      await addMember(t.dataSource, a._id, me._id, SvLevel.SV_MEMBER);
      await addMember(t.dataSource, b._id, me._id, 1);
      const boardClient = await t.login(board);
      const ssrClient = await t.login(ssrBoard);
      const send = async (client: typeof boardClient, tenantId: string, content: string) => {
        const res = await client.post(`/api/tenant/tenant/${tenantId}/notification`).send({ content });
        expect(res.status).toBe(201);
        return res.body._id as string;
      };
      const n1 = await send(boardClient, a._id, 'Sitzung am Montag');
      const n2 = await send(ssrClient, b._id, 'Delegiertenversammlung');
      const n3 = await send(boardClient, a._id, 'Raumänderung');
      const hidden = await send(boardClient, foreign._id, 'Nur für die fremde Gruppe');
      return { a, b, me, n1, n2, n3, hidden, client: await t.login(me) };
    }

    it('lists the notifications of all my groups, newest first, with the unseen count', async () => {
      const s = await scenario();
      const res = await s.client.get('/api/tenant/user/notification');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 3, unseenCount: 3, page: 1, pageSize: 50 });
      expect(res.body.items.map((n: { _id: string }) => n._id)).toEqual([s.n3, s.n2, s.n1]);
      expect(res.body.items[2]).toMatchObject({
        tenantId: s.a._id,
        tenant: { _id: s.a._id, name: 'Gruppe A', title: 'Gruppe A' },
        content: 'Sitzung am Montag',
        type: 'INFO',
        seen: false,
        author: { contact: { first_name: 'Vera', last_name: 'Vorstand' } },
      });
      expect(res.body.items[2].creationDate).toBe(res.body.items[2].createdAt);
    });

    it('marks only the named ones as seen, ignores ids from other groups, then all', async () => {
      const s = await scenario();
      const some = await s.client.put('/api/tenant/user/notification/seen').send({ ids: [s.n1, s.hidden] });
      expect(some.status).toBe(200);
      expect(some.body).toEqual({ unseenCount: 2 });
      const hiddenSeen = await t.dataSource.query(`SELECT 1 FROM notification_seen WHERE notification_id = $1 AND user_id = $2`, [
        s.hidden,
        s.me._id,
      ]);
      expect(hiddenSeen).toEqual([]);
      const list = await s.client.get('/api/tenant/user/notification');
      expect(list.body.items.find((n: { _id: string }) => n._id === s.n1).seen).toBe(true);

      const all = await s.client.put('/api/tenant/user/notification/seen').send({});
      expect(all.body).toEqual({ unseenCount: 0 });
      const again = await s.client.put('/api/tenant/user/notification/seen');
      expect(again.body).toEqual({ unseenCount: 0 });
    });

    it('refuses malformed ids with a German message and marks nothing', async () => {
      const s = await scenario();
      for (const body of [{ ids: ['kaputt'] }, { ids: 'alle' }, { ids: [s.n1], extra: true }]) {
        const res = await s.client.put('/api/tenant/user/notification/seen').send(body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.message).toMatch(/Kennungen|nicht erlaubt/);
      }
      expect((await s.client.get('/api/tenant/user/notification')).body.unseenCount).toBe(3);
    });

    it('counts notifications from before I joined as seen', async () => {
      const group = await t.tenant();
      const admin = await t.user();
      await addMember(t.dataSource, group._id, admin._id, SvLevel.SV_ADMIN);
      const adminClient = await t.login(admin);
      await adminClient.post(`/api/tenant/tenant/${group._id}/notification`).send({ content: 'Alte Nachricht' });
      const late = await t.member(group, SvLevel.GUEST);
      const res = await (await t.login(late)).get('/api/tenant/user/notification');
      expect(res.body).toMatchObject({ total: 1, unseenCount: 0, items: [expect.objectContaining({ seen: true })] });
    });
  });
});
