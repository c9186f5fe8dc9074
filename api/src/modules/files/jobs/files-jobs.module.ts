import { Module } from '@nestjs/common';
import { FilesDataRepository } from '../files-data.repository';

/** What the workers need of the files module: its section of the data exports (the uploads); workers process only. */
@Module({ providers: [FilesDataRepository] })
export class FilesJobsModule {}
