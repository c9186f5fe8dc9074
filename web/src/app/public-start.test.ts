// A cheap guard for issue 25 §3: the public pages a phone opens at the door (event registration and
// check-in, surveys) must not pull the app's heavy parts back in. It walks the static imports of their
// sources; `npm run bench:web` measures the actual bytes.

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const ROOTS = [
  './public-main.tsx',
  './layout/public-layout.tsx',
  '../features/event/public-routes.tsx',
  '../features/survey/public-routes.tsx',
];
const HEAVY_PACKAGES = ['@tiptap/', 'recharts', 'redux-saga', 'socket.io-client', '@dnd-kit/', 'dayjs/locale/'];
// antd parts that bring tabs, tables, pickers, popups or illustrations along; the public pages use light stand-ins.
const HEAVY_ANTD = [
  'Table',
  'DatePicker',
  'TimePicker',
  'Tabs',
  'Card',
  'Result',
  'Typography',
  'Layout',
  'Tooltip',
  'Upload',
  'Modal',
  'Drawer',
];

const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:([\s\S]*?)\s+from\s+)?'([^']+)'/gm;

function resolve(from: string, spec: string): string | null {
  const parts = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/').replace(/^(?!\.)/, './');
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => path in sources) ?? null;
}

/** Every package import reachable from the roots, with the importing file and the imported names. */
function packageImports() {
  const found: { file: string; spec: string; names: string }[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, names = '', spec] of sources[file].matchAll(STATIC_IMPORT)) {
      if (spec.startsWith('.')) {
        const next = resolve(file, spec);
        if (next) visit(next);
      } else {
        found.push({ file, spec, names });
      }
    }
  };
  ROOTS.forEach(visit);
  return { found, files: seen.size };
}

describe('the public pages stay light', () => {
  it('reach none of the heavy libraries and none of antd’s heavy components', () => {
    const { found, files } = packageImports();
    expect(files).toBeGreaterThan(20);
    const heavyPackages = found.filter((entry) => HEAVY_PACKAGES.some((name) => entry.spec.startsWith(name)));
    expect(heavyPackages).toEqual([]);
    const heavyAntd = found.filter(
      (entry) => entry.spec === 'antd' && HEAVY_ANTD.some((name) => new RegExp(`\\b${name}\\b`).test(entry.names)),
    );
    expect(heavyAntd.map((entry) => `${entry.file}: ${entry.names}`)).toEqual([]);
  });
});
