import { Module } from '@nestjs/common';
import { TenantModule } from '../tenant/tenant.module';
import { DataExportAccountErasure } from './data-export-account-erasure.service';
import { DataExportRepository } from './data-export.repository';
import { GroupDataExportController } from './group-data-export.controller';
import { GroupDataExports } from './group-data-export.kind';
import { PersonalDataExportController } from './personal-data-export.controller';
import { PersonalDataExports } from './personal-data-export.kind';

/**
 * Issue 26 §1 and §2: a person's own data and a group's content as one ZIP each, through the export base
 * (common/export). The content is the sections every module registers (common/export/data-sections.ts).
 */
@Module({
  imports: [TenantModule],
  controllers: [PersonalDataExportController, GroupDataExportController],
  providers: [DataExportRepository, PersonalDataExports, GroupDataExports, DataExportAccountErasure],
  exports: [PersonalDataExports],
})
export class DataExportModule {}
