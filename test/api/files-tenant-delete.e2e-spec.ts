// Deleting a group takes its stored files with it: the rows go with the tenant, the objects once the
// deletion commits, so no pupil's upload lingers in the store without a row pointing at it.
import { PlatformLevel, SvLevel } from '#shared/levels';
import { makeUploadDirs } from '../fixtures/files/upload-dirs';
import { calendarGroup, entry, multipart, PDF } from '../helpers/calendar';
import { useTestApp } from '../helpers/test-app';

const dirs = makeUploadDirs();

describe('files: a deleted group leaves no stored file', () => {
  const t = useTestApp({ workers: false, env: { UPLOAD_DIR: dirs.uploads } });
  afterAll(() => dirs.cleanup());

  it('removes the rows and the objects of every material of the group, and only of that group', async () => {
    const going = await calendarGroup(t);
    const staying = await calendarGroup(t);
    const upload = (g: typeof going, name: string) =>
      multipart(g.members[SvLevel.SV_ADMIN].client.post(g.url), entry(), [{ name, body: PDF }]);
    expect((await upload(going, 'Protokoll.pdf')).status).toBe(201);
    expect((await upload(going, 'Plan.pdf')).status).toBe(201);
    const kept = await upload(staying, 'Bleibt.pdf');
    expect(kept.status).toBe(201);
    expect(dirs.stored()).toHaveLength(3);

    const admin = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION }));
    expect((await admin.delete(`/api/tenant/admin/tenant/${going.tenant._id}`)).status).toBe(200);

    const rows = await t.dataSource.query(`SELECT tenant_id FROM material WHERE tenant_id = ANY($1)`, [
      [going.tenant._id, staying.tenant._id],
    ]);
    expect(rows).toEqual([{ tenant_id: staying.tenant._id }]);
    // The objects go after the commit, without the request waiting for them.
    for (let i = 0; i < 50 && dirs.stored().length > 1; i++) await new Promise((r) => setTimeout(r, 100));
    expect(dirs.stored()).toHaveLength(1);
    const download = await staying.members[SvLevel.SV_ADMIN].client.get(`/api/files/${kept.body.materials[0]._id}`);
    expect(download.status).toBe(200);
  });
});
