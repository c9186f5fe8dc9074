// SPEC 7 "Tenant, group side": GET/PUT /tenant/tenant/{id} (settings) and the dashboard; how a switched-off
// integration closes routes; platform staff acting in a tenant (audited).
import { DashboardRegistry } from '#api/modules/tenant/dashboard.registry';
import { PlatformLevel, SvLevel } from '#shared/levels';
import { apiError, FORBIDDEN, NOT_FOUND, validationError } from '../helpers/expect';
import { connectSocket, nextEvent, tenantState } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

describe('tenant: group settings and dashboard', () => {
  const t = useTestApp();

  describe('GET /tenant/tenant/{id}', () => {
    it('shows every member the group with settings and their own role', async () => {
      const { tenant, domain, client } = await t.memberSession({ level: SvLevel.GUEST });
      const res = await client.get(`/api/tenant/tenant/${tenant._id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        _id: tenant._id,
        name: tenant.name,
        type: 'SV',
        typeLabel: 'Schülervertretung',
        domain: { _id: domain._id, name: domain.name },
        memberCount: 1,
        isPublic: false,
        joinPolicy: 'REQUEST',
        integrations: tenant.integrations,
        icalEnabled: false,
        shortcode: tenant.shortcode,
        permissionLevel: 0,
        levelLabel: 'Gast',
        createdAt: tenant.createdAt.toISOString(),
        updatedAt: tenant.updatedAt.toISOString(),
      });
    });
  });

  describe('PUT /tenant/tenant/{id}', () => {
    it('lets the admin change name, public flag, iCal and single integration switches', async () => {
      const { tenant, client } = await t.memberSession({ level: SvLevel.SV_ADMIN });
      const member = await t.member(tenant, SvLevel.SV_MEMBER);
      const socket = await connectSocket(t, member);
      const pushed = nextEvent(socket, 'authChanged', (p) => p.tenantId === tenant._id);
      const res = await client.put(`/api/tenant/tenant/${tenant._id}`).send({
        name: '  SV Schillerschule  ',
        isPublic: true,
        icalEnabled: true,
        integrations: { budget: false, chat: false },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: 'SV Schillerschule',
        isPublic: true,
        icalEnabled: true,
        integrations: {
          dashboard: true,
          calendar: true,
          survey: true,
          chat: false,
          budget: false,
          knowledge: true,
          event: true,
          project: true,
        },
      });
      // The sidebar reads the auth data: the switched-off modules disappear there.
      const check = await client.get('/api/auth/public/check');
      expect(check.body.groups[0]).toMatchObject({
        name: 'SV Schillerschule',
        integrations: expect.objectContaining({ budget: false, chat: false }),
      });
      // Other members' open apps are told to refetch the auth data (and with it the sidebar).
      try {
        expect(await pushed).toEqual({ reason: 'tenant', tenantId: tenant._id });
      } finally {
        socket.disconnect();
      }
      const again = await client.put(`/api/tenant/tenant/${tenant._id}`).send({ integrations: { budget: true } });
      expect(again.body.integrations).toMatchObject({ budget: true, chat: false });
    });

    it('refuses bad input with German messages and changes nothing', async () => {
      const { tenant, client } = await t.memberSession({ level: SvLevel.SV_ADMIN });
      const before = await tenantState(t.dataSource, tenant._id);
      const cases: [object, string, string][] = [
        [{ name: '   ' }, 'name', 'Bitte gib einen Namen ein.'],
        [{ name: 'x'.repeat(201) }, 'name', 'Die Eingabe darf höchstens 200 Zeichen lang sein.'],
        [{ isPublic: 'ja' }, 'isPublic', 'Bitte wähle an oder aus.'],
        [{ integrations: { calendar: 'aus' } }, 'integrations.calendar', 'Bitte wähle an oder aus.'],
        [{ integrations: { teleport: true } }, 'integrations.teleport', 'Dieses Feld ist nicht erlaubt.'],
        [{ type: 'NETWORK' }, 'type', 'Dieses Feld ist nicht erlaubt.'],
      ];
      for (const [body, field, message] of cases) {
        const res = await client.put(`/api/tenant/tenant/${tenant._id}`).send(body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(validationError(field, message));
      }
      expect(await tenantState(t.dataSource, tenant._id)).toEqual(before);
    });

    it('is for tenant:administration only: the board gets 403 and nothing changes', async () => {
      const { tenant, client } = await t.memberSession({ level: SvLevel.SV_BOARD });
      const before = await tenantState(t.dataSource, tenant._id);
      const res = await client.put(`/api/tenant/tenant/${tenant._id}`).send({ name: 'Übernommen' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
      expect(await tenantState(t.dataSource, tenant._id)).toEqual(before);
    });
  });

  describe('GET /tenant/tenant/{tenantId}/dashboard', () => {
    it('answers one bounded section per module; modules that do not exist yet are empty', async () => {
      const { tenant, client } = await t.memberSession({ level: SvLevel.SV_ADMIN });
      for (let i = 1; i <= 7; i++) {
        expect((await client.post(`/api/tenant/tenant/${tenant._id}/notification`).send({ content: `Nachricht ${i}` })).status).toBe(201);
      }
      const res = await client.get(`/api/tenant/tenant/${tenant._id}/dashboard`);
      expect(res.status).toBe(200);
      expect(res.body.tenant).toEqual({ _id: tenant._id, name: tenant.name, type: 'SV', typeLabel: 'Schülervertretung' });
      expect(res.body).toMatchObject({ memberCount: 1, permissionLevel: SvLevel.SV_ADMIN });
      expect(Object.keys(res.body.sections)).toEqual([
        'notifications',
        'calendarToday',
        'calendarUpcoming',
        'survey',
        'chat',
        'budget',
        'knowledge',
        'event',
        'project',
        'news',
      ]);
      expect(res.body.sections.notifications.status).toBe('ok');
      expect(res.body.sections.notifications.items.map((n: { content: string }) => n.content)).toEqual([
        'Nachricht 7',
        'Nachricht 6',
        'Nachricht 5',
        'Nachricht 4',
        'Nachricht 3',
      ]);
      expect(res.body.sections.calendarToday).toEqual({ integration: 'calendar', status: 'ok', items: [] });
      expect(res.body.sections.news).toEqual({ integration: null, status: 'ok', items: [] });
    });

    it('marks the sections of switched-off modules as disabled', async () => {
      const { tenant, client } = await t.memberSession({ level: SvLevel.SV_MEMBER });
      await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"calendar": false}'::jsonb WHERE id = $1`, [tenant._id]);
      const res = await client.get(`/api/tenant/tenant/${tenant._id}/dashboard`);
      expect(res.body.sections.calendarToday).toEqual({ integration: 'calendar', status: 'disabled', items: [] });
      expect(res.body.sections.calendarUpcoming.status).toBe('disabled');
      expect(res.body.sections.survey.status).toBe('ok');
    });

    it('never fails the page because one section fails', async () => {
      const registry = t.app.get(DashboardRegistry);
      registry.register('survey', async () => {
        throw new Error('survey store unavailable');
      });
      try {
        const { tenant, client } = await t.memberSession({ level: SvLevel.SV_MEMBER });
        const res = await client.get(`/api/tenant/tenant/${tenant._id}/dashboard`);
        expect(res.status).toBe(200);
        expect(res.body.sections.survey).toEqual({ integration: 'survey', status: 'error', items: [] });
        expect(res.body.sections.notifications.status).toBe('ok');
      } finally {
        registry.register('survey', async () => []);
      }
    });
  });

  // The proof that a switched-off integration closes its routes uses a real route and the real guard:
  // the dashboard route is declared @TenantMember({ integration: 'dashboard' }), exactly as a later
  // module's routes declare theirs (implicitly through their permission, e.g. calendar:create -> calendar).
  // The guard's unit spec covers the permission-derived case (calendar:create with calendar off).
  describe('a switched-off integration', () => {
    it('closes its routes with 403 MODULE_DISABLED for members and admins, and its sidebar entry disappears', async () => {
      const { tenant, client } = await t.memberSession({ level: SvLevel.SV_ADMIN });
      expect((await client.get(`/api/tenant/tenant/${tenant._id}/dashboard`)).status).toBe(200);

      expect((await client.put(`/api/tenant/tenant/${tenant._id}`).send({ integrations: { dashboard: false } })).status).toBe(200);
      const closed = await client.get(`/api/tenant/tenant/${tenant._id}/dashboard`);
      expect(closed.status).toBe(403);
      expect(closed.body).toEqual(apiError(403, 'MODULE_DISABLED', 'Dieses Modul ist in dieser Gruppe ausgeschaltet.'));
      const guest = await t.member(tenant, SvLevel.GUEST);
      expect((await (await t.login(guest)).get(`/api/tenant/tenant/${tenant._id}/dashboard`)).status).toBe(403);
      const check = await client.get('/api/auth/public/check');
      expect(check.body.groups).toEqual([
        expect.objectContaining({ _id: tenant._id, integrations: expect.objectContaining({ dashboard: false }) }),
      ]);

      // Settings stay reachable, so the admin can switch it back on.
      expect((await client.put(`/api/tenant/tenant/${tenant._id}`).send({ integrations: { dashboard: true } })).status).toBe(200);
      expect((await client.get(`/api/tenant/tenant/${tenant._id}/dashboard`)).status).toBe(200);
    });
  });

  describe('platform staff', () => {
    it('may act in a group they do not belong to, and every such use is written to the audit log', async () => {
      const tenant = await t.tenant();
      const moderator = await t.user({ permissionLevel: PlatformLevel.PLENUM_MODERATION });
      const client = await t.login(moderator);

      const read = await client.get(`/api/tenant/tenant/${tenant._id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ permissionLevel: SvLevel.SV_ADMIN, levelLabel: 'Schulsprecher*in' });
      const write = await client.put(`/api/tenant/tenant/${tenant._id}`).send({ isPublic: true });
      expect(write.status).toBe(200);

      const audit = await t.dataSource.query(
        `SELECT user_id, tenant_id, permission, reason, method, route FROM audit_log WHERE user_id = $1 ORDER BY created_at`,
        [moderator._id],
      );
      expect(audit).toEqual([
        {
          user_id: moderator._id,
          tenant_id: tenant._id,
          permission: null,
          reason: 'NOT_MEMBER',
          method: 'GET',
          route: `/api/tenant/tenant/${tenant._id}`,
        },
        {
          user_id: moderator._id,
          tenant_id: tenant._id,
          permission: 'tenant:administration',
          reason: 'NOT_MEMBER',
          method: 'PUT',
          route: `/api/tenant/tenant/${tenant._id}`,
        },
      ]);
    });

    it('stays invisible to everyone else: a non-member without a platform role gets 404', async () => {
      const tenant = await t.tenant();
      const client = await t.login(await t.user({ permissionLevel: PlatformLevel.SSR_ADMIN }));
      const res = await client.get(`/api/tenant/tenant/${tenant._id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    });
  });
});
