import { Global, Module } from '@nestjs/common';
import { OutboxModule } from '../../infrastructure/outbox/outbox.module';
import { ExportFiles } from './export-files';
import { ExportRequests } from './export-requests';

/**
 * The export base for every module, in the API and in the workers: new requests (dedup and the per-member
 * limit included) and the export storage.
 */
@Global()
@Module({ imports: [OutboxModule], providers: [ExportFiles, ExportRequests], exports: [ExportFiles, ExportRequests] })
export class ExportModule {}
