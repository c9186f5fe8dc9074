// The S3 adapter of the one storage interface against a real S3-compatible server (s3rver, from npm),
// started on a free port with a temporary folder: objects go in and out, and the whole app stores and serves
// uploads there when S3_ENDPOINT is set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '#api/config/config';
import { createObjectStorage } from '#api/infrastructure/storage/create-object-storage';
import { S3ObjectStorage } from '#api/infrastructure/storage/s3-object-storage';
import { SvLevel } from '#shared/levels';
import { CREATE_TEST_OWNER_TABLE, MaterialTestModule } from '../fixtures/files/material-test.module';
import { pdf } from '../fixtures/files/sample-files';
import { useTestApp } from '../helpers/test-app';

const BUCKET = 'plenum-test';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('files: S3-compatible storage', () => {
  const directory = mkdtempSync(join(tmpdir(), 'plenum-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  let config: S3Config;

  beforeAll(async () => {
    const { port } = await server.run();
    config = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('puts, opens and deletes objects under the area’s prefix', async () => {
    const storage = createObjectStorage({ uploadDir: '/nicht/benutzt', s3: config }, 'uploads');
    expect(storage).toBeInstanceOf(S3ObjectStorage);
    const data = await pdf();
    await storage.put('ab/objekt-1', data, 'application/pdf');

    const opened = await storage.open('ab/objekt-1');
    expect(opened?.size).toBe(data.length);
    expect(Buffer.compare(await readAll(opened!.stream), data)).toBe(0);
    // Exports share the bucket under their own prefix and never see uploads.
    expect(await createObjectStorage({ uploadDir: '/nicht/benutzt', s3: config }, 'exports').open('ab/objekt-1')).toBeNull();

    await storage.delete('ab/objekt-1');
    expect(await storage.open('ab/objekt-1')).toBeNull();
    await expect(storage.delete('ab/objekt-1')).resolves.toBeUndefined();
  });

  it('creates its bucket on the first write to a fresh store', async () => {
    const storage = new S3ObjectStorage({ ...config, bucket: 'plenum-neu' });
    await storage.put('a/b', Buffer.from('Hallo'), 'text/plain');
    expect((await storage.open('a/b'))?.size).toBe(5);
  });

  it('fails loudly when the store cannot be reached, so the upload answers 503', async () => {
    const down = new S3ObjectStorage({ ...config, endpoint: 'http://127.0.0.1:9' });
    await expect(down.put('x/y', Buffer.from('a'))).rejects.toThrow();
  });

  describe('the app with S3_ENDPOINT set', () => {
    const t = useTestApp(() => ({
      workers: false,
      imports: [MaterialTestModule],
      env: {
        S3_ENDPOINT: config.endpoint,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_REGION: 'us-east-1',
      },
    }));
    beforeAll(() => t.dataSource.query(CREATE_TEST_OWNER_TABLE));

    it('stores uploads in the bucket and serves them back', async () => {
      const s = await t.memberSession({ level: SvLevel.SV_MEMBER });
      // A PDF travels byte for byte (images are stored re-encoded, issue 24 §15).
      const document = await pdf();
      const created = await s.client.post(`/api/test-files/tenant/${s.tenant._id}/owner`).attach('newUploads', document, 'Ümlaut.pdf');
      expect(created.status).toBe(201);
      const material = created.body.materials[0];
      const [row] = await t.dataSource.query('SELECT storage_key FROM material WHERE id = $1', [material._id]);
      const direct = await new S3ObjectStorage(config).open(`uploads/${row.storage_key}`);
      expect(direct?.size).toBe(document.length);

      const res = await s.client
        .get(`/api/files/${material._id}`)
        .buffer(true)
        .parse((response, callback) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => callback(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(Buffer.compare(res.body, document)).toBe(0);

      await s.client.delete(`/api/test-files/tenant/${s.tenant._id}/owner/${created.body._id}`);
      expect(await new S3ObjectStorage(config).open(`uploads/${row.storage_key}`)).toBeNull();
    });
  });
});
