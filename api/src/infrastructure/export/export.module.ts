import { Global, Module } from '@nestjs/common';
import { ExportRequests } from './export-requests';

/** What every module's export service asks for a new export through (dedup and per-member limit included). */
@Global()
@Module({ providers: [ExportRequests], exports: [ExportRequests] })
export class ExportModule {}
