// Provisions a throwaway database (a new one per run), a test Redis and a mail catcher for every suite,
// applies the migrations and hands the addresses to the test workers through process.env.
import path from 'node:path';
import { startServices } from '../api/scripts/services';
import { runMigrations } from '../api/src/schema/migrate';

export default async function globalSetup() {
  const root = path.resolve(__dirname, '..');
  const services = await startServices({ root, mode: 'test', log: (line) => process.stdout.write(`[test services] ${line}\n`) });
  (globalThis as { __PLENUM_SERVICES__?: typeof services }).__PLENUM_SERVICES__ = services;
  Object.assign(process.env, services.env, {
    NODE_ENV: 'test',
    JWT_SECRET: 'plenum-test-secret-not-for-production',
    // One address sends every test request; per-IP limits are exercised with X-Forwarded-For instead.
    RATE_LIMIT_PUBLIC: '100000',
    RATE_LIMIT_LOGIN_IP: '100000',
    WEB_DIST_DIR: path.join(root, 'dist-web'),
  });
  try {
    await runMigrations(services.env.DATABASE_URL);
  } catch (err) {
    await services.stop();
    throw err;
  }
}
