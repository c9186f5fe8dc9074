// GET /api/files/{materialId} and the life of an owner's materials: who may download (401 / 404 as the
// owning module's resolver says), what the answer carries (original name with umlauts, nosniff, inline
// images), and keepOnly / removeAllOf deleting rows and stored objects, refusing another owner's ids.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { SvLevel } from '#shared/levels';
import { CREATE_TEST_OWNER_TABLE, MaterialTestModule } from '../fixtures/files/material-test.module';
import { CSV_TEXT, pdf, PLAIN_TEXT, png } from '../fixtures/files/sample-files';
import { makeUploadDirs } from '../fixtures/files/upload-dirs';
import { NOT_FOUND, UNAUTHENTICATED, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const FOREIGN = validationError('materials', 'Mindestens ein Material gehört nicht zu diesem Eintrag.');

/** supertest buffers binary bodies only when told to. */
function binary(res: Response, callback: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('files: downloads and an owner’s materials', () => {
  const dirs = makeUploadDirs();
  afterAll(() => dirs.cleanup());
  const t = useTestApp({ workers: false, imports: [MaterialTestModule], env: { UPLOAD_DIR: dirs.uploads } });
  beforeAll(() => t.dataSource.query(CREATE_TEST_OWNER_TABLE));

  async function ownerWith(client: Awaited<ReturnType<typeof t.memberSession>>['client'], tenantId: string, minLevel = 0) {
    const res = await client
      .post(`/api/test-files/tenant/${tenantId}/owner`)
      .field('minLevel', String(minLevel))
      .attach('newUploads', png(), { filename: 'Gruppenfoto Übersicht.png', contentType: 'image/png' })
      .attach('newUploads', await pdf(), { filename: 'Protokoll Schülerrat März.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(201);
    return res.body as { _id: string; materials: { _id: string; name: string; size: number; mimeType: string }[] };
  }

  async function storedPath(materialId: string) {
    const [row] = await t.dataSource.query('SELECT storage_key FROM material WHERE id = $1', [materialId]);
    return join(dirs.uploads, row.storage_key);
  }

  it('serves a PDF as attachment with its German name intact and nosniff', async () => {
    const s = await t.memberSession({ level: SvLevel.SV_MEMBER });
    const owner = await ownerWith(s.client, s.tenant._id);
    const material = owner.materials[1];
    const res = await s.client.get(`/api/files/${material._id}`).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Protokoll Schuelerrat Maerz.pdf"; filename*=UTF-8''Protokoll%20Sch%C3%BClerrat%20M%C3%A4rz.pdf`,
    );
    expect(decodeURIComponent(res.headers['content-disposition'].split("UTF-8''")[1])).toBe('Protokoll Schülerrat März.pdf');
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.body.length).toBe(material.size);
  });

  it('serves images inline and text with its charset', async () => {
    const s = await t.memberSession({ level: SvLevel.SV_MEMBER });
    const owner = await ownerWith(s.client, s.tenant._id);
    const image = await s.client.get(`/api/files/${owner.materials[0]._id}`).buffer(true).parse(binary);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(
      /^inline; filename="Gruppenfoto Uebersicht.png"; filename\*=UTF-8''Gruppenfoto%20%C3%9Cbersicht\.png$/,
    );
    // Stored re-encoded without metadata (issue 24 §15): still the PNG, at the size the owner lists.
    expect(image.body.subarray(1, 4).toString()).toBe('PNG');
    expect(image.body.length).toBe(owner.materials[0].size);

    const text = await s.client
      .post(`/api/test-files/tenant/${s.tenant._id}/owner`)
      .attach('newUploads', CSV_TEXT, { filename: 'stimmen.csv', contentType: 'text/html' });
    const csv = await s.client.get(`/api/files/${text.body.materials[0]._id}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment;/);
    expect(csv.text).toBe(CSV_TEXT.toString());
  });

  it('answers 401 without a login and 404 to whoever may not see the owner', async () => {
    const s = await t.memberSession({ level: SvLevel.SV_BOARD });
    const owner = await ownerWith(s.client, s.tenant._id, SvLevel.SV_BOARD);
    const url = `/api/files/${owner.materials[1]._id}`;

    const anonymous = await t.client().get(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(UNAUTHENTICATED);

    // A member below the owner's view access, and a member of another group.
    const guest = await t.member(s.tenant, SvLevel.GUEST);
    const other = await t.memberSession({ level: SvLevel.SV_ADMIN });
    for (const client of [await t.login(guest), other.client]) {
      const res = await client.get(url);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    expect((await s.client.get(url)).status).toBe(200);
    expect((await s.client.get('/api/files/3f0c6a52-8d1e-4c3b-9a57-1b2c3d4e5f60')).status).toBe(404);
    expect((await s.client.get('/api/files/kein-uuid')).body).toEqual(NOT_FOUND);
    for (const id of ['x'.repeat(5000), encodeURIComponent('<script>alert(1)</script>'), `${owner.materials[1]._id}x`]) {
      expect((await s.client.get(`/api/files/${id}`)).body).toEqual(NOT_FOUND);
    }
  });

  it('keeps the listed materials, deletes the others with their files after commit, and adds new ones', async () => {
    const s = await t.memberSession({ level: SvLevel.SV_MEMBER });
    const owner = await ownerWith(s.client, s.tenant._id);
    const [keep, drop] = owner.materials;
    const dropPath = await storedPath(drop._id);
    expect(existsSync(dropPath)).toBe(true);

    const res = await s.client
      .put(`/api/test-files/tenant/${s.tenant._id}/owner/${owner._id}`)
      .field('materials', JSON.stringify([keep._id]))
      .attach('newUploads', PLAIN_TEXT, 'neu.txt');
    expect(res.status).toBe(200);
    expect(res.body.materials.map((m: { name: string }) => m.name)).toEqual(['Gruppenfoto Übersicht.png', 'neu.txt']);
    expect(existsSync(dropPath)).toBe(false);
    expect((await s.client.get(`/api/files/${drop._id}`)).status).toBe(404);

    // Without `materials` every material stays.
    const untouched = await s.client.put(`/api/test-files/tenant/${s.tenant._id}/owner/${owner._id}`).send({ title: 'Neu' });
    expect(untouched.body.materials).toHaveLength(2);
  });

  it('refuses another owner’s or another group’s material id and changes nothing', async () => {
    const s = await t.memberSession({ level: SvLevel.SV_MEMBER });
    const mine = await ownerWith(s.client, s.tenant._id);
    const sibling = await ownerWith(s.client, s.tenant._id);
    const other = await t.memberSession({ level: SvLevel.SV_MEMBER });
    const foreign = await ownerWith(other.client, other.tenant._id);
    const stored = dirs.stored().length;

    for (const stranger of [sibling.materials[0]._id, foreign.materials[0]._id]) {
      const res = await s.client
        .put(`/api/test-files/tenant/${s.tenant._id}/owner/${mine._id}`)
        .field('materials', JSON.stringify([mine.materials[0]._id, stranger]))
        .attach('newUploads', PLAIN_TEXT, 'neu.txt');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(FOREIGN);
    }
    const after = await s.client.get(`/api/test-files/tenant/${s.tenant._id}/owner/${mine._id}`);
    expect(after.body.materials).toEqual(mine.materials);
    expect((await other.client.get(`/api/files/${foreign.materials[0]._id}`)).status).toBe(200);
    expect((await s.client.get(`/api/files/${sibling.materials[0]._id}`)).status).toBe(200);
    // The upload of the refused request was rolled back with it.
    expect(dirs.stored().length).toBe(stored);
  });

  it('deletes every material and its file with the owner, and lists a page of owners in one call', async () => {
    const s = await t.memberSession({ level: SvLevel.SV_MEMBER });
    const gone = await ownerWith(s.client, s.tenant._id);
    const kept = await ownerWith(s.client, s.tenant._id);
    const paths = await Promise.all(gone.materials.map((m) => storedPath(m._id)));

    const listed = await s.client.get(`/api/test-files/tenant/${s.tenant._id}/owners`);
    expect(listed.body).toEqual({ [gone._id]: gone.materials, [kept._id]: kept.materials });

    expect((await s.client.delete(`/api/test-files/tenant/${s.tenant._id}/owner/${gone._id}`)).status).toBe(200);
    for (const path of paths) expect(existsSync(path)).toBe(false);
    const [row] = await t.dataSource.query('SELECT count(*)::int AS n FROM material WHERE owner_id = $1', [gone._id]);
    expect(row.n).toBe(0);
    expect((await s.client.get(`/api/test-files/tenant/${s.tenant._id}/owners`)).body).toEqual({ [kept._id]: kept.materials });
  });
});
