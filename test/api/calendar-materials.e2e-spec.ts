// An entry's files through the calendar routes: uploads on create and update, `materials` as the list of
// files to keep, ids of other entries or groups refused, files that lie about their type refused, and the
// files going with a deleted entry.
import { SvLevel } from '#shared/levels';
import { MESSAGES } from '#shared/validation';
import { calendarGroup, calendarState, entry, EXE, multipart, PDF } from '../helpers/calendar';
import { expectApiError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const TEXT = Buffer.from('Tagesordnung\n1. Schulfest\n2. Verschiedenes\n', 'utf8');

describe('calendar: materials', () => {
  const t = useTestApp();
  let g: Awaited<ReturnType<typeof calendarGroup>>;
  beforeAll(async () => {
    g = await calendarGroup(t);
  });
  const admin = () => g.members[SvLevel.SV_ADMIN].client;
  const names = (body: { materials: { name: string }[] }) => body.materials.map((m) => m.name).sort();

  it('adds files on create and on update, keeps all when `materials` is left out and only those listed otherwise', async () => {
    const created = await multipart(admin().post(g.url), entry(), [
      { name: 'Plan.pdf', body: PDF },
      { name: 'Notizen.txt', body: TEXT },
    ]);
    expect(created.status).toBe(201);
    expect(names(created.body)).toEqual(['Notizen.txt', 'Plan.pdf']);
    const url = `${g.url}/${created.body._id}`;

    const added = await multipart(admin().put(url), { title: 'Mit Anhang' }, [{ name: 'Nachtrag.pdf', body: PDF }]);
    expect(added.status).toBe(200);
    expect(names(added.body)).toEqual(['Nachtrag.pdf', 'Notizen.txt', 'Plan.pdf']);
    expect(names((await admin().get(url)).body)).toEqual(['Nachtrag.pdf', 'Notizen.txt', 'Plan.pdf']);

    const keep = added.body.materials.filter((m: { name: string }) => m.name !== 'Plan.pdf').map((m: { _id: string }) => m._id);
    const removed = added.body.materials.find((m: { name: string }) => m.name === 'Plan.pdf');
    const kept = await multipart(admin().put(url), { materials: JSON.stringify(keep) }, [{ name: 'Neu.pdf', body: PDF }]);
    expect(kept.status).toBe(200);
    // The new upload is not in the keep list and stays all the same: the list names existing files only.
    expect(names(kept.body)).toEqual(['Nachtrag.pdf', 'Neu.pdf', 'Notizen.txt']);
    expect((await admin().get(`/api/files/${removed._id}`)).status).toBe(404);

    const list = await admin().get(g.url).query({ text: 'Mit Anhang' });
    expect(names(list.body.items[0])).toEqual(['Nachtrag.pdf', 'Neu.pdf', 'Notizen.txt']);

    const none = await multipart(admin().put(url), { materials: '[]' });
    expect(none.body.materials).toEqual([]);
  });

  it('refuses an id of another entry or another group in `materials` with 400 and changes nothing', async () => {
    const mine = await multipart(admin().post(g.url), entry({ title: 'Meins' }), [{ name: 'Meins.pdf', body: PDF }]);
    const sibling = await multipart(admin().post(g.url), entry({ title: 'Nachbar' }), [{ name: 'Nachbar.pdf', body: PDF }]);
    const other = await calendarGroup(t);
    const foreign = await multipart(other.members[SvLevel.SV_ADMIN].client.post(other.url), entry(), [{ name: 'Fremd.pdf', body: PDF }]);
    const url = `${g.url}/${mine.body._id}`;
    const before = await calendarState(t, g.tenant._id);
    const beforeOther = await calendarState(t, other.tenant._id);

    for (const id of [foreign.body.materials[0]._id, sibling.body.materials[0]._id]) {
      const res = await multipart(admin().put(url), { title: 'Geändert', materials: JSON.stringify([mine.body.materials[0]._id, id]) }, [
        { name: 'Dazu.pdf', body: PDF },
      ]);
      expectApiError(res, { statusCode: 400 });
    }
    expect(await calendarState(t, g.tenant._id)).toEqual(before);
    expect(await calendarState(t, other.tenant._id)).toEqual(beforeOther);
    expect((await other.members[SvLevel.SV_ADMIN].client.get(`/api/files/${foreign.body.materials[0]._id}`)).status).toBe(200);
  });

  it('refuses a file that lies about its type (415) and one too many (400) through the calendar route, storing nothing', async () => {
    const created = await multipart(admin().post(g.url), entry());
    const before = await calendarState(t, g.tenant._id);
    const lying = await multipart(admin().post(g.url), entry({ title: 'Virus' }), [{ name: 'foto.png', body: EXE }]);
    expectApiError(lying, { statusCode: 415, message: MESSAGES.fileInvalid });
    const lyingPut = await multipart(admin().put(`${g.url}/${created.body._id}`), { title: 'Virus' }, [{ name: 'plan.pdf', body: EXE }]);
    expectApiError(lyingPut, { statusCode: 415, message: MESSAGES.fileInvalid });
    const html = await multipart(admin().post(g.url), entry(), [
      { name: 'plan.pdf', body: Buffer.from('<html><script>alert(1)</script></html>') },
    ]);
    expectApiError(html, { statusCode: 415, message: MESSAGES.fileInvalid });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `Datei ${i}.pdf`, body: PDF }));
    expectApiError(await multipart(admin().post(g.url), entry(), eleven), { statusCode: 400 });
    expect(await calendarState(t, g.tenant._id)).toEqual(before);
  });

  it('deletes an entry’s files with the entry', async () => {
    const created = await multipart(admin().post(g.url), entry(), [{ name: 'Weg.pdf', body: PDF }]);
    const download = `/api/files/${created.body.materials[0]._id}`;
    expect((await admin().get(download)).status).toBe(200);
    expect((await admin().delete(`${g.url}/${created.body._id}`)).status).toBe(200);
    expect((await admin().get(download)).status).toBe(404);
    const rows = await t.dataSource.query(`SELECT id FROM material WHERE owner_id = $1`, [created.body._id]);
    expect(rows).toEqual([]);
  });
});
