// Prints the gzipped JavaScript (and CSS) a route loads, from the Vite build manifest, and the brotli
// bytes the API actually sends for it (the build's precompressed .br files).
// Usage: node web/scripts/bundle-size.mjs [dist-web]   (run `npm run build:web` first)
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const outDir = resolve(process.argv[2] ?? 'dist-web');
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The files a chunk needs before it runs: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  (chunk.imports ?? []).forEach((dep) => closure(dep, seen));
  return seen;
}

function files(keys) {
  const result = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    result.add(chunk.file);
    (chunk.css ?? []).forEach((css) => result.add(css));
  }
  return [...result];
}

function size(list) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of list) {
    const content = readFileSync(join(outDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    const precompressed = join(outDir, `${file}.br`);
    // Files the build left uncompressed (small or incompressible) go out as they are.
    brotli += existsSync(precompressed) ? readFileSync(precompressed).length : content.length;
  }
  return { raw, gzip, brotli };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// What each route loads: the entry plus the lazy route modules the router imports for it. Logged in,
// the layout waits for the session sagas (loaded with the first login), so they count there too.
// The entry only picks the start (app/main.tsx): the full app's router is app-main.tsx.
const SESSION = 'src/app/root-saga.ts';
const APP = 'src/app/app-main.tsx';
const ROUTES = {
  'login (/auth)': [APP, 'src/features/auth/components/auth-layout.tsx', 'src/features/auth/components/login-page.tsx'],
  'first screen after login (/sv/dashboard)': [
    APP,
    SESSION,
    'src/app/layout/app-layout.tsx',
    'src/features/tenant/components/dashboard-page.tsx',
  ],
  'homepage without group (/)': [APP, SESSION, 'src/app/layout/app-layout.tsx', 'src/app/pages/home-page.tsx'],
};

// The public pages (issue 25 §3) start from their own router (app/public-main.tsx) and have a budget.
const PUBLIC_BUDGET = 200 * 1024;
const PUBLIC_START = ['src/app/public-main.tsx', 'src/app/layout/public-layout.tsx'];
const PUBLIC_ROUTES = {
  'event registration and check-in (/event-registration/{id}, /event-checkin/{id})': ['src/features/event/public-routes.tsx'],
  'event programme (/event-program/{id})': ['src/features/event/public-program-route.tsx'],
  'survey, TAN survey and survey confirmation (/survey-transaction/{id}, /survey-confirm)': ['src/features/survey/public-routes.tsx'],
  'election registration (/election-registration)': ['src/features/election/routes.tsx'],
  'public profile (/p/{shortcode})': ['src/features/profile/public-routes.tsx'],
};
for (const [name, modules] of Object.entries(PUBLIC_ROUTES)) ROUTES[name] = [...PUBLIC_START, ...modules];

let failed = false;
for (const [name, modules] of Object.entries(ROUTES)) {
  const keys = new Set(closure(entryKey));
  for (const module of modules) {
    if (!manifest[module]) {
      console.error(`missing in manifest: ${module}`);
      failed = true;
      continue;
    }
    closure(module, keys);
  }
  const list = files(keys);
  const js = size(list.filter((file) => file.endsWith('.js')));
  const css = size(list.filter((file) => file.endsWith('.css')));
  const budget = name in PUBLIC_ROUTES ? `, budget ${kb(PUBLIC_BUDGET)}: ${js.gzip <= PUBLIC_BUDGET ? 'within' : 'OVER'}` : '';
  console.log(
    `${name}: JS ${kb(js.gzip)} gzip (${kb(js.raw)} raw, ${kb(js.brotli)} brotli as served), CSS ${kb(css.gzip)} gzip, ${list.length} files${budget}`,
  );
}
process.exit(failed ? 1 : 0);
