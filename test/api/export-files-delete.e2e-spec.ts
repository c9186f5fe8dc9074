// Rendered exports name people (names, e-mail addresses): their stored files go with whatever they belong
// to. Deleting an event, a check-in (every export of its event may name the person), a group or a domain
// removes the rows and, once that commits, the files in the export storage (beside UPLOAD_DIR), and nothing
// of anyone else.
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { EventAttendee } from '#api/modules/event/entities/event-attendee.entity';
import { PlatformLevel, SvLevel, TenantType } from '#shared/levels';
import { createEvent, eventGroup, EventGroup } from '../fixtures/event';
import { makeUploadDirs } from '../fixtures/files/upload-dirs';
import { electionBody } from '../helpers/election';
import { makeDomainAdmin } from '../helpers/factories';
import { eventually } from '../helpers/tenancy';
import { useTestApp } from '../helpers/test-app';

const dirs = makeUploadDirs();
// The export storage sits beside UPLOAD_DIR (object-storage.ts).
const exportsDir = join(dirname(dirs.uploads), 'exports');

/** Every file below the export storage, relative. */
function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

/** The objects go after the commit, without the request waiting for them. */
async function settled(expected: number): Promise<string[]> {
  for (let i = 0; i < 50 && filesIn(exportsDir).length !== expected; i++) await new Promise((r) => setTimeout(r, 100));
  return filesIn(exportsDir);
}

describe('exports: a deleted owner leaves no stored export file', () => {
  const t = useTestApp({ env: { UPLOAD_DIR: dirs.uploads } });
  afterAll(() => dirs.cleanup());

  async function done(client: TestAgent, url: string, body: object = {}): Promise<string> {
    const start = await client.post(url).send(body);
    expect(start.status).toBe(202);
    await eventually(
      () => client.get(`${url}/${start.body._id}`),
      (r) => r.body.state === 'DONE',
      20000,
    );
    return start.body._id as string;
  }

  /** An event with one check-in, its attendee list and that person's certificate rendered. */
  async function eventWithExports(g: EventGroup) {
    const event = await createEvent(g);
    const attendee = await t.dataSource.getRepository(EventAttendee).save({
      tenantId: g.tenant._id,
      eventId: event._id,
      firstName: 'Şahin',
      lastName: 'Yılmaz',
      mail: 'sahin@schule.test',
      answers: {},
    });
    const url = `${g.url}/${event._id}/export`;
    const admin = g.as(SvLevel.SV_ADMIN);
    const list = await done(admin, url, { kind: 'attendees' });
    await done(admin, url, { kind: 'certificates', attendeeId: attendee._id });
    return { event, attendee, url, list };
  }

  it('deleting a check-in removes every export file of its event (list and certificate); deleting the event leaves no row', async () => {
    const g = await eventGroup(t);
    const other = await eventGroup(t);
    const before = filesIn(exportsDir).length;
    const kept = await eventWithExports(other);
    const { event, attendee } = await eventWithExports(g);
    expect(filesIn(exportsDir)).toHaveLength(before + 4);
    const admin = g.as(SvLevel.SV_ADMIN);

    expect((await admin.delete(`${g.url}/${event._id}/attendee/${attendee._id}`)).status).toBe(200);
    expect(await settled(before + 2)).toHaveLength(before + 2);
    const rows = () => t.dataSource.query(`SELECT kind FROM event_export WHERE event_id = $1`, [event._id]);
    expect(await rows()).toEqual([]);

    expect((await admin.delete(`${g.url}/${event._id}`)).status).toBe(200);
    expect(await rows()).toEqual([]);
    const left = await settled(before + 2);
    expect(left).toHaveLength(before + 2);
    expect(left.filter((f) => f.includes(g.tenant._id))).toEqual([]);
    // The other group's event keeps its files, and they still download.
    expect(left.filter((f) => f.includes(other.tenant._id))).toHaveLength(2);
    expect((await other.as(SvLevel.SV_ADMIN).get(`${kept.url}/${kept.list}/file`)).status).toBe(200);
  });

  it('deleting a group removes its event export files, and only its own', async () => {
    const going = await eventGroup(t);
    const staying = await eventGroup(t);
    await eventWithExports(going);
    await eventWithExports(staying);
    const platform = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION }));
    const before = filesIn(exportsDir);
    expect(before.filter((f) => f.includes(going.tenant._id))).toHaveLength(2);

    expect((await platform.delete(`/api/tenant/admin/tenant/${going.tenant._id}`)).status).toBe(200);
    const left = await settled(before.length - 2);
    expect(left.filter((f) => f.includes(going.tenant._id))).toEqual([]);
    expect(left.filter((f) => f.includes(staying.tenant._id))).toHaveLength(2);
  });

  it('deleting a domain removes its delegate list files', async () => {
    const domain = await t.domain();
    const ssr = await t.tenant({ domainId: domain._id, type: TenantType.SSR });
    const school = await t.tenant({ domainId: domain._id });
    const admin = await t.user();
    await makeDomainAdmin(t.dataSource, domain._id, admin._id);
    const client = await t.login(admin);
    const reg = await t.client().post('/api/tenant/public/election').send(electionBody(domain._id, school._id));
    expect((await client.post(`/api/tenant/admin/domain/${domain._id}/election/${reg.body._id}`)).status).toBe(200);
    const url = `/api/tenant/admin/domain/${domain._id}/election/delegates/export`;
    for (const format of ['pdf', 'csv']) {
      const start = await client.post(url).query({ year: 2026, format });
      expect(start.status).toBe(202);
      await eventually(
        () => client.get(`${url}/${start.body._id}`),
        (r) => r.body.state === 'DONE',
        20000,
      );
    }
    const before = filesIn(exportsDir);
    expect(before.filter((f) => f.startsWith(`${domain._id}/`))).toHaveLength(2);

    const platform = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION }));
    for (const group of [school, ssr]) expect((await platform.delete(`/api/tenant/admin/tenant/${group._id}`)).status).toBe(200);
    // The domain's lists are the domain's record: a deleted school leaves them.
    expect(filesIn(exportsDir).filter((f) => f.startsWith(`${domain._id}/`))).toHaveLength(2);
    expect((await platform.delete(`/api/tenant/admin/domain/${domain._id}`)).status).toBe(200);
    const left = await settled(before.length - 2);
    expect(left.filter((f) => f.startsWith(`${domain._id}/`))).toEqual([]);
    expect(await t.dataSource.query(`SELECT 1 FROM delegate_export WHERE domain_id = $1`, [domain._id])).toEqual([]);
  });
});
