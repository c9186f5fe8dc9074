import { Module } from '@nestjs/common';
import { FilesController } from './files.controller';
import { FILES_PROVIDERS } from './files.providers';
import { ImageService } from './image.service';
import { MaterialAccessRegistry } from './material-access.registry';
import { MaterialService } from './material.service';
import { TenantStorageController } from './tenant-storage.controller';

/**
 * Materials of every module. A module that takes files imports FilesModule, uses @MaterialUploads /
 * @ImageUpload on its routes, MaterialService in its service, and registers who may download its files with
 * MaterialAccessRegistry (docs/adding-a-module.md).
 */
@Module({
  controllers: [FilesController, TenantStorageController],
  providers: FILES_PROVIDERS,
  exports: [MaterialService, MaterialAccessRegistry, ImageService],
})
export class FilesModule {}
