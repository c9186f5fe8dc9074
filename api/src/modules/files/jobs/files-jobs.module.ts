import { Module } from '@nestjs/common';
import { FILES_PROVIDERS } from '../files.providers';
import { MaterialService } from '../material.service';

/** Materials in the workers (without the download routes): a job that deletes an owner removes its files. */
@Module({
  providers: FILES_PROVIDERS,
  exports: [MaterialService],
})
export class FilesJobsModule {}
