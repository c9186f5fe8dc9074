// npm run migration:generate -- <kebab-name>
// Diffs the entities against a database with every migration applied and writes the new migration
// under api/src/migrations. Review it, then add the class to api/src/migrations/index.ts. The entities
// declare the whole schema (foreign keys, indexes, checks), so an unchanged tree generates nothing
// (test/api/platform-schema.e2e-spec.ts keeps it so).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runMigrations } from '../src/schema/migrate';
import { projectRoot, withDatabase } from './local-database';

async function main() {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9-]+$/.test(name)) {
    console.error('usage: npm run migration:generate -- <kebab-case-name>');
    process.exit(2);
  }
  const root = projectRoot();
  await withDatabase(async (databaseUrl) => {
    await runMigrations(databaseUrl);
    const result = spawnSync(
      path.join(root, 'node_modules', '.bin', 'typeorm'),
      ['migration:generate', '-d', path.join(root, 'dist/api/src/schema/data-source.js'), path.join(root, 'api/src/migrations', name)],
      { stdio: ['inherit', 'pipe', 'inherit'], encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl } },
    );
    process.stdout.write(result.stdout ?? '');
    // The CLI exits with 1 when there is nothing to write; for this script that is a clean answer, not a failure.
    if (result.status !== 0 && /No changes in database schema were found/.test(result.stdout ?? '')) {
      console.log('The entities match the migrations: no migration written.');
      return;
    }
    if (result.status !== 0) process.exitCode = result.status ?? 1;
  });
}

void main();
