import { Global, Module } from '@nestjs/common';
import { OutboxModule } from '../../infrastructure/outbox/outbox.module';
import { DataSections } from './data-sections';
import { ExportFiles } from './export-files';
import { ExportKinds } from './export-kind';
import { ExportService } from './export.service';

/**
 * The export base for every module, in the API and in the workers: the kinds' registry, the data export's sections, requests (dedup and
 * limits included), status, download and deletion, and the export storage.
 */
@Global()
@Module({
  imports: [OutboxModule],
  providers: [ExportFiles, ExportKinds, ExportService, DataSections],
  exports: [ExportFiles, ExportKinds, ExportService, DataSections],
})
export class ExportModule {}
