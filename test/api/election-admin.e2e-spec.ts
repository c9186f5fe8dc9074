// Elections in the domain: GET .../election?year, GET/POST .../election/{id} (validate), GET .../function.
import { randomUUID } from 'node:crypto';
import { PlatformLevel, SvLevel, TenantType } from '#shared/levels';
import { electionBody } from '../helpers/election';
import { NOT_FOUND, validationError } from '../helpers/expect';
import { makeDomainAdmin } from '../helpers/factories';
import { waitForMail } from '../helpers/mail';
import { useTestApp } from '../helpers/test-app';

describe('tenant: elections in the domain', () => {
  const t = useTestApp();

  async function setup(withSsr = true) {
    const domain = await t.domain();
    const school = await t.tenant({ domainId: domain._id, name: `Schule ${randomUUID().slice(0, 6)}` });
    const ssr = withSsr ? await t.tenant({ domainId: domain._id, type: TenantType.SSR, name: 'Stadtschülerrat' }) : null;
    const admin = await t.user({ firstName: 'Ada', lastName: 'Admin' });
    await makeDomainAdmin(t.dataSource, domain._id, admin._id);
    return { domain, school, ssr, admin, client: await t.login(admin) };
  }

  async function submit(domainId: string, schoolId: string, overrides: Record<string, unknown> = {}) {
    const body = electionBody(domainId, schoolId, overrides);
    const res = await t.client().post('/api/tenant/public/election').send(body);
    expect(res.status).toBe(201);
    return { body, id: res.body._id as string };
  }

  it("lists the school year's registrations split into pending and closed", async () => {
    const { domain, school, client } = await setup();
    const { id } = await submit(domain._id, school._id);
    await submit(domain._id, school._id, { schoolYear: '2025/26' });
    const res = await client.get(`/api/tenant/admin/domain/${domain._id}/election`).query({ year: 2026 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ year: 2026, schoolYear: '2026/27', closed: [] });
    expect(res.body.pending).toHaveLength(1);
    expect(res.body.pending[0]).toMatchObject({
      _id: id,
      school: { _id: school._id, name: school.name },
      state: 'PENDING',
      electionType: 'FULL_ASSEMBLY',
      electionDate: '2026-09-15',
      leader: { firstName: 'Wanda', lastName: 'Wahlleiterin' },
      validatedBy: null,
    });
    expect(res.body.pending[0].people.map((p: { role: string }) => p.role)).toEqual([
      'SCHOOL_SPEAKER',
      'DEPUTY_SPEAKER_1',
      'DEPUTY_SPEAKER_2',
      'DELEGATE_1',
      'DELEGATE_2',
      'DEPUTY_DELEGATE_1',
      'DEPUTY_DELEGATE_2',
      'LIAISON_TEACHER',
    ]);
    expect((await client.get(`/api/tenant/admin/domain/${domain._id}/election`).query({ year: 2025 })).body.pending).toHaveLength(1);
    expect((await client.get(`/api/tenant/admin/domain/${domain._id}/election`).query({ year: 'abc' })).body).toMatchObject(
      validationError('year', 'Bitte gib ein gültiges Jahr an.'),
    );
    const current = await client.get(`/api/tenant/admin/domain/${domain._id}/election`);
    expect(current.body.schoolYear).toMatch(/^\d{4}\/\d{2}$/);
  });

  it('validates: closes it, invites the elected, the speaker accepts and holds SV_ADMIN; functions show the offices', async () => {
    const { domain, school, ssr, admin, client } = await setup();
    const { body, id } = await submit(domain._id, school._id);
    const speaker = await t.user({ mail: body.people.SCHOOL_SPEAKER.mail, firstName: 'Sören', lastName: 'Sprecher' });

    const res = await client.post(`/api/tenant/admin/domain/${domain._id}/election/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: id, state: 'CLOSED', validatedBy: { _id: admin._id }, validatedAt: expect.any(String) });
    const byMail = (mail: string) => res.body.invitations.find((i: { mail: string }) => i.mail === mail);
    expect(byMail(body.people.SCHOOL_SPEAKER.mail)).toMatchObject({ tenantId: school._id, level: SvLevel.SV_ADMIN, result: 'invited' });
    expect(byMail(body.people.DEPUTY_SPEAKER_2.mail)).toMatchObject({ tenantId: school._id, level: SvLevel.SV_BOARD, result: 'invited' });
    expect(byMail(body.people.LIAISON_TEACHER[0].mail)).toMatchObject({
      tenantId: school._id,
      level: SvLevel.SV_TEACHER,
      result: 'invited',
    });
    expect(byMail(body.people.DEPUTY_DELEGATE_1.mail)).toMatchObject({ tenantId: ssr!._id, level: 1, result: 'invited' });

    const mail = await waitForMail(body.people.SCHOOL_SPEAKER.mail, /Einladung/);
    expect(mail.subject).toBe(`Plenum: Einladung in die Gruppe ${school.name}`);
    expect(mail.text).toContain('Schulsprecher*in');
    expect((await waitForMail(body.people.DELEGATE_2.mail, /Einladung/)).subject).toBe('Plenum: Einladung in die Gruppe Stadtschülerrat');

    const sp = await t.login(speaker);
    const invitations = await sp.get('/api/tenant/user/invitation');
    expect(invitations.body.items).toHaveLength(1);
    const accepted = await sp.put(`/api/tenant/user/invitation/${invitations.body.items[0]._id}`);
    expect(accepted.body).toMatchObject({ group: { _id: school._id, permissionLevel: SvLevel.SV_ADMIN, levelLabel: 'Schulsprecher*in' } });

    // Closed now; validating twice is refused.
    const again = await client.post(`/api/tenant/admin/domain/${domain._id}/election/${id}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Diese Wahlmeldung wurde bereits bestätigt.');
    const list = await client.get(`/api/tenant/admin/domain/${domain._id}/election`).query({ year: 2026 });
    expect(list.body.pending).toHaveLength(0);
    expect(list.body.closed.map((e: { _id: string }) => e._id)).toEqual([id]);

    const fn = await client.get(`/api/tenant/admin/domain/${domain._id}/function`).query({ year: 2026 });
    expect(fn.status).toBe(200);
    expect(fn.body.items).toHaveLength(8);
    expect(fn.body.delegates.map((d: { lastName: string; kind: string }) => [d.lastName, d.kind])).toEqual([
      ['Größer', 'DELEGATE'],
      ['Äpfelbaum', 'DELEGATE'],
      ['Perle', 'DELEGATE'],
      ['Pfeil', 'DELEGATE'],
    ]);
    expect(fn.body.school[0]).toMatchObject({
      role: 'SCHOOL_SPEAKER',
      roleLabel: 'Schulsprecher*in',
      kind: 'SCHOOL',
      school: { _id: school._id },
      electionId: id,
    });

    const audit = await t.dataSource.query(`SELECT action, user_id FROM audit_log WHERE target_id = $1`, [id]);
    expect(audit).toEqual([{ action: 'election.validate', user_id: admin._id }]);
  });

  it('reports members and a missing SSR group per person instead of failing', async () => {
    const { domain, school, client } = await setup(false);
    const { body, id } = await submit(domain._id, school._id);
    const teacher = await t.member(school, SvLevel.SV_TEACHER, { mail: body.people.LIAISON_TEACHER[0].mail });
    const res = await client.post(`/api/tenant/admin/domain/${domain._id}/election/${id}`);
    expect(res.status).toBe(200);
    const byMail = (mail: string) => res.body.invitations.find((i: { mail: string }) => i.mail === mail);
    expect(byMail(teacher.mail)).toMatchObject({ result: 'already-member' });
    expect(byMail(body.people.DELEGATE_1.mail)).toMatchObject({ result: 'no-ssr-group', tenantId: null });
    expect(byMail(body.people.SCHOOL_SPEAKER.mail)).toMatchObject({ result: 'invited' });
  });

  it("gives a domain administrator of A 404 for B's elections, and group admins 404", async () => {
    const a = await setup();
    const b = await setup();
    const { id } = await submit(b.domain._id, b.school._id);
    const D = '/api/tenant/admin/domain';
    for (const res of await Promise.all([
      a.client.get(`${D}/${b.domain._id}/election`),
      a.client.get(`${D}/${b.domain._id}/function`),
      a.client.post(`${D}/${b.domain._id}/election/${id}`),
      a.client.get(`${D}/${a.domain._id}/election/${id}`),
      a.client.post(`${D}/${a.domain._id}/election/${id}`),
    ]))
      expect(res.body).toEqual(NOT_FOUND);
    const [row] = await t.dataSource.query(`SELECT state FROM election_registration WHERE id = $1`, [id]);
    expect(row.state).toBe('PENDING');
    expect((await a.client.get(`${D}/${a.domain._id}/election`).query({ year: 2026 })).body.pending).toEqual([]);

    const groupAdmin = await t.memberSession({ level: SvLevel.SV_ADMIN });
    expect((await groupAdmin.client.get(`${D}/${b.domain._id}/election`)).body).toEqual(NOT_FOUND);
    expect((await groupAdmin.client.post(`${D}/${b.domain._id}/election/${id}`)).body).toEqual(NOT_FOUND);
    // Platform moderators may help out.
    const mod = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_MODERATION }));
    expect((await mod.get(`${D}/${b.domain._id}/election/${id}`)).status).toBe(200);
  });
});
