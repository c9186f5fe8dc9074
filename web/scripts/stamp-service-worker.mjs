// Gives the built service worker (dist-web/sw.js) this build's version: the hash of index.html, which names
// every hashed entry file. A new build thus changes sw.js, browsers install the new worker, and it drops the
// previous build's cache. Run by the Vite build (vite.config.mts) before the compression.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const PLACEHOLDER = "const VERSION = 'plenum-dev';";

export async function stampServiceWorker(dir) {
  const file = join(dir, 'sw.js');
  const source = await readFile(file, 'utf8');
  if (!source.includes(PLACEHOLDER)) throw new Error(`${file} has no version placeholder: ${PLACEHOLDER}`);
  const index = await readFile(join(dir, 'index.html'));
  const version = createHash('sha256').update(index).digest('hex').slice(0, 12);
  await writeFile(file, source.replace(PLACEHOLDER, `const VERSION = 'plenum-${version}';`));
}
