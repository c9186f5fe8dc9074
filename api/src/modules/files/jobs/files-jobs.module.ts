import { Module } from '@nestjs/common';
import { FilesDataRepository } from '../files-data.repository';
import { FILES_PROVIDERS } from '../files.providers';
import { MaterialService } from '../material.service';

/**
 * Materials in the workers (without the download routes): a job that deletes an owner removes its files, and
 * the data exports carry the uploads.
 */
@Module({
  providers: [...FILES_PROVIDERS, FilesDataRepository],
  exports: [MaterialService],
})
export class FilesJobsModule {}
