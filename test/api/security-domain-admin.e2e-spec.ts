// Issue 11, item 10 made the domain administration's member drawer remove members and list pending
// invitations. These routes act on a group through a domain: another domain's administrator learns nothing
// (404) and changes nothing, and bad ids and query parameters answer in German, never with a 500. The same
// for the public school list of the election form, which anyone can call.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { PlatformLevel, SvLevel, TenantType } from '#shared/levels';
import { NOT_FOUND, validationError } from '../helpers/expect';
import { makeDomainAdmin } from '../helpers/factories';
import { tenantState } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

const D = '/api/tenant/admin/domain';
const PAGE_NOT_INT = 'Die Seite muss eine ganze Zahl sein.';
const PAGE_TOO_HIGH = 'Die Seite darf höchstens 10000 sein.';
const PAGE_SIZE_NOT_INT = 'Die Seitengröße muss eine ganze Zahl sein.';
const TEXT_NOT_TEXT = 'Der Suchtext muss ein Text sein.';
const TEXT_TOO_LONG = 'Der Suchtext darf höchstens 100 Zeichen lang sein.';
const UNKNOWN_FIELD = 'Dieses Feld ist nicht erlaubt.';

describe('security: domain administration of members and invitations', () => {
  const t = useTestApp({ workers: false });

  /** A domain with one school (an administrator and a member, one pending invitation) and its administrator. */
  async function domainWithSchool() {
    const domain = await t.domain();
    const school = await t.tenant({ domainId: domain._id, type: TenantType.SV });
    await t.member(school, SvLevel.SV_ADMIN);
    const member = await t.member(school, SvLevel.SV_MEMBER);
    await t.dataSource.query(
      `INSERT INTO invitation (tenant_id, mail, level, state, invited_by_id)
       SELECT $1, $2, $3, 'PENDING', user_id FROM membership WHERE tenant_id = $1 AND level = $4 LIMIT 1`,
      [school._id, `neu.${randomUUID().slice(0, 8)}@plenum.test`, SvLevel.SV_MEMBER, SvLevel.SV_ADMIN],
    );
    const admin = await t.user();
    await makeDomainAdmin(t.dataSource, domain._id, admin._id);
    return { domain, school, member, client: await t.login(admin) };
  }

  const removals = (tenantId: string) =>
    t.dataSource.query(`SELECT 1 FROM audit_log WHERE tenant_id = $1 AND action = 'member.remove'`, [tenantId]);

  it("gives another domain's administrator 404 for removing a member and listing invitations, and changes nothing", async () => {
    const a = await domainWithSchool();
    const b = await domainWithSchool();
    const before = await tenantState(t.dataSource, b.school._id);
    const calls = [
      // B's school through B's domain, which A does not administer.
      a.client.delete(`${D}/${b.domain._id}/tenant/${b.school._id}/member/${b.member._id}`),
      a.client.get(`${D}/${b.domain._id}/tenant/${b.school._id}/invitation`),
      // B's school through A's own domain.
      a.client.delete(`${D}/${a.domain._id}/tenant/${b.school._id}/member/${b.member._id}`),
      a.client.get(`${D}/${a.domain._id}/tenant/${b.school._id}/invitation`),
      a.client.get(`${D}/${a.domain._id}/tenant/${b.school._id}/invitation`).query({ state: 'ACCEPTED' }),
    ];
    for (const res of await Promise.all(calls)) expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: NOT_FOUND });
    expect(await tenantState(t.dataSource, b.school._id)).toEqual(before);
    expect(await removals(b.school._id)).toEqual([]);

    // The same calls on A's own school work, so the 404 above is the domain boundary, not a broken route.
    const own = await a.client.get(`${D}/${a.domain._id}/tenant/${a.school._id}/invitation`);
    expect(own.body.total).toBe(1);
    const removed = await a.client.delete(`${D}/${a.domain._id}/tenant/${a.school._id}/member/${a.member._id}`);
    expect(removed.status).toBe(200);
  });

  it('gives a group administrator and a platform member 404 on these routes of their own group', async () => {
    const { domain, tenant, client } = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const member = await t.member(tenant, SvLevel.SV_MEMBER);
    const before = await tenantState(t.dataSource, tenant._id);
    expect((await client.delete(`${D}/${domain._id}/tenant/${tenant._id}/member/${member._id}`)).body).toEqual(NOT_FOUND);
    expect((await client.get(`${D}/${domain._id}/tenant/${tenant._id}/invitation`)).body).toEqual(NOT_FOUND);
    expect(await tenantState(t.dataSource, tenant._id)).toEqual(before);
  });

  it('answers 404 in German for ids that are no UUID or name nothing, and changes nothing', async () => {
    const { domain, school, member, client } = await domainWithSchool();
    const other = await t.user();
    const before = await tenantState(t.dataSource, school._id);
    const paths = [
      `${D}/kein-uuid/tenant/${school._id}/member/${member._id}`,
      `${D}/${domain._id}/tenant/kein-uuid/member/${member._id}`,
      `${D}/${domain._id}/tenant/${school._id}/member/kein-uuid`,
      `${D}/${domain._id}/tenant/${school._id}/member/${'1'.repeat(5000)}`,
      `${D}/${domain._id}/tenant/${school._id}/member/%00`,
      `${D}/${domain._id}/tenant/${school._id}/member/${member._id.toUpperCase()}x`,
      `${D}/${randomUUID()}/tenant/${school._id}/member/${member._id}`,
      `${D}/${domain._id}/tenant/${randomUUID()}/member/${member._id}`,
      // A UUID of nobody, and of an account that is not in the group.
      `${D}/${domain._id}/tenant/${school._id}/member/${randomUUID()}`,
      `${D}/${domain._id}/tenant/${school._id}/member/${other._id}`,
    ];
    for (const path of paths) {
      const res = await client.delete(path);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 404, body: NOT_FOUND });
    }
    for (const path of [
      `${D}/kein-uuid/tenant/${school._id}/invitation`,
      `${D}/${domain._id}/tenant/kein-uuid/invitation`,
      `${D}/${domain._id}/tenant/${randomUUID()}/invitation`,
      `${D}/${domain._id}/tenant/${'%27'.repeat(300)}/invitation`,
    ]) {
      const res = await client.get(path);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 404, body: NOT_FOUND });
    }
    expect(await tenantState(t.dataSource, school._id)).toEqual(before);
    expect(await removals(school._id)).toEqual([]);
  });

  it('refuses bad query parameters of the invitation list with a German 400', async () => {
    const { domain, school, client } = await domainWithSchool();
    const url = `${D}/${domain._id}/tenant/${school._id}/invitation`;
    const cases: [Record<string, unknown> | string, ReturnType<typeof validationError>][] = [
      [{ page: 'abc' }, validationError('page', PAGE_NOT_INT)],
      [{ page: '1e20' }, validationError('page', PAGE_TOO_HIGH)],
      [{ page: '99999999999999999999999' }, validationError('page', PAGE_TOO_HIGH)],
      [{ page: '0' }, validationError('page', 'Die Seite muss mindestens 1 sein.')],
      [{ pageSize: '2.5' }, validationError('pageSize', PAGE_SIZE_NOT_INT)],
      [{ pageSize: '100000' }, validationError('pageSize', 'Die Seitengröße darf höchstens 200 sein.')],
      [{ text: 'x'.repeat(5000) }, validationError('text', TEXT_TOO_LONG)],
      // Brackets are not parsed into objects: such a name is simply a field the route does not know.
      ['text[]=a&text[]=b', validationError('text[]', UNKNOWN_FIELD)],
      ['text[a]=b', validationError('text[a]', UNKNOWN_FIELD)],
      ['page=1&page=2', validationError('page', PAGE_NOT_INT)],
      [{ state: 'IRGENDWAS' }, validationError('state', expect.any(String))],
      [{ sort: 'mail' }, validationError('sort', UNKNOWN_FIELD)],
    ];
    const answers: { status: number; body: unknown }[] = [];
    for (const [query] of cases) answers.push(await client.get(url).query(query));
    expect(cases.map(([query], i) => ({ query, status: answers[i].status, body: answers[i].body }))).toEqual(
      cases.map(([query, body]) => ({ query, status: 400, body })),
    );
  });

  it('lets a platform moderator list the invitations of any domain but refuses the same bad input', async () => {
    const { domain, school } = await domainWithSchool();
    const mod = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_MODERATION }));
    const url = `${D}/${domain._id}/tenant/${school._id}/invitation`;
    expect((await mod.get(url)).body.total).toBe(1);
    expect((await mod.get(url).query({ page: 'abc' })).body).toEqual(validationError('page', PAGE_NOT_INT));
    expect((await mod.delete(`${D}/${domain._id}/tenant/${school._id}/member/kein-uuid`)).body).toEqual(NOT_FOUND);
  });
});

describe('security: the public school list of the election form', () => {
  const t = useTestApp({ workers: false });
  const schools = (domainId: string) => `/api/tenant/public/domain/${domainId}/school`;

  it('answers odd, huge and mistyped query parameters with a German 400, never a 500', async () => {
    const domain = await t.domain();
    await t.tenant({ domainId: domain._id, name: 'Goethe-Gymnasium', isPublic: true });
    const url = schools(domain._id);
    const cases: [Record<string, unknown> | string, ReturnType<typeof validationError>][] = [
      [{ page: 'abc' }, validationError('page', PAGE_NOT_INT)],
      [{ page: '-1' }, validationError('page', 'Die Seite muss mindestens 1 sein.')],
      [{ page: '1e20' }, validationError('page', PAGE_TOO_HIGH)],
      [{ page: 'Infinity' }, validationError('page', expect.any(String))],
      [{ pageSize: '0' }, validationError('pageSize', 'Die Seitengröße muss mindestens 1 sein.')],
      [{ pageSize: '1000' }, validationError('pageSize', 'Die Seitengröße darf höchstens 200 sein.')],
      [{ pageSize: 'NaN' }, validationError('pageSize', PAGE_SIZE_NOT_INT)],
      [{ text: 'Schule'.repeat(2000) }, validationError('text', TEXT_TOO_LONG)],
      [{ text: 'Goethe\u0000' }, validationError('text', 'Das Feld „text“ enthält unzulässige Steuerzeichen.')],
      ['text[]=Goethe&text[]=Schiller', validationError('text[]', UNKNOWN_FIELD)],
      ['text[$ne]=x', validationError('text[$ne]', UNKNOWN_FIELD)],
      ['text=Goethe&text=Schiller', validationError('text', TEXT_NOT_TEXT)],
      ['pageSize=1&pageSize=2', validationError('pageSize', PAGE_SIZE_NOT_INT)],
      [{ domainId: randomUUID() }, validationError('domainId', UNKNOWN_FIELD)],
      [{ type: 'NETWORK' }, validationError('type', UNKNOWN_FIELD)],
      [`${'x'.repeat(200)}=1`, validationError('x'.repeat(200), UNKNOWN_FIELD)],
    ];
    const answers: { status: number; body: unknown }[] = [];
    for (const [query] of cases) answers.push(await t.client().get(url).query(query));
    expect(cases.map(([query], i) => ({ query, status: answers[i].status, body: answers[i].body }))).toEqual(
      cases.map(([query, body]) => ({ query, status: 400, body })),
    );
    // Odd but readable values may be taken as numbers ('0x10' is 16); none of them is a server error.
    for (const value of ['0x10', ' 1 ', '1.0', '', '+1', '1e3', '%', '\u00a0', '١']) {
      for (const key of ['page', 'pageSize', 'text']) {
        const res = await t
          .client()
          .get(url)
          .query({ [key]: value });
        expect({ key, value, ok: [200, 400].includes(res.status) }).toEqual({ key, value, ok: true });
      }
    }
    // Still answering, and still right.
    const ok = await t.client().get(url).query({ text: 'goethe', page: '1', pageSize: '5' });
    expect(ok.body).toEqual({ items: [{ _id: expect.any(String), name: 'Goethe-Gymnasium' }], total: 1, page: 1, pageSize: 5 });
  });

  it('answers 404 in German for a domain id that is no UUID or names no domain', async () => {
    for (const id of ['kein-uuid', randomUUID(), '%00', "1' OR '1'='1", 'x'.repeat(3000)]) {
      const res = await request(t.url).get(schools(encodeURIComponent(id)));
      expect({ id: id.slice(0, 20), status: res.status, body: res.body }).toEqual({ id: id.slice(0, 20), status: 404, body: NOT_FOUND });
    }
  });
});
