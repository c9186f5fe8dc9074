// Platform administration: /tenant/admin/tenant, /tenant/admin/domain, domain administrators, audit log.
import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { PlatformLevel, SvLevel, TenantType } from '#shared/levels';
import { FORBIDDEN, NOT_FOUND, validationError } from '../helpers/expect';
import { addMember } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

describe('tenant: platform administration', () => {
  const t = useTestApp();
  let mod: TestAgent;
  let adm: TestAgent;
  beforeAll(async () => {
    mod = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_MODERATION }));
    adm = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION }));
  });

  it('lists tenants with text, type and domain filters and pagination', async () => {
    const domain = await t.domain();
    const tag = randomUUID().slice(0, 6);
    await t.tenant({ domainId: domain._id, name: `Goethe ${tag}`, type: TenantType.SV });
    await t.tenant({ domainId: domain._id, name: `Netz ${tag}`, type: TenantType.NETWORK });
    await t.tenant({ name: `Goethe ${tag} anderswo` });

    const byDomain = await mod.get('/api/tenant/admin/tenant').query({ domainId: domain._id });
    expect(byDomain.status).toBe(200);
    expect(byDomain.body.total).toBe(2);
    const sv = await mod.get('/api/tenant/admin/tenant').query({ domainId: domain._id, type: 'SV' });
    expect(sv.body.items.map((i: { name: string }) => i.name)).toEqual([`Goethe ${tag}`]);
    expect(sv.body.items[0]).toMatchObject({ type: 'SV', domain: { _id: domain._id, name: domain.name }, memberCount: 0 });
    const text = await mod.get('/api/tenant/admin/tenant').query({ text: `goethe ${tag}`, pageSize: 1 });
    expect(text.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(text.body.items).toHaveLength(1);
    const bad = await mod.get('/api/tenant/admin/tenant').query({ type: 'SCHULE' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject(validationError('type', 'Bitte wähle eine gültige Gruppenart aus.'));
  });

  it('creates a tenant, shows it with its members, edits it and deletes it with everything it owns', async () => {
    const domain = await t.domain();
    const created = await mod
      .post('/api/tenant/admin/tenant')
      .send({ name: '  Schillerschule ', type: 'SV', domainId: domain._id, isPublic: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Schillerschule', type: 'SV', isPublic: true, domain: { _id: domain._id } });
    const id = created.body._id;
    const member = await t.user({ firstName: 'Mia', lastName: 'Muster' });
    await addMember(t.dataSource, id, member._id, SvLevel.SV_ADMIN);

    const detail = await mod.get(`/api/tenant/admin/tenant/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.members).toMatchObject({
      total: 1,
      items: [{ userId: member._id, mail: member.mail, level: 5, levelLabel: 'Schulsprecher*in' }],
    });

    const dup = await mod.post('/api/tenant/admin/tenant').send({ name: 'SCHILLERSCHULE', type: 'SV', domainId: domain._id });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('In diesem Verband gibt es bereits eine Gruppe mit diesem Namen.');

    const missing = await mod.post('/api/tenant/admin/tenant').send({ name: '', type: 'SV', domainId: domain._id });
    expect(missing.body).toMatchObject(validationError('name', 'Bitte gib einen Namen ein.'));
    const noDomain = await mod.post('/api/tenant/admin/tenant').send({ name: 'X', type: 'SV', domainId: randomUUID() });
    expect(noDomain.body).toMatchObject(validationError('domainId', 'Bitte wähle einen Verband aus.'));

    const upd = await mod.put(`/api/tenant/admin/tenant/${id}`).send({ name: 'Schiller-Gymnasium', integrations: { budget: false } });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ name: 'Schiller-Gymnasium', integrations: { budget: false, chat: true } });

    // Something the tenant owns in every table: an invitation and a notification.
    const admin = await t.login(member);
    expect((await admin.post(`/api/tenant/tenant/${id}/invitation`).send({ mail: 'neu@plenum.test', level: 2 })).status).toBe(201);
    expect((await admin.post(`/api/tenant/tenant/${id}/notification`).send({ content: 'Hallo' })).status).toBe(201);

    const del = await mod.delete(`/api/tenant/admin/tenant/${id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Die Gruppe wurde gelöscht.' });
    for (const table of ['membership', 'invitation', 'group_notification']) {
      expect(await t.dataSource.query(`SELECT 1 FROM ${table} WHERE tenant_id = $1`, [id])).toHaveLength(0);
    }
    expect((await mod.get(`/api/tenant/admin/tenant/${id}`)).body).toEqual(NOT_FOUND);
    expect((await mod.delete(`/api/tenant/admin/tenant/${id}`)).status).toBe(404);
  });

  it('manages domains: create, edit, refuse deletion while tenants belong to it, then delete', async () => {
    const name = `Wiesbaden ${randomUUID().slice(0, 6)}`;
    const created = await mod.post('/api/tenant/admin/domain').send({ name, description: 'Stadtschülerrat' });
    expect(created.status).toBe(201);
    const id = created.body._id;
    expect((await mod.post('/api/tenant/admin/domain').send({ name })).status).toBe(409);
    expect((await mod.post('/api/tenant/admin/domain').send({ name: ' ' })).body).toMatchObject(
      validationError('name', 'Bitte gib einen Namen ein.'),
    );

    const upd = await mod.put(`/api/tenant/admin/domain/${id}`).send({ description: 'neu' });
    expect(upd.body).toMatchObject({ name, description: 'neu' });
    const list = await mod.get('/api/tenant/admin/domain').query({ text: name });
    expect(list.body.items).toEqual([expect.objectContaining({ _id: id, tenantCount: 0, administratorCount: 0 })]);

    const tenant = await t.tenant({ domainId: id });
    const refused = await mod.delete(`/api/tenant/admin/domain/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'DOMAIN_HAS_TENANTS',
      message: expect.stringContaining('solange ihm noch Gruppen angehören'),
    });
    expect(await t.dataSource.query(`SELECT 1 FROM domain WHERE id = $1`, [id])).toHaveLength(1);

    await mod.delete(`/api/tenant/admin/tenant/${tenant._id}`);
    expect((await mod.delete(`/api/tenant/admin/domain/${id}`)).status).toBe(200);
    expect((await mod.put(`/api/tenant/admin/domain/${id}`).send({ name: 'x' })).status).toBe(404);
  });

  it('names domain administrators by mail or id, lists and removes them', async () => {
    const domain = await t.domain();
    const person = await t.user({ firstName: 'Dora', lastName: 'Domäne' });
    const add = await mod.post(`/api/tenant/admin/domain/${domain._id}/administrator`).send({ mail: person.mail.toUpperCase() });
    expect(add.status).toBe(201);
    expect(add.body).toMatchObject({ userId: person._id, mail: person.mail, contact: { first_name: 'Dora', last_name: 'Domäne' } });
    expect((await mod.post(`/api/tenant/admin/domain/${domain._id}/administrator`).send({ userId: person._id })).status).toBe(409);
    expect((await mod.post(`/api/tenant/admin/domain/${domain._id}/administrator`).send({})).body).toMatchObject(
      validationError('mail', 'Bitte gib eine E-Mail-Adresse oder eine Nutzerkennung an.'),
    );
    expect((await mod.post(`/api/tenant/admin/domain/${domain._id}/administrator`).send({ mail: 'niemand@plenum.test' })).status).toBe(404);
    const list = await mod.get(`/api/tenant/admin/domain/${domain._id}/administrator`);
    expect(list.body.items).toEqual([expect.objectContaining({ userId: person._id })]);

    // The new administrator reaches the domain at once.
    const dAdmin = await t.login(person);
    expect((await dAdmin.get(`/api/tenant/admin/domain/${domain._id}`)).status).toBe(200);
    expect((await mod.delete(`/api/tenant/admin/domain/${domain._id}/administrator/${person._id}`)).status).toBe(200);
    expect((await dAdmin.get(`/api/tenant/admin/domain/${domain._id}`)).body).toEqual(NOT_FOUND);
  });

  it('records administrative actions in the audit log, readable by platform administrators only', async () => {
    const domain = await t.domain();
    const created = await mod
      .post('/api/tenant/admin/tenant')
      .send({ name: `Audit ${randomUUID().slice(0, 6)}`, type: 'SV', domainId: domain._id });
    await mod.delete(`/api/tenant/admin/tenant/${created.body._id}`);
    const log = await adm.get('/api/tenant/admin/audit').query({ pageSize: 200 });
    expect(log.status).toBe(200);
    const mine = log.body.items.filter((e: { targetId: string }) => e.targetId === created.body._id);
    expect(mine.map((e: { action: string }) => e.action)).toEqual(['tenant.delete', 'tenant.create']);
    expect(mine[0]).toMatchObject({ reason: 'ADMIN', method: 'DELETE', domainId: domain._id, detail: { name: created.body.name } });
    // Names instead of bare ids (issue 11): the domain still exists, the deleted group and a group target are no person.
    expect(mine[0]).toMatchObject({ domainName: domain.name, targetName: null });
    expect(mine[0].user.contact.first_name).toEqual(expect.any(String));
    expect((await mod.get('/api/tenant/admin/audit')).body).toEqual(FORBIDDEN);
  });

  it('refuses group admins and ordinary users on every platform route (403) and changes nothing', async () => {
    const { client, tenant, domain } = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const calls = [
      client.get('/api/tenant/admin/tenant'),
      client.get(`/api/tenant/admin/tenant/${tenant._id}`),
      client.post('/api/tenant/admin/tenant').send({ name: 'X', type: 'SV', domainId: domain._id }),
      client.put(`/api/tenant/admin/tenant/${tenant._id}`).send({ name: 'X' }),
      client.delete(`/api/tenant/admin/tenant/${tenant._id}`),
      client.get('/api/tenant/admin/domain'),
      client.post('/api/tenant/admin/domain').send({ name: 'X' }),
      client.put(`/api/tenant/admin/domain/${domain._id}`).send({ name: 'X' }),
      client.delete(`/api/tenant/admin/domain/${domain._id}`),
      client.get(`/api/tenant/admin/domain/${domain._id}/administrator`),
      client.post(`/api/tenant/admin/domain/${domain._id}/administrator`).send({ mail: 'a@b.de' }),
      client.get('/api/tenant/admin/audit'),
      client
        .post('/api/tenant/admin/tenant/import')
        .field('domainId', domain._id)
        .field('type', 'SV')
        .attach('file', Buffer.from('name\nA\n'), 'a.csv'),
    ];
    for (const res of await Promise.all(calls)) expect(res.body).toEqual(FORBIDDEN);
    expect((await t.dataSource.query(`SELECT name FROM tenant WHERE id = $1`, [tenant._id]))[0].name).toBe(tenant.name);
    expect((await t.client().get('/api/tenant/admin/tenant')).status).toBe(401);
  });
});
