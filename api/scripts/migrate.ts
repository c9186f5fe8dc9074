// `npm run migrate` and the Job plenum-migrate: applies pending migrations under the advisory lock
// (api/src/schema/migrate.ts) and exits 0, also when nothing was pending. It connects to
// DATABASE_DIRECT_URL (PostgreSQL itself, past any pooler: the lock belongs to one server session), or DATABASE_URL when that is not set.
import { loadConfig } from '../src/config/config';
import { runMigrations } from '../src/schema/migrate';

runMigrations(loadConfig().databaseDirectUrl)
  .then((applied) => console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date'))
  .catch((err) => {
    console.error(`migration failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  });
