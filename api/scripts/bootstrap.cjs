#!/usr/bin/env node
// Entry point of the npm scripts that must work on a fresh machine with only Node.js and npm:
// installs dependencies when the lock file changed, installs missing OS packages (redis-server,
// chromium, poppler-utils) when allowed, builds what is stale, then runs the command.
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
  const hash = crypto.createHash('sha256').update(fs.readFileSync(lock)).update(fs.readFileSync(path.join(root, 'package.json'))).digest('hex');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) return;
  console.log('[plenum] installing dependencies (npm ci) ...');
  mustRun('npm', ['ci', '--no-audit', '--no-fund']);
  fs.writeFileSync(stamp, hash);
}

const OS_PACKAGES = {
  'redis-server': ['/usr/bin/redis-server', '/usr/local/bin/redis-server'],
  chromium: ['/usr/bin/chromium'],
  'poppler-utils': ['/usr/bin/pdftotext'],
};

function ensureOsPackages(names) {
  const missing = names.filter((name) => !OS_PACKAGES[name].some((p) => fs.existsSync(p)));
  if (!missing.length) return;
  const isRoot = process.getuid && process.getuid() === 0;
  const sudo = !isRoot && run('sudo', ['-n', 'true'], { stdio: 'ignore' }) === 0;
  if (!isRoot && !sudo) {
    console.error(`[plenum] missing system packages: ${missing.join(', ')}.\n` +
      `Install them (Debian/Ubuntu: sudo apt-get install -y ${missing.join(' ')}) ` +
      (missing.includes('redis-server') ? 'or set REDIS_URL to a running Redis ' : '') + 'and run the command again.');
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

function runTests() {
  const bin = (name) => path.join(root, 'node_modules', '.bin', name);
  const artifacts = path.join(root, 'test', 'artifacts');
  fs.mkdirSync(artifacts, { recursive: true });
  const jestReport = path.join(artifacts, 'jest-report.json');
  const vitestReport = path.join(artifacts, 'vitest-report.json');
  const jest = run(bin('jest'), ['--ci', '--json', `--outputFile=${jestReport}`, ...rest]);
  const vitest = run(bin('vitest'), ['run', '--config', 'vite.config.mts', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`]);
  let passed = 0;
  let failed = 0;
  for (const file of [jestReport, vitestReport]) {
    if (!fs.existsSync(file)) continue;
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  if (jest !== 0 && failed === 0) failed = 1; // a suite that failed to load counts as a failure
  if (vitest !== 0 && failed === 0) failed = 1;
  console.log(`\nSummary: ${passed} passed, ${failed} failed`);
  return jest === 0 && vitest === 0 ? 0 : 1;
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
      ensureOsPackages([...(process.env.REDIS_URL ? [] : ['redis-server']), 'chromium', 'poppler-utils']);
      build();
      process.exit(runTests());
      break;
    case 'admin-create':
      ensureDependencies();
      build({ web: false });
      process.exit(node('api/scripts/admin-create.js', rest));
      break;
    case 'migration-generate':
      ensureDependencies();
      build({ web: false });
      process.exit(node('api/scripts/migration-generate.js', rest));
      break;
    case 'bench-auth':
      ensureDependencies();
      if (!process.env.REDIS_URL) ensureOsPackages(['redis-server']);
      build({ web: false });
      process.exit(node('test/bench/auth.bench.js', rest));
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
