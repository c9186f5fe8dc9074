import { Module } from '@nestjs/common';
import { ConfigService } from '../../config/config';
import { createObjectStorage } from '../../infrastructure/storage/create-object-storage';
import { FilesController } from './files.controller';
import { MaterialAccessRegistry } from './material-access.registry';
import { MaterialRepository } from './material.repository';
import { MaterialService, UPLOAD_STORAGE } from './material.service';

/**
 * Materials of every module. A module that takes files imports FilesModule, uses @MaterialUploads /
 * @ImageUpload on its routes, MaterialService in its service, and registers who may download its files with
 * MaterialAccessRegistry (docs/adding-a-module.md).
 */
@Module({
  controllers: [FilesController],
  providers: [
    MaterialRepository,
    MaterialAccessRegistry,
    MaterialService,
    {
      provide: UPLOAD_STORAGE,
      useFactory: (config: ConfigService) => createObjectStorage(config.values, 'uploads'),
      inject: [ConfigService],
    },
  ],
  exports: [MaterialService, MaterialAccessRegistry],
})
export class FilesModule {}
