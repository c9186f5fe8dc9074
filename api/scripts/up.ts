// `npm run up`: local services, migrations, demo data, then the API (serving the web build) and the
// workers as child processes. Ctrl-C stops everything, the embedded services included.
import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/config';
import { createObjectStorage } from '../src/infrastructure/storage/create-object-storage';
import { dataSourceOptions } from '../src/schema/data-source-options';
import { runMigrations } from '../src/schema/migrate';
import { projectRoot } from './local-database';
import { localSecret } from './local-secret';
import { demoLoginTable, seedDemoData } from './seed';
import { RunningServices, startServices, stopChild } from './services';

async function main() {
  const root = projectRoot();
  const started = Date.now();
  const services: RunningServices = await startServices({ root, mode: 'dev' });
  const children: ChildProcess[] = [];
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Plenum ...');
    await Promise.all(children.map((c) => stopChild(c)));
    await services.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    const applied = await runMigrations(services.env.DATABASE_URL);
    if (applied.length) console.log(`[up] applied migrations: ${applied.join(', ')}`);
    // Warnings and errors only by default, so that the console stays readable; LOG_LEVEL=log shows requests.
    const env = {
      LOG_LEVEL: 'warn',
      ...process.env,
      ...services.env,
      JWT_SECRET: process.env.JWT_SECRET ?? localSecret(root),
      NODE_ENV: process.env.NODE_ENV ?? 'development',
    };
    const config = loadConfig(env);
    // The demo files go where the API will read them (UPLOAD_DIR or S3_*), so the seed needs the config first.
    const ds = await new DataSource(dataSourceOptions(services.env.DATABASE_URL)).initialize();
    const { created } = await seedDemoData(ds, { storage: createObjectStorage(config, 'uploads') }).finally(() => ds.destroy());
    console.log(created ? `[up] demo data: ${created} rows created` : '[up] demo data already present');
    const dev = process.argv.includes('--dev');
    const processes: [string, string, string[]][] = [
      ['api', process.execPath, [...(dev ? ['--watch'] : []), path.join(root, 'dist/api/src/main.js')]],
      ['workers', process.execPath, [...(dev ? ['--watch'] : []), path.join(root, 'dist/workers/src/main.js')]],
    ];
    if (dev) {
      // Hot reload: tsc recompiles the server (node --watch restarts it), Vite serves the web app with /api proxied.
      const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
      processes.push(['tsc', bin('tsc'), ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput']]);
      processes.push(['vite', bin('vite'), ['--config', 'vite.config.mts']]);
    }
    for (const [name, command, args] of processes) {
      const child = spawn(command, args, { env, stdio: 'inherit', cwd: root });
      child.on('exit', (code, signal) => {
        if (!stopping) {
          console.error(`[up] ${name} exited (${signal ?? code}); stopping everything`);
          void shutdown(1);
        }
      });
      children.push(child);
    }
    await waitForHealth(`http://127.0.0.1:${config.port}/api/health/ready`);
    console.log(`
Plenum is running on ${config.publicUrl}${dev ? ' (web with hot reload: http://localhost:5173)' : ''}  (ready after ${((Date.now() - started) / 1000).toFixed(1)} s)
  API docs:      ${config.publicUrl}/api/docs
  Mails (dev):   ${services.env.MAILDEV_API_URL ? 'http://localhost:1080' : services.env.SMTP_URL}
  Queues:        ${config.publicUrl}/api/admin/queues (platform administrators)
  Metrics:       http://localhost:${config.metricsPort}/metrics (API), http://localhost:${config.workerMetricsPort}/metrics (workers)

${demoLoginTable()}

Press Ctrl-C to stop.`);
  } catch (err) {
    console.error(`[up] ${err instanceof Error ? err.message : err}`);
    await shutdown(1);
  }
}

async function waitForHealth(url: string, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not become ready at ${url}`);
}

void main();
