// MaterialService outside Nest, for the demo seed's few files (calendar PDFs, profile images).
import type { EntityManager } from 'typeorm';
import type { ObjectStorage } from '../src/infrastructure/storage/object-storage';
import { MaterialAccessRegistry } from '../src/modules/files/material-access.registry';
import { MaterialRepository } from '../src/modules/files/material.repository';
import { MaterialService } from '../src/modules/files/material.service';
import { StorageQuotaService } from '../src/modules/files/storage-quota.service';
import { StorageUsageRepository } from '../src/modules/files/storage-usage.repository';

/** The demo stores a few hundred kilobytes; these quotas only have to hold them. */
const SEED_QUOTAS = { groupMb: 2000, privateMb: 200 };

export function seedMaterialService(m: EntityManager, storage: ObjectStorage): MaterialService {
  const quota = new StorageQuotaService(new StorageUsageRepository(m.connection), SEED_QUOTAS);
  return new MaterialService(new MaterialRepository(m.connection), new MaterialAccessRegistry(), quota, storage);
}
