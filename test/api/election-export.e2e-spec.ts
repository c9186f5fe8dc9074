// Delegate list per legislative period: POST .../election/delegates/export?year&format, GET .../export/{id}
// (state, progress) and GET .../export/{id}/file (only for that domain's administrators).
import type TestAgent from 'supertest/lib/agent';
import { PlatformLevel, SvLevel, TenantType } from '#shared/levels';
import { binary, pdfText } from '../helpers/downloads';
import { electionBody } from '../helpers/election';
import { NOT_FOUND, validationError } from '../helpers/expect';
import { describeExportContract, finishedExport } from '../helpers/exports';
import { makeDomainAdmin } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

describe('tenant: delegate list export', () => {
  const t = useTestApp();

  /** A domain's administrator, logged in. */
  async function domainAdmin(domainId: string) {
    const admin = await t.user();
    await makeDomainAdmin(t.dataSource, domainId, admin._id);
    return t.login(admin);
  }

  describeExportContract(t, {
    table: 'delegate_export',
    owner: async () => {
      const domain = await t.domain();
      return {
        client: await domainAdmin(domain._id),
        url: `/api/tenant/admin/domain/${domain._id}/election/delegates/export`,
        stranger: await domainAdmin((await t.domain())._id),
        deleteOwner: async () => {
          const platform = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION }));
          expect((await platform.delete(`/api/tenant/admin/domain/${domain._id}`)).status).toBe(200);
        },
      };
    },
    request: (client, url) => client.post(url).query({ year: 2026, format: 'csv' }),
    fileName: 'Delegiertenliste_2026-27.csv',
  });

  async function validatedDomain() {
    const domain = await t.domain();
    await t.tenant({ domainId: domain._id, type: TenantType.SSR });
    const admin = await t.user();
    await makeDomainAdmin(t.dataSource, domain._id, admin._id);
    const client = await t.login(admin);
    const schools = [
      await t.tenant({ domainId: domain._id, name: 'Bertha-von-Suttner-Schule' }),
      await t.tenant({ domainId: domain._id, name: 'Ännchen-Gymnasium' }),
    ];
    const bodies = [];
    for (const school of schools) {
      const body = electionBody(domain._id, school._id);
      const res = await t.client().post('/api/tenant/public/election').send(body);
      expect((await client.post(`/api/tenant/admin/domain/${domain._id}/election/${res.body._id}`)).status).toBe(200);
      bodies.push(body);
    }
    return { domain, client, bodies };
  }

  async function finished(client: TestAgent, domainId: string, format: string) {
    const url = `/api/tenant/admin/domain/${domainId}/election/delegates/export`;
    const start = await client.post(url).query({ year: 2026, format });
    expect(start.body).toMatchObject({ format, schoolYear: '2026/27' });
    const view = await finishedExport(client, url, start);
    expect(view.fileName).toBe(`Delegiertenliste_2026-27.${format}`);
    return view._id;
  }

  it('renders a PDF whose text names every delegate and deputy delegate per school', async () => {
    const { domain, client, bodies } = await validatedDomain();
    const id = await finished(client, domain._id, 'pdf');
    const file = await client.get(`/api/tenant/admin/domain/${domain._id}/election/delegates/export/${id}/file`).buffer(true).parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const stdout = await pdfText(file.body as Buffer);
    expect(stdout).toContain('Delegiertenliste 2026/27');
    expect(stdout).toContain('Ännchen-Gymnasium');
    expect(stdout).toContain('Bertha-von-Suttner-Schule');
    for (const body of bodies) {
      for (const p of [body.people.DELEGATE_1, body.people.DELEGATE_2, body.people.DEPUTY_DELEGATE_1, body.people.DEPUTY_DELEGATE_2]) {
        expect(stdout).toContain(p.mail);
      }
    }
    expect(stdout).toContain('Jürgen Größer');
    expect(stdout).toContain('Özlem Äpfelbaum');
    expect(stdout).not.toContain('Sören');
  });

  it('renders a CSV with one line per delegate', async () => {
    const { domain, client, bodies } = await validatedDomain();
    const id = await finished(client, domain._id, 'csv');
    const file = await client.get(`/api/tenant/admin/domain/${domain._id}/election/delegates/export/${id}/file`).buffer(true).parse(binary);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = (file.body as Buffer).toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Schule;Funktion;Vorname;Nachname;Klasse;E-Mail');
    expect(lines).toHaveLength(1 + 8);
    expect(lines[1]).toBe(`Ännchen-Gymnasium;1. Delegierte*r zum Stadtschülerrat;Jürgen;Größer;11;${bodies[1].people.DELEGATE_1.mail}`);
  });

  it("refuses bad input and every other domain's administrator or a group admin", async () => {
    const { domain, client } = await validatedDomain();
    expect(
      (await client.post(`/api/tenant/admin/domain/${domain._id}/election/delegates/export`).query({ format: 'docx' })).body,
    ).toMatchObject(validationError('format', "Bitte wähle das Format 'pdf' oder 'csv'."));
    const id = await finished(client, domain._id, 'csv');
    const other = await t.domain();
    const stranger = await t.user();
    await makeDomainAdmin(t.dataSource, other._id, stranger._id);
    const s = await t.login(stranger);
    const group = await t.memberSession({ level: SvLevel.SV_ADMIN });
    for (const c of [s, group.client]) {
      expect((await c.get(`/api/tenant/admin/domain/${domain._id}/election/delegates/export/${id}/file`)).body).toEqual(NOT_FOUND);
      expect((await c.get(`/api/tenant/admin/domain/${domain._id}/election/delegates/export/${id}`)).body).toEqual(NOT_FOUND);
      expect((await c.post(`/api/tenant/admin/domain/${domain._id}/election/delegates/export`).query({ format: 'pdf' })).body).toEqual(
        NOT_FOUND,
      );
    }
    // Through the stranger's own domain path the export does not exist either.
    expect((await s.get(`/api/tenant/admin/domain/${other._id}/election/delegates/export/${id}/file`)).body).toEqual(NOT_FOUND);
  });
});
