// A group's content as one ZIP for its admins (issue 26 §2, the export before a group is deleted) as a group
// export kind: the owner is the group itself, so another group's export ids are unknown (404). Requests,
// dedup, limits, retention (the EXPORT rule) and the deletion with the group are the base's.
import { Injectable, Optional } from '@nestjs/common';
import type { DataExportJob } from '#shared/data-export';
import { RETENTION_DEFAULTS, retentionEnd } from '#shared/retention';
import { loadSections, writeDataArchive } from '../../common/export/data-archive';
import { DataSections } from '../../common/export/data-sections';
import { ExportKinds } from '../../common/export/export-kind';
import type { ReportProgress } from '../../common/export/export-kind';
import { ExportService } from '../../common/export/export.service';
import { GroupExportKind } from '../../common/export/group-export-kind';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { ConfigService } from '../../config/config';
import type { Tenant } from '../../core/identity/tenant.entity';
import { createObjectStorage } from '../../infrastructure/storage/create-object-storage';
import { OwnerDeletionRegistry } from '../tenant/owner-deletion.registry';
import { DataExportErrors } from './data-export.errors';
import { DataExportRepository } from './data-export.repository';
import { dataExportFileName, dataExportView } from './data-export.views';
import { GroupDataExport } from './entities/group-data-export.entity';

@Injectable()
export class GroupDataExports extends GroupExportKind<GroupDataExport, Tenant, void, DataExportJob> {
  readonly name = 'group-data';
  readonly entity = GroupDataExport;
  readonly notFound = DataExportErrors.notFound;
  protected readonly ownerColumn = 'tenantId';

  constructor(
    private readonly sections: DataSections,
    private readonly repository: DataExportRepository,
    private readonly config: ConfigService,
    base: ExportService,
    kinds: ExportKinds,
    /** The API's only: the workers delete no groups. */
    @Optional() ownerDeletion?: OwnerDeletionRegistry,
  ) {
    super(kinds, base, ownerDeletion);
  }

  async owner(ctx: TenantContext, tenantId: string): Promise<Tenant | null> {
    return ctx.tenant._id === tenantId ? ctx.tenant : null;
  }

  async columns(): Promise<Partial<GroupDataExport>> {
    return {};
  }

  view(row: GroupDataExport): DataExportJob {
    // The default rule's end; a platform administrator who shortens the EXPORT rule makes it go earlier.
    const { period, unit } = RETENTION_DEFAULTS.EXPORT;
    return dataExportView(row, retentionEnd(row.createdAt, period, unit));
  }

  file(row: GroupDataExport) {
    return { fileName: dataExportFileName('gruppendaten', row.createdAt), format: 'zip' as const };
  }

  storageKey(row: GroupDataExport): string {
    return `group-data/${row.tenantId}/${row._id}.zip`;
  }

  async render(row: GroupDataExport, progress: ReportProgress) {
    const sections = await loadSections(this.sections.group(), (s) => s.group(row.tenantId), progress, [10, 70]);
    const title = `Daten der Gruppe „${await this.repository.groupName(row.tenantId)}“`;
    return writeDataArchive({ title, createdAt: new Date(), sections }, createObjectStorage(this.config.values, 'uploads'));
  }
}
