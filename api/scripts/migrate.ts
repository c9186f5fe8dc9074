// Applies pending migrations to DATABASE_URL (the container runs this before the API starts).
import { loadConfig } from '../src/config/config';
import { runMigrations } from '../src/schema/migrate';

runMigrations(loadConfig().databaseUrl)
  .then((applied) => console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date'))
  .catch((err) => {
    console.error(`migration failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  });
