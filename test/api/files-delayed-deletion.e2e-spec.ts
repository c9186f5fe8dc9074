// Deleted uploads stay in the store for STORAGE_DELETE_DELAY_DAYS (issue 27 §3), listed in storage_deletion,
// so that a database restored from a backup of that age still finds its files; the workers' hourly
// housekeeping removes them once due, and only them.
import { PendingDeletions } from '#api/common/export/pending-deletions';
import { PlatformLevel, SvLevel } from '#shared/levels';
import { makeUploadDirs } from '../fixtures/files/upload-dirs';
import { calendarGroup, entry, multipart, PDF } from '../helpers/calendar';
import { useTestApp } from '../helpers/test-app';

const dirs = makeUploadDirs();

describe('files: deletions of uploads are delayed', () => {
  const t = useTestApp({ env: { UPLOAD_DIR: dirs.uploads, STORAGE_DELETE_DELAY_DAYS: '30' } });
  afterAll(() => dirs.cleanup());

  it('keeps the files of a deleted group for 30 days, then housekeeping removes them', async () => {
    const going = await calendarGroup(t);
    const staying = await calendarGroup(t);
    const upload = (g: typeof going, name: string) =>
      multipart(g.members[SvLevel.SV_ADMIN].client.post(g.url), entry(), [{ name, body: PDF }]);
    expect((await upload(going, 'Protokoll.pdf')).status).toBe(201);
    expect((await upload(going, 'Plan.pdf')).status).toBe(201);
    expect((await upload(staying, 'Bleibt.pdf')).status).toBe(201);
    const keysOf = async (tenantId: string) =>
      ((await t.dataSource.query(`SELECT storage_key FROM material WHERE tenant_id = $1`, [tenantId])) as { storage_key: string }[])
        .map((r) => r.storage_key)
        .sort();
    const goingKeys = await keysOf(going.tenant._id);
    const stayingKeys = await keysOf(staying.tenant._id);

    const admin = await t.login(await t.user({ permissionLevel: PlatformLevel.PLENUM_ADMINISTRATION }));
    expect((await admin.delete(`/api/tenant/admin/tenant/${going.tenant._id}`)).status).toBe(200);
    expect(await keysOf(going.tenant._id)).toEqual([]);

    const pendingOf = async (keys: string[]) =>
      (await t.dataSource.query(
        `SELECT storage_key, round(extract(epoch FROM due_at - now()) / 86400)::int AS days FROM storage_deletion
          WHERE area = 'uploads' AND storage_key = ANY($1) ORDER BY storage_key`,
        [keys],
      )) as { storage_key: string; days: number }[];
    for (let i = 0; i < 50 && (await pendingOf(goingKeys)).length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await pendingOf(goingKeys)).toEqual(goingKeys.map((key) => ({ storage_key: key, days: 30 })));
    // Still stored under their keys: a database restored from yesterday's backup finds them.
    expect(dirs.stored()).toHaveLength(3);

    const housekeeping = t.workers!.get(PendingDeletions);
    expect(await housekeeping.purgeDue()).toBe(0);
    expect(dirs.stored()).toHaveLength(3);

    await t.dataSource.query(`UPDATE storage_deletion SET due_at = now() - interval '1 minute' WHERE storage_key = ANY($1)`, [goingKeys]);
    expect(await housekeeping.purgeDue()).toBe(2);
    expect(dirs.stored()).toEqual([expect.stringContaining(stayingKeys[0])]);
    expect(await pendingOf(goingKeys)).toEqual([]);
  });
});
