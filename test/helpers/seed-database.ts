// The demo data of `npm run up` checked in a database and an uploads folder of their own. Why a helper: the
// seed suites (platform, chat, event) need the same throwaway database, so the other suites running against
// the shared test database never see demo rows, and demo files never land in the project's .data/uploads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { LocalObjectStorage } from '#api/infrastructure/storage/local-object-storage';
import { dataSourceOptions } from '#api/schema/data-source-options';
import { createScratchDatabase, ScratchDatabase } from './isolated';

export interface SeedDatabase {
  /** Connected from beforeAll on: read it inside a test, not at describe time. */
  readonly ds: DataSource;
  readonly storage: LocalObjectStorage;
}

/** Registers beforeAll/afterAll for a migrated scratch database and an uploads folder, both removed afterwards. */
export function useSeedDatabase(): SeedDatabase {
  const uploads = mkdtempSync(path.join(tmpdir(), 'plenum-seed-uploads-'));
  const storage = new LocalObjectStorage(uploads);
  let db: ScratchDatabase | undefined;
  let ds: DataSource | undefined;

  beforeAll(async () => {
    db = await createScratchDatabase();
    ds = await new DataSource(dataSourceOptions(db.url)).initialize();
  });

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
    rmSync(uploads, { recursive: true, force: true });
  });

  return {
    get ds() {
      if (!ds) throw new Error('the seed database is connected in beforeAll: read `ds` inside a test');
      return ds;
    },
    storage,
  };
}
