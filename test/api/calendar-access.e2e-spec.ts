// Who sees which calendar entry: view access at every level of every group type (lists, by id, and the
// entry's files), a second group's member on every route, and downloads without a login.
import { randomUUID } from 'node:crypto';
import { NetworkLevel, SsrLevel, SvLevel, tenantLevels, TenantType } from '#shared/levels';
import { calendarGroup, calendarState, entry, multipart, PDF } from '../helpers/calendar';
import { expectApiError, NOT_FOUND, UNAUTHENTICATED } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

/** The files module's 404 (its own sentence): the same answer as for an id that does not exist. */
const FILE_NOT_FOUND = { statusCode: 404, code: 'NOT_FOUND' };

describe('calendar: view access and isolation', () => {
  const t = useTestApp();

  it.each([
    [TenantType.SV, SvLevel.SV_ADMIN],
    [TenantType.SSR, SsrLevel.SSR_ADMIN],
    [TenantType.NETWORK, NetworkLevel.NETWORK_ADMIN],
  ])('in a %s group every level sees exactly the entries at or below it, in the list and by id', async (type, admin) => {
    const g = await calendarGroup(t, type);
    const levels = tenantLevels(type);
    const ids: Record<number, string> = {};
    for (const level of levels) {
      const res = await multipart(g.members[admin].client.post(g.url), entry({ title: `Ab Stufe ${level}`, viewAccess: level }));
      expect(res.status).toBe(201);
      ids[level] = res.body._id;
    }
    for (const viewer of levels) {
      const client = g.members[viewer].client;
      const list = await client.get(g.url);
      const visible = levels.filter((level) => level <= viewer);
      expect(list.body.total).toBe(visible.length);
      expect(list.body.items.map((e: { viewAccess: number }) => e.viewAccess).sort()).toEqual(visible);
      for (const level of levels) {
        const res = await client.get(`${g.url}/${ids[level]}`);
        if (level <= viewer) expect(res.status).toBe(200);
        else expect(res.body).toEqual(NOT_FOUND);
      }
    }
  });

  it('hides an entry above a member’s level on every route, editors included, and changes nothing', async () => {
    const g = await calendarGroup(t);
    const hidden = await multipart(g.members[SvLevel.SV_ADMIN].client.post(g.url), entry({ viewAccess: SvLevel.SV_ADMIN }));
    const url = `${g.url}/${hidden.body._id}`;
    const before = await calendarState(t, g.tenant._id);
    // The board holds calendar:edit and calendar:delete, but does not see a chair-only entry.
    const board = g.members[SvLevel.SV_BOARD].client;
    expect((await board.get(url)).body).toEqual(NOT_FOUND);
    expect((await multipart(board.put(url), { title: 'Gefunden' })).body).toEqual(NOT_FOUND);
    expect((await board.delete(url)).body).toEqual(NOT_FOUND);
    expect((await g.members[SvLevel.GUEST].client.get(url)).body).toEqual(NOT_FOUND);
    expect(await calendarState(t, g.tenant._id)).toEqual(before);
  });

  it('answers 404 to another group’s member on every route, whatever their level there, and changes nothing', async () => {
    const g = await calendarGroup(t);
    const created = await multipart(g.members[SvLevel.SV_ADMIN].client.post(g.url), entry(), [{ name: 'Plan.pdf', body: PDF }]);
    const url = `${g.url}/${created.body._id}`;
    const { client: stranger, tenant: own } = await t.memberSession({ level: SvLevel.SV_ADMIN });
    const before = await calendarState(t, g.tenant._id);

    for (const res of [
      await stranger.get(g.url),
      await multipart(stranger.post(g.url), entry()),
      await stranger.get(url),
      await multipart(stranger.put(url), { title: 'Übernommen' }),
      await stranger.delete(url),
    ]) {
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: NOT_FOUND });
    }
    expectApiError(await stranger.get(`/api/files/${created.body.materials[0]._id}`), FILE_NOT_FOUND);
    // The entry's id under the stranger's own group: no such entry there.
    const ownUrl = `/api/calendar/tenant/${own._id}/event/${created.body._id}`;
    expect((await stranger.get(ownUrl)).body).toEqual(NOT_FOUND);
    expect((await multipart(stranger.put(ownUrl), { title: 'Übernommen' })).body).toEqual(NOT_FOUND);
    expect((await stranger.delete(ownUrl)).body).toEqual(NOT_FOUND);
    expect((await stranger.get(`/api/calendar/tenant/${own._id}/event`)).body.total).toBe(0);
    expect(await calendarState(t, g.tenant._id)).toEqual(before);
  });

  it('serves an entry’s file to those who see the entry: 404 below its view access or elsewhere, 401 without a login', async () => {
    const g = await calendarGroup(t);
    const created = await multipart(g.members[SvLevel.SV_ADMIN].client.post(g.url), entry({ viewAccess: SvLevel.SV_MEMBER }), [
      { name: 'Protokoll Übersicht.pdf', body: PDF },
    ]);
    expect(created.status).toBe(201);
    const [material] = created.body.materials;
    expect(material).toEqual({ _id: expect.any(String), name: 'Protokoll Übersicht.pdf', size: PDF.length, mimeType: 'application/pdf' });
    const download = `/api/files/${material._id}`;

    const ok = await g.members[SvLevel.SV_MEMBER].client.get(download).buffer(true);
    expect(ok.status).toBe(200);
    expect(Buffer.from(ok.body)).toEqual(PDF);
    expect(ok.headers['x-content-type-options']).toBe('nosniff');

    expectApiError(await g.members[SvLevel.CLASS_SPEAKER].client.get(download), FILE_NOT_FOUND);
    expectApiError(await g.members[SvLevel.GUEST].client.get(download), FILE_NOT_FOUND);
    const { client: stranger } = await t.memberSession({ level: SvLevel.SV_ADMIN });
    expectApiError(await stranger.get(download), FILE_NOT_FOUND);
    expectApiError(await t.client().get(download), UNAUTHENTICATED);

    // Raised above the member's level later, the file goes with the entry.
    await multipart(g.members[SvLevel.SV_ADMIN].client.put(`${g.url}/${created.body._id}`), { viewAccess: SvLevel.SV_BOARD });
    expectApiError(await g.members[SvLevel.SV_MEMBER].client.get(download), FILE_NOT_FOUND);
    expect((await g.members[SvLevel.SV_BOARD].client.get(download)).status).toBe(200);

    // Switched off, the module's files are gone too; unknown ids are simply not found.
    await t.dataSource.query(`UPDATE tenant SET integrations = integrations || '{"calendar": false}' WHERE id = $1`, [g.tenant._id]);
    expectApiError(await g.members[SvLevel.SV_ADMIN].client.get(download), FILE_NOT_FOUND);
    expectApiError(await g.members[SvLevel.SV_ADMIN].client.get(`/api/files/${randomUUID()}`), FILE_NOT_FOUND);
  });
});
