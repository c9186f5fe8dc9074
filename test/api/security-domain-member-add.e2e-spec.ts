// Issue 24 §10: a domain administrator added any account without consent, learnt its address from its user
// id (the answer was the member with their address) and could test which addresses have accounts (404 for
// the others). Now the direct add takes an address only, answers alike whether it has an account (an account
// becomes a member, a new address gets an invitation) and every add is in the audit log.
import { DOMAIN_MEMBER_ADDED_MESSAGE } from '#shared/admin';
import { SvLevel, TenantType } from '#shared/levels';
import { validationError } from '../helpers/expect';
import { makeDomainAdmin, uniqueMail } from '../helpers/factories';
import { waitForMail } from '../helpers/mail';
import { tenantState } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

const BY_MAIL = 'Gib die E-Mail-Adresse der Person an: Sie bekommt eine Einladung, die sie annehmen kann.';

describe('security: a domain administrator’s direct add', () => {
  const t = useTestApp();

  async function domainWithSchool() {
    const domain = await t.domain();
    const school = await t.tenant({ type: TenantType.SV, domainId: domain._id });
    const groupAdmin = await t.member(school, SvLevel.SV_ADMIN);
    await makeDomainAdmin(t.dataSource, domain._id, groupAdmin._id);
    return { domain, school, client: await t.login(groupAdmin), url: `/api/tenant/admin/domain/${domain._id}/tenant/${school._id}/member` };
  }

  it('answers alike for an address with and without an account, and invites the new one', async () => {
    const { school, client, url } = await domainWithSchool();
    const known = await t.user({ firstName: 'Karla', lastName: 'Konto' });
    const unknown = uniqueMail('neu');

    const added = await client.post(url).send({ mail: known.mail.toUpperCase(), level: SvLevel.SV_MEMBER });
    const invited = await client.post(url).send({ mail: unknown, level: SvLevel.SV_MEMBER });
    expect({ status: added.status, body: added.body }).toEqual({ status: 201, body: { message: DOMAIN_MEMBER_ADDED_MESSAGE } });
    expect({ status: invited.status, body: invited.body }).toEqual({ status: added.status, body: added.body });
    expect(JSON.stringify(added.body)).not.toMatch(new RegExp(`${known._id}|Karla|${known.mail}`, 'i'));

    // The account is a member now; the new address has the group's usual invitation, by mail.
    const state = await tenantState(t.dataSource, school._id);
    expect(state.memberships.map((m: { user_id: string }) => m.user_id)).toContain(known._id);
    expect(state.invitations.map((i: { mail: string }) => i.mail)).toEqual([unknown.toLowerCase()]);
    await t.drain();
    await waitForMail(unknown, /Einladung/i, 60_000);

    // Each add is in the audit log, with the address.
    const audit = await t.dataSource.query(
      `SELECT action, target_id, detail FROM audit_log WHERE tenant_id = $1 AND reason = 'ADMIN' ORDER BY created_at`,
      [school._id],
    );
    expect(audit).toEqual([
      expect.objectContaining({ action: 'member.add', target_id: known._id, detail: expect.objectContaining({ mail: known.mail }) }),
      expect.objectContaining({ action: 'member.add', detail: { mail: unknown.toLowerCase(), level: SvLevel.SV_MEMBER, invited: true } }),
    ]);
  });

  it('refuses a user id on both add routes and never shows the address behind it', async () => {
    const { school, client, url } = await domainWithSchool();
    const target = await t.user({ firstName: 'Ida', lastName: 'Geheim' });
    const before = await tenantState(t.dataSource, school._id);
    for (const route of [url, `/api/auth/tenant/${school._id}/user/add`]) {
      for (const body of [{ userId: target._id }, { userId: target._id, mail: 'egal@example.org' }]) {
        const res = await client.post(route).send({ ...body, level: SvLevel.SV_MEMBER });
        expect(res.body).toMatchObject(validationError('mail', BY_MAIL));
        expect(JSON.stringify(res.body)).not.toMatch(new RegExp(`${target.mail}|Geheim`, 'i'));
      }
    }
    expect(await tenantState(t.dataSource, school._id)).toEqual(before);
  });
});
