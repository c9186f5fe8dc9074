// Issue 10, findings 5 and 14: nobody becomes a member of a group without consent, an add reveals no name
// or address, and the direct adds left to the platform and domain administration (a domain administrator
// raising themselves in the SSR included) are all in the audit log with the level before and after.
import { randomUUID } from 'node:crypto';
import { DOMAIN_MEMBER_ADDED_MESSAGE } from '#shared/admin';
import { PlatformLevel, SsrLevel, SvLevel, TenantType } from '#shared/levels';
import { validationError } from '../helpers/expect';
import { addMember, makeDomainAdmin, uniqueMail } from '../helpers/factories';
import { waitForMail } from '../helpers/mail';
import { tenantState } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

const INVITED = { invited: true, message: 'Die Einladung wurde verschickt. Die Person wird Mitglied, sobald sie die Einladung annimmt.' };

describe('security: adding members needs consent', () => {
  const t = useTestApp();

  async function group() {
    const domain = await t.domain();
    const tenant = await t.tenant({ type: TenantType.SV, domainId: domain._id });
    const admin = await t.member(tenant, SvLevel.SV_ADMIN);
    const teacher = await t.member(tenant, SvLevel.SV_TEACHER);
    return { domain, tenant, admin, teacher, adminClient: await t.login(admin), teacherClient: await t.login(teacher) };
  }

  const auditOf = (tenantId: string) =>
    t.dataSource.query(
      `SELECT action, user_id, target_id, detail, route FROM audit_log WHERE tenant_id = $1 AND reason = 'ADMIN' ORDER BY created_at`,
      [tenantId],
    );

  it('turns a group administrator’s add into an invitation the stranger accepts; the answer names nobody', async () => {
    const g = await group();
    const stranger = await t.user({ firstName: 'Sina', lastName: 'Fremd' });
    const url = `/api/auth/tenant/${g.tenant._id}/user/add`;

    // The probe: a stranger's address made them SV_ADMIN at once.
    const res = await g.adminClient.post(url).send({ mail: stranger.mail, level: SvLevel.SV_ADMIN });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(INVITED);
    expect(JSON.stringify(res.body)).not.toMatch(/Sina|Fremd|@/);
    const state = await tenantState(t.dataSource, g.tenant._id);
    expect(state.memberships.map((m: { user_id: string }) => m.user_id)).not.toContain(stranger._id);
    expect(state.invitations).toEqual([expect.objectContaining({ state: 'PENDING' })]);

    // The mail's promise holds: the invitation waits for the stranger's answer.
    const mail = await waitForMail(stranger.mail, /Einladung/);
    expect(mail.text).toContain('Ohne deine Zustimmung wirst du nicht Mitglied');
    const strangerClient = await t.login(stranger);
    const mine = await strangerClient.get('/api/tenant/user/invitation');
    expect(mine.body).toMatchObject({ total: 1, items: [{ tenant: { _id: g.tenant._id }, level: SvLevel.SV_ADMIN }] });
    expect((await strangerClient.put(`/api/tenant/user/invitation/${mine.body.items[0]._id}`)).status).toBe(200);
    const check = await strangerClient.get('/api/auth/public/check');
    expect(check.body.groups).toEqual([expect.objectContaining({ _id: g.tenant._id, permissionLevel: SvLevel.SV_ADMIN })]);
  });

  it('answers known and unknown addresses alike and never resolves an id to a person', async () => {
    const g = await group();
    const known = await t.user({ firstName: 'Kai', lastName: 'Bekannt' });
    const unverified = await t.user({ verified: false });
    const url = `/api/auth/tenant/${g.tenant._id}/user/add`;

    const answers = [];
    for (const mail of [known.mail, uniqueMail('niemand'), unverified.mail]) {
      const res = await g.teacherClient.post(url).send({ mail, level: SvLevel.SV_MEMBER });
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers).toEqual([
      { status: 201, body: INVITED },
      { status: 201, body: INVITED },
      { status: 201, body: INVITED },
    ]);

    // By id the probe learnt name and address ("ACCOUNT_NOT_FOUND" for the rest): ids are for the administration.
    const byId = [];
    for (const userId of [known._id, randomUUID()]) {
      const res = await g.teacherClient.post(url).send({ userId, level: SvLevel.SV_MEMBER });
      byId.push({ status: res.status, body: res.body });
    }
    const refusal = validationError('mail', 'Gib die E-Mail-Adresse der Person an: Sie bekommt eine Einladung, die sie annehmen kann.');
    expect(byId).toEqual([
      { status: 400, body: refusal },
      { status: 400, body: refusal },
    ]);
    const both = await g.teacherClient.post(url).send({ userId: known._id, mail: 'kaputt', level: SvLevel.SV_MEMBER });
    expect(both.body).toEqual(refusal);
    expect(JSON.stringify(byId)).not.toMatch(/Kai|Bekannt/);
    expect((await tenantState(t.dataSource, g.tenant._id)).memberships).toHaveLength(2);

    // The level rule still holds for invitations.
    const above = await g.teacherClient.post(url).send({ mail: known.mail, level: SvLevel.SV_ADMIN });
    expect(above.body).toMatchObject({ statusCode: 403, code: 'LEVEL_ABOVE_OWN' });
  });

  it('lets a platform administrator add directly, and writes each such add to the audit log', async () => {
    const g = await group();
    const platformAdmin = await t.member(g.tenant, SvLevel.GUEST, { permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION });
    const outsider = await t.user();
    const res = await (
      await t.login(platformAdmin)
    )
      .post(`/api/auth/tenant/${g.tenant._id}/user/add`)
      .send({ userId: outsider._id, level: SvLevel.SV_BOARD });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: outsider._id, level: SvLevel.SV_BOARD });
    expect(await auditOf(g.tenant._id)).toEqual([
      expect.objectContaining({
        action: 'member.add',
        user_id: platformAdmin._id,
        target_id: outsider._id,
        route: '/api/auth/tenant/:tenantId/user/add',
        detail: { level: SvLevel.SV_BOARD, before: null, after: SvLevel.SV_BOARD, self: false },
      }),
    ]);
  });

  it('lets a domain administrator add directly only within their own domain, audited', async () => {
    const g = await group();
    await makeDomainAdmin(t.dataSource, g.domain._id, g.admin._id);
    const outsider = await t.user();
    const direct = await g.adminClient
      .post(`/api/auth/tenant/${g.tenant._id}/user/add`)
      .send({ mail: outsider.mail, level: SvLevel.SV_MEMBER });
    // The same answer as for an address without an account (issue 24 §10, security-domain-member-add).
    expect(direct.body).toEqual({ message: DOMAIN_MEMBER_ADDED_MESSAGE });
    expect((await auditOf(g.tenant._id)).map((a: { action: string }) => a.action)).toEqual(['member.add']);

    // The same person administering a group of another domain only invites there.
    const elsewhere = await t.tenant({ type: TenantType.SV, domainId: (await t.domain())._id });
    await addMember(t.dataSource, elsewhere._id, g.admin._id, SvLevel.SV_ADMIN);
    const invited = await g.adminClient
      .post(`/api/auth/tenant/${elsewhere._id}/user/add`)
      .send({ mail: outsider.mail, level: SvLevel.SV_MEMBER });
    expect(invited.body).toEqual(INVITED);
    expect(await auditOf(elsewhere._id)).toEqual([]);

    // The domain administration's own route adds directly too, with the audit entry in the same transaction.
    const viaDomain = await g.adminClient
      .post(`/api/tenant/admin/domain/${g.domain._id}/tenant/${g.tenant._id}/member`)
      .send({ mail: (await t.user()).mail, level: SvLevel.GUEST });
    expect(viaDomain.status).toBe(201);
    expect((await auditOf(g.tenant._id)).map((a: { action: string }) => a.action)).toEqual(['member.add', 'member.add']);
  });

  it('a platform moderator, admitted to look at a domain, invites instead of adding', async () => {
    const g = await group();
    const moderator = await t.user({ permissionLevel: PlatformLevel.PLENUM_MODERATION });
    const outsider = await t.user();
    const res = await (
      await t.login(moderator)
    )
      .post(`/api/tenant/admin/domain/${g.domain._id}/tenant/${g.tenant._id}/member`)
      .send({ mail: outsider.mail, level: SvLevel.SV_MEMBER });
    expect(res.body).toEqual(INVITED);
    expect((await tenantState(t.dataSource, g.tenant._id)).memberships).toHaveLength(2);
  });

  it('records a domain administrator raising themselves to SSR_ADMIN of the domain’s SSR, with the level before and after', async () => {
    const domain = await t.domain();
    const ssr = await t.tenant({ type: TenantType.SSR, domainId: domain._id });
    await t.member(ssr, SsrLevel.SSR_ADMIN);
    const self = await t.member(ssr, SsrLevel.SSR_MEMBER);
    await makeDomainAdmin(t.dataSource, domain._id, self._id);
    const client = await t.login(self);

    const res = await client
      .put(`/api/tenant/admin/domain/${domain._id}/tenant/${ssr._id}/member`)
      .send({ userId: self._id, level: SsrLevel.SSR_ADMIN });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: self._id, level: SsrLevel.SSR_ADMIN });
    expect(await auditOf(ssr._id)).toEqual([
      expect.objectContaining({
        action: 'member.role-change',
        user_id: self._id,
        target_id: self._id,
        detail: { level: SsrLevel.SSR_ADMIN, before: SsrLevel.SSR_MEMBER, after: SsrLevel.SSR_ADMIN, self: true },
      }),
    ]);
  });
});
