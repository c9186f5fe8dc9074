// Domain administration (/d_admin): a domain's administrators manage its schools, networks, members and
// invitations, and nothing of any other domain (404, existence does not leak).
import { randomUUID } from 'node:crypto';
import { PlatformLevel, SvLevel, TenantType } from '#shared/levels';
import { NOT_FOUND, validationError } from '../helpers/expect';
import { makeDomainAdmin, uniqueMail } from '../helpers/factories';
import { waitForMail } from '../helpers/mail';
import { tenantState } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

describe('tenant: domain administration', () => {
  const t = useTestApp();

  async function domainAdmin() {
    const domain = await t.domain();
    const user = await t.user();
    await makeDomainAdmin(t.dataSource, domain._id, user._id);
    return { domain, user, client: await t.login(user) };
  }

  it('shows the domain and lists its schools and networks with search', async () => {
    const { domain, client } = await domainAdmin();
    await t.tenant({ domainId: domain._id, name: 'Goetheschule', type: TenantType.SV });
    await t.tenant({ domainId: domain._id, name: 'Gutenbergschule', type: TenantType.SV });
    await t.tenant({ domainId: domain._id, name: 'Netzwerk Klima', type: TenantType.NETWORK });
    await t.tenant({ name: 'Goetheschule woanders' });

    const d = await client.get(`/api/tenant/admin/domain/${domain._id}`);
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({ _id: domain._id, name: domain.name, tenantCount: 3, administratorCount: 1 });
    const schools = await client.get(`/api/tenant/admin/domain/${domain._id}/tenant`).query({ type: 'SV' });
    expect(schools.body.items.map((i: { name: string }) => i.name)).toEqual(['Goetheschule', 'Gutenbergschule']);
    const networks = await client.get(`/api/tenant/admin/domain/${domain._id}/tenant`).query({ type: 'NETWORK' });
    expect(networks.body.items.map((i: { name: string }) => i.name)).toEqual(['Netzwerk Klima']);
    const search = await client.get(`/api/tenant/admin/domain/${domain._id}/tenant`).query({ text: 'goethe' });
    expect(search.body.total).toBe(1);
  });

  it('creates and edits groups of its domain, refusing bad input without changes', async () => {
    const { domain, client } = await domainAdmin();
    const created = await client.post(`/api/tenant/admin/domain/${domain._id}/tenant`).send({ name: 'Lessingschule', type: 'SV' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Lessingschule', type: 'SV', domain: { _id: domain._id }, isPublic: false });
    const ssr = await client.post(`/api/tenant/admin/domain/${domain._id}/tenant`).send({ name: 'SSR', type: 'SSR' });
    expect(ssr.body).toMatchObject(validationError('type', 'Hier können nur Schulen (SV) und Netzwerke angelegt werden.'));
    const foreign = await client
      .post(`/api/tenant/admin/domain/${domain._id}/tenant`)
      .send({ name: 'X', type: 'SV', domainId: randomUUID() });
    expect(foreign.body).toMatchObject(validationError('domainId', 'Dieses Feld ist nicht erlaubt.'));

    const before = await tenantState(t.dataSource, created.body._id);
    const bad = await client.put(`/api/tenant/admin/domain/${domain._id}/tenant/${created.body._id}`).send({ name: '' });
    expect(bad.body).toMatchObject(validationError('name', 'Bitte gib einen Namen ein.'));
    expect(await tenantState(t.dataSource, created.body._id)).toEqual(before);
    const upd = await client
      .put(`/api/tenant/admin/domain/${domain._id}/tenant/${created.body._id}`)
      .send({ name: 'Lessing-Gymnasium', isPublic: true });
    expect(upd.body).toMatchObject({ name: 'Lessing-Gymnasium', isPublic: true });
  });

  it('invites a member into a school of its domain through the invitation flow, and lists members', async () => {
    const { domain, client } = await domainAdmin();
    const school = await t.tenant({ domainId: domain._id });
    const mail = uniqueMail('sprecherin');
    const inv = await client
      .post(`/api/tenant/admin/domain/${domain._id}/tenant/${school._id}/invitation`)
      .send({ mail, level: SvLevel.SV_ADMIN });
    expect(inv.status).toBe(201);
    expect(inv.body).toMatchObject({ tenantId: school._id, mail, level: 5, state: 'PENDING', mailSent: true });
    expect((await waitForMail(mail, /Einladung/)).subject).toBe(`Plenum: Einladung in die Gruppe ${school.name}`);
    expect(
      (await client.post(`/api/tenant/admin/domain/${domain._id}/tenant/${school._id}/invitation`).send({ mail: 'kaputt', level: 2 })).body,
    ).toMatchObject(validationError('mail', 'Die E-Mail-Adresse ist nicht gültig.'));

    const member = await t.user();
    expect(
      (
        await client
          .post(`/api/tenant/admin/domain/${domain._id}/tenant/${school._id}/member`)
          .send({ mail: member.mail, level: SvLevel.SV_MEMBER })
      ).status,
    ).toBe(201);
    expect(
      (
        await client
          .put(`/api/tenant/admin/domain/${domain._id}/tenant/${school._id}/member`)
          .send({ userId: member._id, level: SvLevel.SV_BOARD })
      ).status,
    ).toBe(200);
    const members = await client.get(`/api/tenant/admin/domain/${domain._id}/tenant/${school._id}/member`);
    expect(members.body).toMatchObject({ total: 1, items: [{ userId: member._id, mail: member.mail, level: 3 }] });
    const audit = await t.dataSource.query(
      `SELECT action, detail FROM audit_log WHERE tenant_id = $1 AND reason = 'ADMIN' ORDER BY created_at`,
      [school._id],
    );
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['tenant.invite', 'member.add', 'member.role-change']);
    // The level before and after (issue 10 #14), and whether the administrator changed their own.
    expect(audit[2].detail).toEqual({ level: 3, before: SvLevel.SV_MEMBER, after: 3, self: false });
  });

  it('lists pending invitations and removes members of its groups, never the last administrator (issue 11)', async () => {
    const { domain, client } = await domainAdmin();
    const school = await t.tenant({ domainId: domain._id });
    const base = `/api/tenant/admin/domain/${domain._id}/tenant/${school._id}`;
    const mail = uniqueMail('eingeladen');
    await client.post(`${base}/invitation`).send({ mail, level: SvLevel.SV_MEMBER });
    const pending = await client.get(`${base}/invitation`);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ total: 1, items: [{ mail, state: 'PENDING' }] });

    const admin = await t.member(school, SvLevel.SV_ADMIN);
    const member = await t.member(school, SvLevel.SV_MEMBER);
    const removed = await client.delete(`${base}/member/${member._id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Die Person wurde aus der Gruppe entfernt.' });
    expect((await client.delete(`${base}/member/${admin._id}`)).status).toBe(409);
    const members = await client.get(`${base}/member`);
    expect(members.body.items.map((m: { userId: string }) => m.userId)).toEqual([admin._id]);
    const audit = await t.dataSource.query(`SELECT target_id FROM audit_log WHERE tenant_id = $1 AND action = 'member.remove'`, [
      school._id,
    ]);
    expect(audit).toEqual([{ target_id: member._id }]);
    const other = await t.domain();
    expect((await client.get(`/api/tenant/admin/domain/${other._id}/tenant/${school._id}/invitation`)).status).toBe(404);
  });

  it('gives a domain administrator of A 404 for everything of domain B', async () => {
    const a = await domainAdmin();
    const b = await domainAdmin();
    const bSchool = await t.tenant({ domainId: b.domain._id });
    const aSchool = await t.tenant({ domainId: a.domain._id });
    const before = await tenantState(t.dataSource, bSchool._id);
    const D = `/api/tenant/admin/domain`;
    const calls = [
      a.client.get(`${D}/${b.domain._id}`),
      a.client.get(`${D}/${b.domain._id}/tenant`),
      a.client.post(`${D}/${b.domain._id}/tenant`).send({ name: 'X', type: 'SV' }),
      a.client.get(`${D}/${b.domain._id}/tenant/${bSchool._id}`),
      a.client.put(`${D}/${b.domain._id}/tenant/${bSchool._id}`).send({ name: 'X' }),
      a.client.get(`${D}/${b.domain._id}/tenant/${bSchool._id}/member`),
      a.client.post(`${D}/${b.domain._id}/tenant/${bSchool._id}/invitation`).send({ mail: 'x@plenum.test', level: 2 }),
      a.client.post(`${D}/${b.domain._id}/tenant/import`).field('type', 'SV').attach('file', Buffer.from('name\nX\n'), 'x.csv'),
      // B's tenant through A's own domain path.
      a.client.get(`${D}/${a.domain._id}/tenant/${bSchool._id}`),
      a.client.put(`${D}/${a.domain._id}/tenant/${bSchool._id}`).send({ name: 'X' }),
      a.client.get(`${D}/${a.domain._id}/tenant/${bSchool._id}/member`),
      a.client.post(`${D}/${a.domain._id}/tenant/${bSchool._id}/invitation`).send({ mail: 'x@plenum.test', level: 2 }),
      a.client.get(`${D}/${randomUUID()}`),
      a.client.get(`${D}/kein-uuid/tenant`),
    ];
    for (const res of await Promise.all(calls)) expect(res.body).toEqual(NOT_FOUND);
    expect(await tenantState(t.dataSource, bSchool._id)).toEqual(before);
    expect((await a.client.get(`${D}/${a.domain._id}/tenant/${aSchool._id}`)).status).toBe(200);
    // Domain administrators are not platform staff.
    expect((await a.client.get('/api/tenant/admin/tenant')).status).toBe(403);
  });

  it('gives a group admin 404 on domain administration and lets platform moderators in', async () => {
    const { client, domain, tenant } = await t.memberSession({ level: SvLevel.SV_ADMIN });
    expect((await client.get(`/api/tenant/admin/domain/${domain._id}`)).body).toEqual(NOT_FOUND);
    expect((await client.get(`/api/tenant/admin/domain/${domain._id}/tenant/${tenant._id}/member`)).body).toEqual(NOT_FOUND);
    const mod = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_MODERATION }));
    expect((await mod.get(`/api/tenant/admin/domain/${domain._id}/tenant`)).body.total).toBe(1);
    await t.member(tenant, SvLevel.SV_MEMBER);
    expect((await mod.get(`/api/tenant/admin/domain/${domain._id}/tenant/${tenant._id}/member`)).body.total).toBe(2);
  });
});
