// Serves the built web app (dist-web) at `/`: the files the build precompressed (.br, .gz next to the
// original, see web/scripts/compress-assets.mjs) by the client's Accept-Encoding, hashed files under
// /assets cached for a year, index.html and the service worker's files revalidated on every load and sent for every client-side route.
// /api never reaches the file system: the API answers those paths and each request saves a stat call.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type PageMeta, withPageMeta } from './common/http/page-meta';

/** The Open Graph data of a client route, or null for a route that has none (then index.html goes as built). */
export type PageMetaLookup = (urlPath: string) => Promise<PageMeta | null>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

type Encoding = 'br' | 'gzip';

/**
 * Files whose name stays the same across builds and that must be looked at on every load: the page itself,
 * and the service worker with what it installs (a cached old sw.js would keep serving an old app).
 */
const REVALIDATED = new Set(['index.html', 'sw.js', 'offline.html', 'manifest.webmanifest']);

interface WebFile {
  file: string;
  ext: string;
  cacheControl: string;
  encodings: Set<Encoding>;
}

export function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/');
}

/** The encoding to send among those available: brotli before gzip unless the client weighs them otherwise. */
export function pickEncoding(acceptEncoding: string | undefined, available: Set<Encoding>): Encoding | undefined {
  if (!acceptEncoding || !available.size) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const candidate of ['br', 'gzip'] as const) {
    if (available.has(candidate) && weight(candidate) > 0 && (!best || weight(candidate) > weight(best))) best = candidate;
  }
  return best;
}

/** Every file of the build by its URL path, read once at start-up (the build does not change while the API runs). */
function scan(dir: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  const names = new Set<string>();
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue; // .vite/manifest.json is build metadata, not content
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else names.add(child);
    }
  };
  walk('');
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const encodings = new Set<Encoding>();
    if (names.has(`${name}.br`)) encodings.add('br');
    if (names.has(`${name}.gz`)) encodings.add('gzip');
    const cacheControl = name.startsWith('assets/') ? IMMUTABLE : REVALIDATED.has(name) ? REVALIDATE : SHORT;
    files.set(`/${name}`, { file: path.join(dir, name), ext: path.extname(name), cacheControl, encodings });
  }
  return files;
}

function sendWebFile(req: Request, res: Response, next: NextFunction, web: WebFile) {
  const encoding = pickEncoding(req.headers['accept-encoding'], web.encodings);
  if (web.encodings.size) res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', web.cacheControl);
  // send keeps a Content-Type that is already set, so a .br file goes out as the type of its original.
  res.type(web.ext);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  const file = encoding ? `${web.file}.${encoding === 'br' ? 'br' : 'gz'}` : web.file;
  res.sendFile(file, { cacheControl: false }, (err?: NodeJS.ErrnoException) => {
    if (!err || res.headersSent) return;
    res.removeHeader('Content-Encoding');
    res.removeHeader('Content-Type');
    next(err.code === 'ENOENT' ? undefined : err);
  });
}

export function webAppMiddleware(dir: string, pageMeta?: PageMetaLookup): RequestHandler {
  const files = scan(dir);
  const index = files.get('/index.html')!;
  const indexHtml = readFileSync(index.file, 'utf8');
  // Files that appeared after start-up (a rebuild under a running API) are still served, uncompressed.
  const late = express.static(dir, {
    index: false,
    maxAge: '1h',
    setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', IMMUTABLE);
    },
  });
  const spaRoute = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || !req.accepts('html')) return next();
    if (!pageMeta) return sendWebFile(req, res, next, index);
    pageMeta(req.path)
      .then((meta) => {
        if (!meta) return sendWebFile(req, res, next, index);
        res.setHeader('Cache-Control', REVALIDATE);
        res.type('html').send(withPageMeta(indexHtml, meta));
      })
      // A failed lookup costs the preview, never the page.
      .catch(() => sendWebFile(req, res, next, index));
  };
  return (req, res, next) => {
    if (isApiPath(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const web = files.get(req.path);
    if (web) return sendWebFile(req, res, next, web);
    late(req, res, (err?: unknown) => (err ? next(err) : spaRoute(req, res, next)));
  };
}
