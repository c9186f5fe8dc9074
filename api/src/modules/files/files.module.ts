import { Module } from '@nestjs/common';
import { ConfigService } from '../../config/config';
import { delayedDeletionStorageProvider } from '../../infrastructure/storage/delayed-deletion';
import { FilesController } from './files.controller';
import { ImageService } from './image.service';
import { MaterialAccessRegistry } from './material-access.registry';
import { MaterialRepository } from './material.repository';
import { MaterialService, UPLOAD_STORAGE } from './material.service';
import { STORAGE_QUOTAS, StorageQuotas, StorageQuotaService } from './storage-quota.service';
import { StorageUsageRepository } from './storage-usage.repository';
import { TenantStorageController } from './tenant-storage.controller';

/**
 * Materials of every module. A module that takes files imports FilesModule, uses @MaterialUploads /
 * @ImageUpload on its routes, MaterialService in its service, and registers who may download its files with
 * MaterialAccessRegistry (docs/adding-a-module.md).
 */
@Module({
  controllers: [FilesController, TenantStorageController],
  providers: [
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
  ],
  exports: [MaterialService, MaterialAccessRegistry, ImageService],
})
export class FilesModule {}
