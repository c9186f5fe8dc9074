// The one upload pipe (issue 12 §1), exercised through a test-only owner (test/fixtures/files): limits,
// content sniffing, field names, the `materials` JSON text, and that a refused or failed request stores
// nothing, creates no owner and leaves no temporary file.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSON_ARRAY_MESSAGES } from '#api/common/validation/json-array';
import { FILE_MESSAGES, UPLOAD_MAX_BYTES } from '#shared/files';
import { SvLevel } from '#shared/levels';
import { CREATE_TEST_OWNER_TABLE, MaterialTestModule, TEST_OWNER_TABLE } from '../fixtures/files/material-test.module';
import { CSV_TEXT, docx, exe, HTML_PAGE, jpeg, pdf, PLAIN_TEXT, png, SVG_WITH_SCRIPT, textOfSize } from '../fixtures/files/sample-files';
import { makeUploadDirs } from '../fixtures/files/upload-dirs';
import { apiError, validationError } from '../helpers/expect';
import { useTestApp } from '../helpers/test-app';

const TOO_LARGE = apiError(413, 'FILE_TOO_LARGE', FILE_MESSAGES.fileInvalid);
const REFUSED = apiError(415, 'FILE_TYPE_REFUSED', FILE_MESSAGES.fileInvalid);
const TOO_MANY = apiError(400, 'TOO_MANY_FILES', FILE_MESSAGES.tooManyFiles);

describe('files: the upload pipe', () => {
  const dirs = makeUploadDirs();
  const savedTmp = process.env.TMPDIR;
  beforeAll(() => {
    // The app runs in this process: anything it would write to the system temp folder lands here.
    process.env.TMPDIR = dirs.temp;
  });
  afterAll(() => {
    process.env.TMPDIR = savedTmp;
    dirs.cleanup();
  });
  const t = useTestApp({ workers: false, imports: [MaterialTestModule], env: { UPLOAD_DIR: dirs.uploads } });
  beforeAll(() => t.dataSource.query(CREATE_TEST_OWNER_TABLE));

  async function member() {
    return t.memberSession({ level: SvLevel.SV_MEMBER });
  }

  async function counts(tenantId: string) {
    const [row] = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM material WHERE tenant_id = $1) AS materials,
              (SELECT count(*)::int FROM ${TEST_OWNER_TABLE} WHERE tenant_id = $1) AS owners`,
      [tenantId],
    );
    return { ...row, stored: dirs.stored().length, temporary: dirs.temporary().length };
  }

  /** Nothing in the database, the store or the temp folder changed for this tenant. */
  async function expectNothingLeft(tenantId: string, before: { stored: number }) {
    expect(await counts(tenantId)).toEqual({ materials: 0, owners: 0, stored: before.stored, temporary: 0 });
  }

  it('stores accepted files with the type their content shows, not the one the client claims', async () => {
    const s = await member();
    const res = await s.client
      .post(`/api/test-files/tenant/${s.tenant._id}/owner`)
      .field('title', 'Sitzung')
      .attach('newUploads', png(), { filename: 'bild.png', contentType: 'image/png' })
      .attach('newUploads', jpeg(), { filename: 'foto.jpg', contentType: 'application/octet-stream' })
      .attach('newUploads', await pdf(), { filename: 'Protokoll Schülerrat.pdf', contentType: 'text/plain' })
      .attach('newUploads', docx(), { filename: 'Einladung.docx', contentType: 'application/zip' })
      .attach('newUploads', CSV_TEXT, { filename: 'stimmen.csv', contentType: 'text/csv' })
      .attach('newUploads', PLAIN_TEXT, { filename: 'notizen.txt', contentType: 'text/plain' });
    expect(res.status).toBe(201);
    expect(res.body.materials.map((m: { name: string; mimeType: string }) => [m.name, m.mimeType])).toEqual([
      ['bild.png', 'image/png'],
      ['foto.jpg', 'image/jpeg'],
      ['Protokoll Schülerrat.pdf', 'application/pdf'],
      ['Einladung.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['stimmen.csv', 'text/csv'],
      ['notizen.txt', 'text/plain'],
    ]);
    // Images are stored re-encoded (issue 24 §15): the size is the stored one.
    expect(res.body.materials[0]).toEqual({ _id: expect.any(String), name: 'bild.png', size: expect.any(Number), mimeType: 'image/png' });
    const keys: { storage_key: string }[] = await t.dataSource.query('SELECT storage_key FROM material WHERE owner_id = $1', [
      res.body._id,
    ]);
    // Random keys: nothing of the file name reaches the store.
    for (const { storage_key } of keys) expect(storage_key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(dirs.temporary()).toEqual([]);
  });

  it('refuses an EXE renamed .png, an SVG with script and an HTML file sent as PDF, storing nothing', async () => {
    const s = await member();
    const before = await counts(s.tenant._id);
    const url = `/api/test-files/tenant/${s.tenant._id}/owner`;
    const liars = [
      { body: exe(), filename: 'katze.png', contentType: 'image/png' },
      { body: SVG_WITH_SCRIPT, filename: 'logo.svg', contentType: 'image/svg+xml' },
      { body: SVG_WITH_SCRIPT, filename: 'logo.png', contentType: 'image/png' },
      { body: HTML_PAGE, filename: 'rechnung.pdf', contentType: 'application/pdf' },
    ];
    for (const { body, ...file } of liars) {
      const res = await s.client.post(url).attach('newUploads', png(), 'gut.png').attach('newUploads', body, file);
      expect({ file: file.filename, status: res.status, body: res.body }).toEqual({ file: file.filename, status: 415, body: REFUSED });
    }
    await expectNothingLeft(s.tenant._id, before);
  });

  it('takes only raster images in image fields: no SVG, no PDF', async () => {
    const s = await member();
    const url = `/api/test-files/tenant/${s.tenant._id}/image`;
    const ok = await s.client.post(url).attach('image', png(), 'a.png').attach('avatarImage', jpeg(), 'b.jpg');
    expect(ok.status).toBe(201);
    expect(ok.body.map((f: { mimeType: string }) => f.mimeType)).toEqual(['image/png', 'image/jpeg']);
    for (const [body, name] of [
      [SVG_WITH_SCRIPT, 'a.svg'],
      [await pdf(), 'a.pdf'],
      [exe(), 'a.png'],
    ] as const) {
      const res = await s.client.post(url).attach('image', body, name);
      expect(res.status).toBe(415);
      expect(res.body).toEqual(REFUSED);
    }
    const two = await s.client.post(url).attach('image', png(), 'a.png').attach('image', png(), 'b.png');
    expect(two.status).toBe(400);
  });

  it('accepts a file of exactly 5 MB and answers 413 for one byte more, storing nothing', async () => {
    const s = await member();
    const url = `/api/test-files/tenant/${s.tenant._id}/owner`;
    const exact = await s.client.post(url).attach('newUploads', textOfSize(UPLOAD_MAX_BYTES), 'genau-5-mb.txt');
    expect(exact.status).toBe(201);
    expect(exact.body.materials[0]).toMatchObject({ size: UPLOAD_MAX_BYTES, mimeType: 'text/plain' });

    const before = await counts(s.tenant._id);
    const over = await s.client.post(url).attach('newUploads', textOfSize(UPLOAD_MAX_BYTES + 1), 'zu-gross.txt');
    expect(over.status).toBe(413);
    expect(over.body).toEqual(TOO_LARGE);
    expect(await counts(s.tenant._id)).toEqual(before);
  });

  it('answers 400 for 11 files and for a file in a field the route does not name', async () => {
    const s = await member();
    const url = `/api/test-files/tenant/${s.tenant._id}/owner`;
    let request = s.client.post(url);
    for (let i = 0; i < 11; i++) request = request.attach('newUploads', png(), `bild-${i}.png`);
    const eleven = await request;
    expect(eleven.status).toBe(400);
    expect(eleven.body).toEqual(TOO_MANY);

    let ten = s.client.post(url);
    for (let i = 0; i < 10; i++) ten = ten.attach('newUploads', png(), `bild-${i}.png`);
    expect((await ten).status).toBe(201);

    const wrongField = await s.client.post(url).attach('file', png(), 'a.png');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.code).toBe('UPLOAD_FIELD_UNKNOWN');
    // The chat's route takes `files`, and only that.
    const chat = await s.client.post(`/api/test-files/tenant/${s.tenant._id}/chat`).attach('files', PLAIN_TEXT, 'a.txt');
    expect(chat.status).toBe(201);
    expect((await s.client.post(`/api/test-files/tenant/${s.tenant._id}/chat`).attach('newUploads', PLAIN_TEXT, 'a.txt')).status).toBe(400);
  });

  it('answers 400 with a German message for broken or wrongly shaped JSON in materials', async () => {
    const s = await member();
    const created = await s.client.post(`/api/test-files/tenant/${s.tenant._id}/owner`).attach('newUploads', png(), 'a.png');
    const url = `/api/test-files/tenant/${s.tenant._id}/owner/${created.body._id}`;
    for (const bad of ['[abc', '{"_id":"x"}', '["keine-id"]', '[1]', '']) {
      const res = await s.client.put(url).field('materials', bad).attach('newUploads', png(), 'b.png');
      expect({ bad, status: res.status, body: res.body }).toEqual({
        bad,
        status: 400,
        body: validationError('materials', JSON_ARRAY_MESSAGES.materialsInvalid),
      });
    }
    expect((await s.client.get(url)).body.materials).toHaveLength(1);
  });

  it('removes the stored files again when the owner’s transaction rolls back', async () => {
    const s = await member();
    const before = await counts(s.tenant._id);
    const res = await s.client
      .post(`/api/test-files/tenant/${s.tenant._id}/owner`)
      .field('fail', 'afterUpload')
      .attach('newUploads', png(), 'a.png')
      .attach('newUploads', await pdf(), 'b.pdf');
    expect(res.status).toBe(409);
    await expectNothingLeft(s.tenant._id, before);
  });

  it('refuses uploads without a login before reading them', async () => {
    const s = await member();
    const res = await t.client().post(`/api/test-files/tenant/${s.tenant._id}/owner`).attach('newUploads', png(), 'a.png');
    expect(res.status).toBe(401);
  });

  describe('when the store fails', () => {
    // The upload folder's parent is a plain file: every write fails as on a broken or full disk.
    const blocked = join(dirs.temp, '..', 'not-a-folder');
    const broken = useTestApp(() => {
      writeFileSync(blocked, 'x');
      return { workers: false, imports: [MaterialTestModule], env: { UPLOAD_DIR: join(blocked, 'uploads') } };
    });

    it('answers 503 in German and leaves no half-created owner', async () => {
      const s = await broken.memberSession({ level: SvLevel.SV_MEMBER });
      const res = await s.client.post(`/api/test-files/tenant/${s.tenant._id}/owner`).attach('newUploads', png(), 'a.png');
      expect(res.status).toBe(503);
      expect(res.body).toEqual(
        apiError(503, 'STORAGE_UNAVAILABLE', 'Die Datei konnte gerade nicht gespeichert werden. Bitte versuche es später noch einmal.'),
      );
      const [row] = await broken.dataSource.query(`SELECT count(*)::int AS n FROM ${TEST_OWNER_TABLE} WHERE tenant_id = $1`, [
        s.tenant._id,
      ]);
      expect(row.n).toBe(0);
    });
  });
});
