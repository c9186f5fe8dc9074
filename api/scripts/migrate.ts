// `npm run migrate` and the Job plenum-migrate: applies pending migrations to DATABASE_URL under the advisory
// lock (api/src/schema/migrate.ts) and exits 0, also when nothing was pending.
import { loadConfig } from '../src/config/config';
import { runMigrations } from '../src/schema/migrate';

runMigrations(loadConfig().databaseUrl)
  .then((applied) => console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date'))
  .catch((err) => {
    console.error(`migration failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  });
