// Group import from CSV: POST /tenant/admin/tenant/import (platform) and
// POST /tenant/admin/domain/{domainId}/tenant/import (domain administrators, their domain only).
import type TestAgent from 'supertest/lib/agent';
import { PlatformLevel, TenantType } from '#shared/levels';
import { validationError } from '../helpers/expect';
import { makeDomainAdmin } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

describe('tenant: group import', () => {
  const t = useTestApp();
  let mod: TestAgent;
  beforeAll(async () => {
    mod = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION }));
  });

  const names = async (domainId: string) =>
    (await t.dataSource.query(`SELECT name, type FROM tenant WHERE domain_id = $1 ORDER BY name`, [domainId])) as {
      name: string;
      type: string;
    }[];

  it('imports a semicolon file with BOM and empty lines, skipping existing names and duplicates, per line', async () => {
    const domain = await t.domain();
    const other = await t.domain();
    await t.tenant({ domainId: domain._id, name: 'Goetheschule' });
    await t.tenant({ domainId: other._id, name: 'Schillerschule' });
    const csv =
      '\uFEFFName;Ort\r\nGOETHESCHULE;Mitte\r\n\r\nSchillerschule;Nord\r\nKäthe-Kollwitz-Schule, Oberstufe;Süd\r\n;leer\r\nschillerschule;doppelt\r\n';
    const res = await mod
      .post('/api/tenant/admin/tenant/import')
      .field('domainId', domain._id)
      .field('type', 'SV')
      .attach('file', Buffer.from(csv, 'utf8'), { filename: 'schulen.txt', contentType: 'application/octet-stream' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ created: 2, skipped: 2, errors: 1 });
    expect(res.body.lines).toEqual([
      { line: 2, name: 'GOETHESCHULE', result: 'skipped', message: 'Eine Gruppe mit diesem Namen gibt es in diesem Verband bereits.' },
      { line: 4, name: 'Schillerschule', result: 'created', tenantId: expect.any(String) },
      { line: 5, name: 'Käthe-Kollwitz-Schule, Oberstufe', result: 'created', tenantId: expect.any(String) },
      { line: 6, name: '', result: 'error', message: 'In dieser Zeile fehlt der Name.' },
      { line: 7, name: 'schillerschule', result: 'skipped', message: 'Dieser Name kommt in der Datei mehrfach vor.' },
    ]);
    expect(await names(domain._id)).toEqual([
      { name: 'Goetheschule', type: 'SV' },
      { name: 'Käthe-Kollwitz-Schule, Oberstufe', type: 'SV' },
      { name: 'Schillerschule', type: 'SV' },
    ]);
    // The other domain's same-named group is neither skipped against nor touched.
    expect(await names(other._id)).toEqual([{ name: 'Schillerschule', type: 'SV' }]);
    const audit = await t.dataSource.query(`SELECT detail FROM audit_log WHERE action = 'tenant.import' AND domain_id = $1`, [domain._id]);
    expect(audit[0].detail).toMatchObject({ created: 2, skipped: 2, errors: 1 });
  });

  it('imports a comma file as networks', async () => {
    const domain = await t.domain();
    const res = await mod
      .post('/api/tenant/admin/tenant/import')
      .field('domainId', domain._id)
      .field('type', 'NETWORK')
      .attach('file', Buffer.from('nr,name\n1,Netzwerk A\n2,"Netzwerk B; Süd"\n'), 'n.csv');
    expect(res.body.lines.map((l: { name: string; result: string }) => [l.name, l.result])).toEqual([
      ['Netzwerk A', 'created'],
      ['Netzwerk B; Süd', 'created'],
    ]);
    expect((await names(domain._id)).every((n) => n.type === TenantType.NETWORK)).toBe(true);
  });

  it('refuses bad files with German messages and creates nothing', async () => {
    const domain = await t.domain();
    const post = () => mod.post('/api/tenant/admin/tenant/import').field('domainId', domain._id).field('type', 'SV');
    expect((await post()).body).toMatchObject(validationError('file', 'Bitte wähle eine CSV-Datei aus.'));
    expect((await post().attach('file', Buffer.from('titel;ort\nA;B\n'), 'a.csv')).body).toMatchObject(
      validationError('file', "Die CSV-Datei braucht eine Spalte 'name'."),
    );
    expect((await post().attach('file', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe]), 'bild.csv')).body).toMatchObject(
      validationError('file', 'Die Datei ist keine lesbare CSV-Datei.'),
    );
    const big = await post().attach('file', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'), 'gross.csv');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Die Datei ist zu groß oder hat ein falsches Format.');
    const noDomain = await mod
      .post('/api/tenant/admin/tenant/import')
      .field('type', 'SV')
      .attach('file', Buffer.from('name\nA\n'), 'a.csv');
    expect(noDomain.body).toMatchObject(validationError('domainId', 'Bitte wähle einen Verband aus.'));
    expect(await names(domain._id)).toEqual([]);
  });

  it('lets a domain administrator import into their own domain only', async () => {
    const domain = await t.domain();
    const user = await t.user();
    await makeDomainAdmin(t.dataSource, domain._id, user._id);
    const client = await t.login(user);
    const res = await client
      .post(`/api/tenant/admin/domain/${domain._id}/tenant/import`)
      .field('type', 'SV')
      .attach('file', Buffer.from('name\nRealschule Ost\n'), 'a.csv');
    expect(res.status).toBe(201);
    expect(res.body.created).toBe(1);
    expect(await names(domain._id)).toEqual([{ name: 'Realschule Ost', type: 'SV' }]);
    const forbidden = await client
      .post('/api/tenant/admin/tenant/import')
      .field('domainId', domain._id)
      .field('type', 'SV')
      .attach('file', Buffer.from('name\nB\n'), 'a.csv');
    expect(forbidden.status).toBe(403);
  });
});
