// Deleted uploads are not removed at once: they are listed in storage_deletion with the day they become due
// (STORAGE_DELETE_DELAY_DAYS later) and stay readable under their key until the workers' housekeeping removes
// them. Keys are random and never reused, so a database restored from a backup up to that many days old still
// finds every file it refers to.
import type { FactoryProvider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConfigService } from '../../config/config';
import { createObjectStorage } from './create-object-storage';
import type { ObjectStorage, StorageArea, StoredObject } from './object-storage';

/** Objects removed per housekeeping statement; a backlog goes in many short transactions. */
export const DELETION_BATCH = 200;

/** The store as the application uses it, with `delete` turned into an entry of the pending list. */
export class DelayedDeletionStorage implements ObjectStorage {
  constructor(
    private readonly inner: ObjectStorage,
    private readonly dataSource: DataSource,
    private readonly area: StorageArea,
    private readonly delayDays: number,
  ) {}

  put(key: string, data: Buffer, contentType?: string): Promise<void> {
    return this.inner.put(key, data, contentType);
  }

  putFile(key: string, path: string, contentType?: string): Promise<void> {
    return this.inner.putFile(key, path, contentType);
  }

  open(key: string): Promise<StoredObject | null> {
    return this.inner.open(key);
  }

  async delete(key: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO storage_deletion (area, storage_key, due_at) VALUES ($1, $2, now() + make_interval(days => $3))
       ON CONFLICT (area, storage_key) DO NOTHING`,
      [this.area, key, this.delayDays],
    );
  }
}

/** The store of `area` under `token`, deleting after STORAGE_DELETE_DELAY_DAYS (0: at once, as the bare store does). */
export function delayedDeletionStorageProvider(token: symbol, area: StorageArea): FactoryProvider<ObjectStorage> {
  return {
    provide: token,
    useFactory: (config: ConfigService, dataSource: DataSource) => {
      const bare = createObjectStorage(config.values, area);
      const days = config.values.storageDeleteDelayDays;
      return days > 0 ? new DelayedDeletionStorage(bare, dataSource, area, days) : bare;
    },
    inject: [ConfigService, DataSource],
  };
}

/**
 * Removes the objects whose delay has passed from `stores` (the bare ones) and their entries; returns how many.
 * An entry leaves the list only in the transaction that removed its object, so a failed removal is tried again
 * by the next run, and two workers never take the same entry (SKIP LOCKED).
 */
export async function purgeDueDeletions(dataSource: DataSource, stores: Partial<Record<StorageArea, ObjectStorage>>): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await dataSource.transaction(async (m) => {
      const due: { id: string; area: StorageArea; storage_key: string }[] = await m.query(
        `SELECT id, area, storage_key FROM storage_deletion WHERE due_at <= now() ORDER BY due_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [DELETION_BATCH],
      );
      for (const entry of due) {
        const store = stores[entry.area];
        if (store) await store.delete(entry.storage_key);
      }
      const handled = due.filter((entry) => stores[entry.area]).map((entry) => entry.id);
      if (handled.length) await m.query(`DELETE FROM storage_deletion WHERE id = ANY($1::uuid[])`, [handled]);
      return { count: handled.length, full: due.length === DELETION_BATCH };
    });
    total += removed.count;
    if (!removed.full || removed.count === 0) return total;
  }
}
