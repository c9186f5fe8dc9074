import type { Provider } from '@nestjs/common';
import { ConfigService } from '../../config/config';
import { delayedDeletionStorageProvider } from '../../infrastructure/storage/delayed-deletion';
import { ImageService } from './image.service';
import { MaterialAccessRegistry } from './material-access.registry';
import { MaterialRepository } from './material.repository';
import { MaterialService, UPLOAD_STORAGE } from './material.service';
import { STORAGE_QUOTAS, StorageQuotas, StorageQuotaService } from './storage-quota.service';
import { StorageUsageRepository } from './storage-usage.repository';

/** The materials' providers, shared by the API's FilesModule and the workers' FilesJobsModule. */
export const FILES_PROVIDERS: Provider[] = [
  MaterialRepository,
  MaterialAccessRegistry,
  MaterialService,
  ImageService,
  StorageUsageRepository,
  StorageQuotaService,
  {
    provide: STORAGE_QUOTAS,
    useFactory: (config: ConfigService): StorageQuotas => ({
      groupMb: config.values.tenantStorageQuotaMb,
      privateMb: config.values.userStorageQuotaMb,
    }),
    inject: [ConfigService],
  },
  // Deletions wait STORAGE_DELETE_DELAY_DAYS, so that a restored backup finds its files (docs/operations.md).
  delayedDeletionStorageProvider(UPLOAD_STORAGE, 'uploads'),
];
