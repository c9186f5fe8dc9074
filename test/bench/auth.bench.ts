// npm run bench:auth [-- --seconds 10 --concurrency 8 --users 50]
// Starts the real API as its own process against a throwaway database and measures POST
// /api/auth/public/login: throughput and latency percentiles. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { User } from '#api/core/identity/user.entity';
import { PasswordHasher } from '#api/modules/auth/password.hasher';
import { dataSourceOptions } from '#api/schema/data-source-options';
import { runMigrations } from '#api/schema/migrate';
import { PlatformLevel } from '#shared/levels';
import { projectRoot } from '../../api/scripts/local-database';
import { startServices, stopChild } from '../../api/scripts/services';

const PASSWORD = 'Bench!Passwort1';

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      concurrency: { type: 'string', default: '8' },
      users: { type: 'string', default: '50' },
    },
  });
  const seconds = Number(values.seconds);
  const concurrency = Number(values.concurrency);
  const userCount = Number(values.users);
  const root = projectRoot();
  const services = await startServices({ root, mode: 'test', log: () => undefined });
  const port = 3900 + Math.floor(Math.random() * 50);
  const base = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, [path.join(root, 'dist/api/src/main.js')], {
    env: {
      ...process.env,
      ...services.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: base,
      JWT_SECRET: 'bench-secret-0123456789',
      LOG_JSON: 'true',
      RATE_LIMIT_LOGIN_IP: '10000000',
      LOGIN_MAX_FAILURES: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await runMigrations(services.env.DATABASE_URL);
    const ds = await new DataSource(dataSourceOptions(services.env.DATABASE_URL)).initialize();
    const passwordHash = await new PasswordHasher().hash(PASSWORD);
    const mails = Array.from({ length: userCount }, (_, i) => `bench${i}@plenum.test`);
    await ds.getRepository(User).insert(
      mails.map((mail) => ({
        mail,
        passwordHash,
        firstName: 'Bench',
        lastName: 'User',
        permissionLevel: PlatformLevel.PLENUM_MEMBER,
        termsAcceptedAt: new Date(),
        verifiedAt: new Date(),
      })),
    );
    await ds.destroy();
    await waitFor(`${base}/api/health/ready`);

    const login = async (i: number) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/auth/public/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ mail: mails[i % mails.length], password: PASSWORD }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`login answered ${res.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < concurrency * 2; i++) await login(i); // warm-up

    const latencies: number[] = [];
    let counter = 0;
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) latencies.push(await login(counter++));
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
    console.log(
      `bench:auth  POST /api/auth/public/login  (argon2id, ${concurrency} concurrent clients, ${seconds} s, ${userCount} accounts)`,
    );
    console.log(`  requests:    ${latencies.length}`);
    console.log(`  throughput:  ${(latencies.length / elapsed).toFixed(1)} logins/s`);
    console.log(
      `  latency:     p50 ${pct(50)} ms   p90 ${pct(90)} ms   p99 ${pct(99)} ms   max ${latencies[latencies.length - 1].toFixed(1)} ms`,
    );
  } finally {
    await stopChild(api);
    await services.stop();
  }
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API not ready at ${url}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
