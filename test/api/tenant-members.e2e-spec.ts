// Members: GET /tenant/tenant/{tenantId}/member and SPEC 7's POST /auth/tenant/{groupId}/user/add,
// PUT .../user/update, DELETE .../user/remove/{userId}.
import { randomUUID } from 'node:crypto';
import { PlatformLevel, SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { FORBIDDEN, NOT_FOUND, validationError } from '../helpers/expect';
import { addMember, uniqueMail } from '../helpers/factories';
import { collect, connectSocket, eventually, tenantState } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

describe('tenant: members', () => {
  const t = useTestApp();

  async function group(type = TenantType.SV) {
    const tenant = await t.tenant({ type });
    const admin = await t.user({ firstName: 'Anna', lastName: 'Admin' });
    const teacher = await t.user({ firstName: 'Tom', lastName: 'Lehrer' });
    const member = await t.user({ firstName: 'Mia', lastName: 'Mitglied' });
    await addMember(t.dataSource, tenant._id, admin._id, type === TenantType.SV ? SvLevel.SV_ADMIN : SsrLevel.SSR_ADMIN);
    await addMember(t.dataSource, tenant._id, member._id, type === TenantType.SV ? SvLevel.SV_MEMBER : SsrLevel.SSR_MEMBER);
    if (type === TenantType.SV) await addMember(t.dataSource, tenant._id, teacher._id, SvLevel.SV_TEACHER);
    return { tenant, admin, teacher, member, adminClient: await t.login(admin) };
  }

  describe('GET /tenant/tenant/{tenantId}/member', () => {
    it('lists members by name with role labels; addresses only for member administration', async () => {
      const g = await group();
      const asMember = await (await t.login(g.member)).get(`/api/tenant/tenant/${g.tenant._id}/member`);
      expect(asMember.status).toBe(200);
      expect(asMember.body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
      expect(
        asMember.body.items.map((m: { contact: { last_name: string }; levelLabel: string }) => [m.contact.last_name, m.levelLabel]),
      ).toEqual([
        ['Admin', 'Schulsprecher*in'],
        ['Lehrer', 'Verbindungslehrer*in'],
        ['Mitglied', 'SV-Mitglied'],
      ]);
      expect(asMember.body.items[0]).not.toHaveProperty('mail');
      expect(asMember.body.items[0]).toMatchObject({ userId: g.admin._id, tenantId: g.tenant._id, level: 5, joinedAt: expect.any(String) });

      const asAdmin = await g.adminClient.get(`/api/tenant/tenant/${g.tenant._id}/member?text=mitglied`);
      expect(asAdmin.body).toMatchObject({ total: 1, items: [{ userId: g.member._id, mail: g.member.mail }] });
    });
  });

  describe('POST /auth/tenant/{groupId}/user/add', () => {
    it('adds an existing account by address at the given level; their app is told to refresh', async () => {
      const g = await group();
      // Adding without consent is the platform administration's (issue 10 #5); group admins invite instead.
      const platformAdmin = await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION });
      g.adminClient = await t.login(platformAdmin);
      const newcomer = await t.user();
      const socket = await connectSocket(t, newcomer);
      const changes = collect(socket, 'authChanged');
      try {
        const res = await g.adminClient
          .post(`/api/auth/tenant/${g.tenant._id}/user/add`)
          .send({ mail: newcomer.mail.toUpperCase(), level: SvLevel.SV_BOARD });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ userId: newcomer._id, level: 3, levelLabel: 'SV-Vorstand', mail: newcomer.mail });
        expect(
          await eventually(
            async () => changes.length,
            (n) => n > 0,
          ),
        ).toBeGreaterThan(0);
        expect(changes[0]).toEqual({ reason: 'membership', tenantId: g.tenant._id });
      } finally {
        socket.disconnect();
      }
      const check = await (await t.login(newcomer)).get('/api/auth/public/check');
      expect(check.body.groups).toEqual([expect.objectContaining({ _id: g.tenant._id, permissionLevel: 3 })]);
      const byId = await t.user();
      const second = await g.adminClient.post(`/api/auth/tenant/${g.tenant._id}/user/add`).send({ userId: byId._id, level: SvLevel.GUEST });
      expect(second.status).toBe(201);
    });

    it('refuses bad input, unknown accounts, members and levels above the caller, changing nothing', async () => {
      const g = await group();
      const teacherClient = await t.login(g.teacher);
      const unverified = await t.user({ verified: false });
      const outsider = await t.user();
      const before = await tenantState(t.dataSource, g.tenant._id);
      const url = `/api/auth/tenant/${g.tenant._id}/user/add`;

      const badMail = await g.adminClient.post(url).send({ mail: 'keine-adresse', level: 1 });
      expect(badMail.body).toEqual(validationError('mail', 'Die E-Mail-Adresse ist nicht gültig.'));
      const noLevel = await g.adminClient.post(url).send({ mail: outsider.mail });
      expect(noLevel.body).toEqual(validationError('level', 'Bitte wähle eine Rolle aus.'));
      const noLevelInSv = await g.adminClient.post(url).send({ mail: outsider.mail, level: 6 });
      expect(noLevelInSv.body).toEqual(validationError('level', 'Diese Rolle gibt es in dieser Gruppe nicht.'));

      // Only the administration adds directly and hears about unknown accounts; group admins get an invitation.
      const platformClient = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION }));
      for (const mail of [uniqueMail('niemand'), unverified.mail]) {
        const res = await platformClient.post(url).send({ mail, level: 1 });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', message: expect.stringContaining('Lade die Person stattdessen') });
      }
      const member = await g.adminClient.post(url).send({ mail: g.member.mail, level: 1 });
      expect(member.status).toBe(409);
      expect(member.body).toMatchObject({ code: 'ALREADY_MEMBER', message: 'Diese Person ist bereits Mitglied der Gruppe.' });

      const above = await teacherClient.post(url).send({ mail: outsider.mail, level: SvLevel.SV_ADMIN });
      expect(above.status).toBe(403);
      expect(above.body).toMatchObject({
        code: 'LEVEL_ABOVE_OWN',
        message: 'Du kannst niemandem eine höhere Rolle geben als deine eigene.',
      });

      const noRight = await (await t.login(g.member)).post(url).send({ mail: outsider.mail, level: 0 });
      expect(noRight.status).toBe(403);
      expect(noRight.body).toEqual(FORBIDDEN);
      expect(await tenantState(t.dataSource, g.tenant._id)).toEqual(before);
    });

    it('lets a platform administrator grant any level', async () => {
      const g = await group();
      const platformAdmin = await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION });
      await addMember(t.dataSource, g.tenant._id, platformAdmin._id, SvLevel.GUEST);
      const outsider = await t.user();
      const res = await (
        await t.login(platformAdmin)
      )
        .post(`/api/auth/tenant/${g.tenant._id}/user/add`)
        .send({ userId: outsider._id, level: SvLevel.SV_ADMIN });
      expect(res.status).toBe(201);
      expect(res.body.level).toBe(SvLevel.SV_ADMIN);
    });
  });

  describe('PUT /auth/tenant/{groupId}/user/update', () => {
    it('changes a level; the change applies to the member’s very next request', async () => {
      const g = await group();
      const memberClient = await t.login(g.member);
      expect((await memberClient.post(`/api/tenant/tenant/${g.tenant._id}/notification`).send({ content: 'Hallo' })).status).toBe(403);
      const res = await g.adminClient
        .put(`/api/auth/tenant/${g.tenant._id}/user/update`)
        .send({ userId: g.member._id, level: SvLevel.SV_BOARD });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ userId: g.member._id, level: 3, levelLabel: 'SV-Vorstand' });
      expect((await memberClient.post(`/api/tenant/tenant/${g.tenant._id}/notification`).send({ content: 'Hallo' })).status).toBe(201);
    });

    it('never raises above the caller, never touches someone ranked higher, never demotes the last admin', async () => {
      const g = await group();
      const teacherClient = await t.login(g.teacher);
      const before = await tenantState(t.dataSource, g.tenant._id);
      const url = `/api/auth/tenant/${g.tenant._id}/user/update`;

      const raise = await teacherClient.put(url).send({ userId: g.member._id, level: SvLevel.SV_ADMIN });
      expect(raise.body).toMatchObject({ statusCode: 403, code: 'LEVEL_ABOVE_OWN' });
      const demoteAdmin = await teacherClient.put(url).send({ userId: g.admin._id, level: SvLevel.GUEST });
      expect(demoteAdmin.body).toMatchObject({
        statusCode: 403,
        code: 'TARGET_ABOVE_OWN',
        message: 'Du kannst keine Person ändern oder entfernen, deren Rolle über deiner eigenen liegt.',
      });
      const lastAdmin = await g.adminClient.put(url).send({ userId: g.admin._id, level: SvLevel.SV_BOARD });
      expect(lastAdmin.body).toMatchObject({ statusCode: 409, code: 'LAST_ADMIN' });
      const unknown = await g.adminClient.put(url).send({ userId: randomUUID(), level: 1 });
      expect(unknown.body).toEqual(NOT_FOUND);
      const badId = await g.adminClient.put(url).send({ userId: 'mia', level: 1 });
      expect(badId.body).toEqual(validationError('userId', 'Die Kennung ist ungültig.'));
      const badLevel = await g.adminClient.put(url).send({ userId: g.member._id, level: 'hoch' });
      expect(badLevel.body).toEqual(validationError('level', 'Bitte wähle eine Rolle aus.'));
      expect(await tenantState(t.dataSource, g.tenant._id)).toEqual(before);
    });

    it('checks levels against the tenant type (SSR has no level 4)', async () => {
      const g = await group(TenantType.SSR);
      const res = await g.adminClient.put(`/api/auth/tenant/${g.tenant._id}/user/update`).send({ userId: g.member._id, level: 4 });
      expect(res.body).toEqual(validationError('level', 'Diese Rolle gibt es in dieser Gruppe nicht.'));
      const ok = await g.adminClient
        .put(`/api/auth/tenant/${g.tenant._id}/user/update`)
        .send({ userId: g.member._id, level: SsrLevel.SSR_BOARD });
      expect(ok.body).toMatchObject({ level: 2, levelLabel: 'SSR-Vorstand' });
    });
  });

  describe('DELETE /auth/tenant/{groupId}/user/remove/{userId}', () => {
    it('removes a member, whose access ends with their next request', async () => {
      const g = await group();
      const memberClient = await t.login(g.member);
      expect((await memberClient.get(`/api/tenant/tenant/${g.tenant._id}`)).status).toBe(200);
      const res = await g.adminClient.delete(`/api/auth/tenant/${g.tenant._id}/user/remove/${g.member._id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Die Person wurde aus der Gruppe entfernt.' });
      expect((await memberClient.get(`/api/tenant/tenant/${g.tenant._id}`)).status).toBe(404);
    });

    it('refuses the last admin, higher-ranked targets and non-members, changing nothing', async () => {
      const g = await group();
      const before = await tenantState(t.dataSource, g.tenant._id);
      const url = (id: string) => `/api/auth/tenant/${g.tenant._id}/user/remove/${id}`;
      expect((await g.adminClient.delete(url(g.admin._id))).body).toMatchObject({ statusCode: 409, code: 'LAST_ADMIN' });
      expect((await (await t.login(g.teacher)).delete(url(g.admin._id))).body).toMatchObject({ statusCode: 403, code: 'TARGET_ABOVE_OWN' });
      expect((await g.adminClient.delete(url(randomUUID()))).body).toEqual(NOT_FOUND);
      expect((await g.adminClient.delete(url('kein-uuid'))).body).toEqual(NOT_FOUND);
      expect((await (await t.login(g.member)).delete(url(g.teacher._id))).body).toEqual(FORBIDDEN);
      expect(await tenantState(t.dataSource, g.tenant._id)).toEqual(before);
    });
  });
});
