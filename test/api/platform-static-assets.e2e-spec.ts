// The built web app as the API serves it: precompressed files by Accept-Encoding, cache headers, and /api
// untouched by the static files. Needs a web build with its .br/.gz copies (npx vite build --config vite.config.mts).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, TestApp } from '../helpers/app';

const DIST = path.resolve(__dirname, '../../dist-web');
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that leaves the body as sent (supertest and fetch would decompress it). */
function rawGet(base: string, urlPath: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${urlPath}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('HTTP platform: the web app, precompressed and cached', () => {
  let t: TestApp;
  let entryJs: string;
  let entryCss: string | undefined;

  beforeAll(async () => {
    if (!existsSync(path.join(DIST, 'index.html.br')))
      throw new Error('no precompressed web build: run `npx vite build --config vite.config.mts` first');
    const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; css?: string[] }
    >;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    entryJs = `/${entry.file}`;
    entryCss = entry.css?.[0] && `/${entry.css[0]}`;
    t = await createTestApp({ workers: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const onDisk = (urlPath: string) => readFileSync(path.join(DIST, urlPath));

  it('sends a hashed script as brotli to a browser that accepts it, cached for a year', async () => {
    const res = await rawGet(t.url, entryJs, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(onDisk(entryJs).length / 2);
    expect(brotliDecompressSync(res.body).equals(onDisk(entryJs))).toBe(true);
  });

  it('falls back to gzip, and to the plain file for a client that accepts neither', async () => {
    const gzip = await rawGet(t.url, entryJs, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(gzip.body).equals(onDisk(entryJs))).toBe(true);

    const weighed = await rawGet(t.url, entryJs, { 'accept-encoding': 'br;q=0.5, gzip;q=1' });
    expect(weighed.headers['content-encoding']).toBe('gzip');

    for (const acceptEncoding of ['identity', 'br;q=0, gzip;q=0']) {
      const plain = await rawGet(t.url, entryJs, { 'accept-encoding': acceptEncoding });
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      expect(plain.body.equals(onDisk(entryJs))).toBe(true);
    }
  });

  it('sends stylesheets compressed with their own type', async () => {
    if (!entryCss) return;
    const res = await rawGet(t.url, entryCss, { 'accept-encoding': 'br' });
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    if (existsSync(path.join(DIST, `${entryCss}.br`))) expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends index.html compressed and revalidated, for the root and for every client-side route', async () => {
    for (const route of ['/', '/index.html', '/auth/login', '/sv/dashboard']) {
      const res = await rawGet(t.url, route, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
      expect({ route, status: res.status }).toEqual({ route, status: 200 });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(res.body).toString('utf8')).toBe(onDisk('index.html').toString('utf8'));
    }
  });

  it('leaves /api to the API: no web files, no index.html, JSON errors', async () => {
    const health = await rawGet(t.url, '/api/health', { accept: 'text/html,application/json', 'accept-encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.headers['content-type']).toMatch(/application\/json/);
    expect(health.headers['content-encoding']).toBeUndefined();

    const missing = await rawGet(t.url, '/api/gibt-es-nicht', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(missing.body.toString('utf8')).code).toBe('NOT_FOUND');
  });

  it('does not serve the build manifest', async () => {
    const res = await rawGet(t.url, '/.vite/manifest.json', { accept: 'application/json' });
    expect(res.status).toBe(404);
  });
});
