// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the web build, so the API
// sends compressed bytes without compressing per request (api/src/web-app.middleware.ts picks one by
// Accept-Encoding). Run by the Vite build (vite.config.mts); also usable alone:
//   node web/scripts/compress-assets.mjs [dist-web]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|wasm)$/;
// Below this size the headers of a compressed answer eat the saving.
const MIN_BYTES = 1024;
// Keep a copy only when it saves at least a tenth.
const MAX_RATIO = 0.9;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => join(e.parentPath ?? e.path, e.name));
}

/** Compresses the build in `dir`; returns the raw, brotli and gzip byte totals of the files it compressed. */
export async function compressAssets(dir) {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file) && !file.includes('/.vite/'));
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gz(content, { level: 9 }),
      ]);
      totals.files += 1;
      totals.raw += content.length;
      if (br.length <= content.length * MAX_RATIO) {
        await writeFile(`${file}.br`, br);
        totals.br += br.length;
      }
      if (gzipped.length <= content.length * MAX_RATIO) {
        await writeFile(`${file}.gz`, gzipped);
        totals.gzip += gzipped.length;
      }
    }),
  );
  return totals;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const totals = await compressAssets(resolve(process.argv[2] ?? 'dist-web'));
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`compressed ${totals.files} files: ${kb(totals.raw)} raw, ${kb(totals.br)} brotli, ${kb(totals.gzip)} gzip`);
}
