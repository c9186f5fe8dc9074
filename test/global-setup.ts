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
    // Deleted files go at once, as the suites written before the delay expect; files-delayed-deletion sets 30.
    STORAGE_DELETE_DELAY_DAYS: '0',
    // The notification scheduler does not tick by itself in tests: a spec runs its tick with a clock of its own
    // (notify-reach), and no other spec's unread messages are mailed behind its back later in the run.
    NOTIFY_TICK_SECONDS: '0',
  });
  try {
    await runMigrations(services.env.DATABASE_URL);
  } catch (err) {
    await services.stop();
    throw err;
  }
}
