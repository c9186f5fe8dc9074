// npm run migration:generate -- <kebab-name>
// Diffs the entities against a database with every migration applied and writes the new migration
// under api/src/migrations. Review it, then add the class to api/src/migrations/index.ts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runMigrations } from '../src/infrastructure/database/migrate';
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
      ['migration:generate', '-d', path.join(root, 'dist/api/src/infrastructure/database/data-source.js'), path.join(root, 'api/src/migrations', name)],
      { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } },
    );
    if (result.status !== 0) process.exitCode = result.status ?? 1;
  });
}

void main();
