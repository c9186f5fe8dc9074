#!/usr/bin/env node
// Entry point of the npm scripts that must work on a fresh machine with only Node.js and npm:
// installs dependencies when the lock file changed, installs missing OS packages (redis-server,
// chromium, poppler-utils, zbar-tools, prometheus for promtool) when allowed, builds what is stale, then runs the command.
// Plain CommonJS with Node built-ins only: it runs before node_modules exists.
'use strict';
const { spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const [command, ...rest] = process.argv.slice(2);

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: process.env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) {
    console.error(`[plenum] "${cmd} ${args.join(' ')}" failed with exit code ${status}`);
    process.exit(status);
  }
}

function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const stamp = path.join(root, 'node_modules', '.plenum-install-stamp');
  const hash = crypto
    .createHash('sha256')
    .update(fs.readFileSync(lock))
    .update(fs.readFileSync(path.join(root, 'package.json')))
    .digest('hex');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) return;
  console.log('[plenum] installing dependencies (npm ci) ...');
  mustRun('npm', ['ci', '--no-audit', '--no-fund']);
  fs.writeFileSync(stamp, hash);
}

const OS_PACKAGES = {
  'redis-server': ['/usr/bin/redis-server', '/usr/local/bin/redis-server'],
  chromium: ['/usr/bin/chromium'],
  'poppler-utils': ['/usr/bin/pdftotext'],
  'zbar-tools': ['/usr/bin/zbarimg'],
  // The PDFs embed DejaVu Sans (api/src/infrastructure/export/pdf-fonts.ts); the tests check names print as written.
  'fonts-dejavu-core': ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'],
  // promtool (in Debian's prometheus package) checks the alert rules and lints the metric names.
  prometheus: ['/usr/bin/promtool'],
  // LibreOffice Calc without a display opens the CSV exports as a spreadsheet would (formula defence, phone cells).
  'libreoffice-calc-nogui': ['/usr/bin/soffice', '/usr/lib/libreoffice/program/soffice'],
  // Not here: Debian's pgbouncer, which test/helpers/pgbouncer.ts fetches with `apt-get download` and unpacks
  // into node_modules/.cache: no root needed, and no system service or postgresql-common comes with it.
};

function ensureOsPackages(names) {
  const missing = names.filter((name) => !OS_PACKAGES[name].some((p) => fs.existsSync(p)));
  if (!missing.length) return;
  const isRoot = process.getuid && process.getuid() === 0;
  const sudo = !isRoot && run('sudo', ['-n', 'true'], { stdio: 'ignore' }) === 0;
  if (!isRoot && !sudo) {
    console.error(
      `[plenum] missing system packages: ${missing.join(', ')}.\n` +
        `Install them (Debian/Ubuntu: sudo apt-get install -y ${missing.join(' ')}) ` +
        (missing.includes('redis-server') ? 'or set REDIS_URL to a running Redis ' : '') +
        'and run the command again.',
    );
    process.exit(1);
  }
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const apt = (args) => (prefix.length ? mustRun(prefix[0], [...prefix.slice(1), 'apt-get', ...args]) : mustRun('apt-get', args));
  console.log(`[plenum] installing system packages: ${missing.join(', ')} ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  apt(['update', '-qq']);
  const status = prefix.length
    ? run(prefix[0], [...prefix.slice(1), 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing], { env })
    : run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
  if (status !== 0) process.exit(status);
}

function newestMtime(dirs) {
  let newest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (entry !== 'node_modules') walk(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return newest;
}

function build({ web = true } = {}) {
  const bin = (name) => path.join(root, 'node_modules', '.bin', name);
  // A second start skips the compiler when nothing changed since the last build (tsc is incremental anyway).
  const buildInfo = path.join(root, 'dist', '.tsbuildinfo');
  const compiled = fs.existsSync(buildInfo) ? fs.statSync(buildInfo).mtimeMs : 0;
  if (newestMtime(['api', 'workers', 'test/bench', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json']) > compiled) {
    console.log('[plenum] compiling the server ...');
    mustRun(bin('tsc'), ['-p', 'tsconfig.build.json']);
  }
  if (!web) return;
  const index = path.join(root, 'dist-web', 'index.html');
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  if (newestMtime(['web', 'api/src/shared', 'vite.config.mts', 'package-lock.json']) > built) {
    console.log('[plenum] building the web app ...');
    mustRun(bin('vite'), ['build', '--config', 'vite.config.mts', '--logLevel', 'warn']);
  }
}

function node(script, args = []) {
  return run(process.execPath, [path.join(root, 'dist', script), ...args]);
}

// `npm test`: the type check and the linter first (a type or style error fails the run before any suite
// starts), then the suites, each with its duration, and last the line `Summary: N passed, N failed`.
// What runs side by side shares no state: typecheck with lint; vitest (jsdom, no services) with jest, which
// provisions its own database, Redis and maildev and spreads its files over its workers.
async function runTests() {
  const { spawn } = require('node:child_process');
  const bin = (name) => path.join(root, 'node_modules', '.bin', name);
  const artifacts = path.join(root, 'test', 'artifacts');
  fs.mkdirSync(artifacts, { recursive: true });
  // Jest runs in four processes: the unit files, each half of the API files, the browser files. Each API or
  // browser file boots Nest apps whose modules a jest process never frees (30-60 MB a file), so in one process the
  // heap of some 170 files reached its 8 GB ceiling and the run crawled in garbage collection. Inside each part
  // the files run one at a time. The parts share no state (each provisions its own database, Redis and maildev),
  // so they run in two lanes, one per core: unit, API half 1 and browser in the first (its output streams live);
  // vitest and then API half 2 in the second (its output is kept in files and printed at the end).
  const jestParts = [
    { name: 'unit', lane: 1, args: ['--selectProjects', 'unit'] },
    { name: 'api-1', lane: 1, args: ['--selectProjects', 'api', '--shard=1/2'] },
    { name: 'browser', lane: 1, args: ['--selectProjects', 'browser'] },
    { name: 'api-2', lane: 2, args: ['--selectProjects', 'api', '--shard=2/2'] },
  ].map((part) => ({
    ...part,
    report: path.join(artifacts, `jest-report-${part.name}.json`),
    log: part.lane === 1 ? undefined : path.join(artifacts, `jest-${part.name}.log`),
  }));
  const vitestReport = path.join(artifacts, 'vitest-report.json');
  const vitestLog = path.join(artifacts, 'vitest.log');
  for (const file of [...jestParts.map((part) => part.report), vitestReport]) fs.rmSync(file, { force: true });
  const durations = [];
  let passed = 0;
  let failed = 0;

  /** Runs a command; with `log`, its output goes to that file (printed later) instead of the terminal. */
  const start = (cmd, args, log) =>
    new Promise((resolve) => {
      const began = Date.now();
      const out = log ? fs.openSync(log, 'w') : 'inherit';
      const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ['ignore', out, out] });
      let finished = false;
      const done = (status) => {
        if (finished) return; // 'error' may be followed by 'close'
        finished = true;
        if (log) fs.closeSync(out);
        resolve({ status, seconds: (Date.now() - began) / 1000 });
      };
      child.on('error', (err) => {
        if (log) fs.appendFileSync(log, `${err.message}\n`);
        done(1);
      });
      child.on('close', (code) => done(code ?? 1));
    });
  const secs = (s) => `${Math.round(s)} s`;
  const summary = () => {
    console.log('\nDurations:');
    for (const line of durations) console.log(`  ${line}`);
    console.log(`\nSummary: ${passed} passed, ${failed} failed`);
  };

  // Checks. A script that does not exist (yet) is reported and skipped rather than failing every run.
  const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
  const checks = ['typecheck', 'lint'].filter((name) => {
    if (!scripts[name]) console.log(`[plenum] package.json has no "${name}" script; skipped`);
    return Boolean(scripts[name]);
  });
  console.log(`[plenum] ${checks.map((name) => `npm run ${name}`).join(' and ')} ...`);
  const checked = await Promise.all(
    checks.map(async (name) => {
      const log = path.join(artifacts, `${name}.log`);
      const result = await start('npm', ['run', '--silent', name], log);
      const output = fs.readFileSync(log, 'utf8').trim();
      if (result.status !== 0) console.log(`\n[plenum] npm run ${name} (exit code ${result.status}):\n${output}`);
      return { name, ...result };
    }),
  );
  for (const check of checked) {
    durations.push(`${check.name}: ${secs(check.seconds)}${check.status === 0 ? '' : ' (failed)'}`);
    if (check.status === 0) passed += 1;
    else failed += 1;
  }
  if (failed) {
    console.error('[plenum] the suites did not run: fix the errors above first');
    summary();
    return 1;
  }

  // Suites, in the two lanes described above.
  const runJestPart = (part) =>
    start(
      process.execPath,
      [
        '--max-old-space-size=8192',
        path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
        '--ci',
        '--json',
        `--outputFile=${part.report}`,
        '--passWithNoTests',
        // Arguments given to `npm test` (a file pattern) go to every part; a part they leave empty passes.
        ...rest,
        ...part.args,
      ],
      part.log,
    );
  const began = Date.now();
  let jestStatus = 0;
  const runLane = async (lane, first) => {
    const firstResult = first ? await first() : undefined;
    for (const part of jestParts.filter((p) => p.lane === lane)) {
      const result = await runJestPart(part);
      if (result.status !== 0) jestStatus = result.status;
    }
    return firstResult;
  };
  const vitestRun = () =>
    start(
      bin('vitest'),
      ['run', '--config', 'vite.config.mts', '--maxWorkers=1', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`],
      vitestLog,
    );
  const [, vitest] = await Promise.all([runLane(1), runLane(2, vitestRun)]);
  const jest = { status: jestStatus, seconds: (Date.now() - began) / 1000 };
  for (const part of jestParts.filter((p) => p.log && fs.existsSync(p.log))) {
    console.log(`\n[plenum] jest ${part.name}:\n${fs.readFileSync(part.log, 'utf8').trim()}`);
  }
  console.log(`\n[plenum] vitest (web components):\n${fs.readFileSync(vitestLog, 'utf8').trim()}`);

  const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
  const jestReports = jestParts.map((part) => read(part.report)).filter(Boolean);
  const total = (key) => jestReports.reduce((sum, report) => sum + (report[key] ?? 0), 0);
  const jestResult = jestReports.length
    ? {
        testResults: jestReports.flatMap((report) => report.testResults ?? []),
        numFailedTests: total('numFailedTests'),
        numRuntimeErrorTestSuites: total('numRuntimeErrorTestSuites'),
        numPassedTests: total('numPassedTests'),
      }
    : undefined;
  const vitestResult = read(vitestReport);
  // A project's time is the span from its first file's start to its last file's end.
  const projects = new Map();
  for (const file of jestResult?.testResults ?? []) {
    const rel = path.relative(root, file.name).split(path.sep).join('/');
    const project = rel.startsWith('test/api/') ? 'api' : rel.startsWith('test/browser/') ? 'browser' : 'unit';
    const span = projects.get(project) ?? { start: Infinity, end: 0, files: 0 };
    span.start = Math.min(span.start, file.startTime);
    span.end = Math.max(span.end, file.endTime);
    span.files += 1;
    projects.set(project, span);
  }
  for (const name of ['unit', 'api', 'browser']) {
    const span = projects.get(name);
    if (span)
      durations.push(`jest ${name}: ${secs((span.end - span.start) / 1000)} (${span.files} ${span.files === 1 ? 'file' : 'files'})`);
  }
  durations.push(`jest in all: ${secs(jest.seconds)}${jest.status === 0 ? '' : ' (failed)'}`);
  durations.push(`vitest web: ${secs(vitest.seconds)}${vitest.status === 0 ? '' : ' (failed)'}`);

  // A file that failed to load counts as a failure, and so does a failed run that left no report.
  const jestFailed = (jestResult?.numFailedTests ?? 0) + (jestResult?.numRuntimeErrorTestSuites ?? 0);
  const vitestFailed = vitestResult?.numFailedTests ?? 0;
  passed += (jestResult?.numPassedTests ?? 0) + (vitestResult?.numPassedTests ?? 0);
  failed += jestFailed + vitestFailed;
  if (jest.status !== 0 && !jestFailed) failed += 1;
  if (vitest.status !== 0 && !vitestFailed) failed += 1;
  summary();
  return jest.status === 0 && vitest.status === 0 ? 0 : 1;
}

function main() {
  switch (command) {
    case 'up':
      ensureDependencies();
      if (!process.env.REDIS_URL) ensureOsPackages(['redis-server']);
      build();
      process.exit(node('api/scripts/up.js'));
      break;
    case 'dev':
      ensureDependencies();
      if (!process.env.REDIS_URL) ensureOsPackages(['redis-server']);
      build({ web: false });
      process.exit(node('api/scripts/up.js', ['--dev']));
      break;
    case 'test':
      ensureDependencies();
      ensureOsPackages([
        ...(process.env.REDIS_URL ? [] : ['redis-server']),
        'chromium',
        'poppler-utils',
        'zbar-tools',
        'fonts-dejavu-core',
        'prometheus',
        'libreoffice-calc-nogui',
      ]);
      build();
      runTests().then((status) => process.exit(status));
      break;
    case 'admin-create':
      ensureDependencies();
      build({ web: false });
      process.exit(node('api/scripts/admin-create.js', rest));
      break;
    case 'backup':
    case 'restore':
    case 'restore-drill':
      ensureDependencies();
      build({ web: false });
      process.exit(node(`api/scripts/${command}.js`, rest));
      break;
    case 'migrate':
      ensureDependencies();
      build({ web: false });
      process.exit(node('api/scripts/migrate.js', rest));
      break;
    case 'migration-generate':
      ensureDependencies();
      build({ web: false });
      process.exit(node('api/scripts/migration-generate.js', rest));
      break;
    case 'bench-auth':
    case 'bench-api':
    case 'bench-calendar':
    case 'bench-chat':
    case 'bench-event':
    case 'bench-survey':
    case 'bench-budget':
      ensureDependencies();
      if (!process.env.REDIS_URL) ensureOsPackages(['redis-server']);
      build({ web: false });
      process.exit(node(`test/bench/${command.slice('bench-'.length)}.bench.js`, rest));
      break;
    case 'bench-web':
      ensureDependencies();
      console.log('[plenum] building the web app ...');
      mustRun(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--config', 'vite.config.mts', '--logLevel', 'warn']);
      process.exit(run(process.execPath, [path.join(root, 'web', 'scripts', 'bundle-size.mjs'), ...rest]));
      break;
    default:
      console.error(`unknown command "${command}"`);
      process.exit(2);
  }
}

main();
