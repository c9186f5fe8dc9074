// Delegate lists per legislative period (SPEC 2.6) as one kind of the export base: requested and downloaded
// by the domain's administration only (DomainAdmin on the routes), each request in the audit log. A deleted
// domain's lists (names and e-mail addresses of delegates) go with it.
import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import type { AuditActor } from '../../common/audit/actor';
import { ExportKinds } from '../../common/export/export-kind';
import type { ExportKind, ReportProgress } from '../../common/export/export-kind';
import type { ExportFormat } from '../../common/export/export-request.entity';
import { ExportService } from '../../common/export/export.service';
import type { Tx } from '../../core/database/transaction';
import type { Domain } from '../../core/identity/domain.entity';
import { AdminAuditService } from '../admin/admin-audit.service';
import { OwnerDeletionRegistry } from '../tenant/owner-deletion.registry';
import { DelegateExportRepository } from './delegate-export.repository';
import { toDelegateList } from './delegate-list';
import { currentSchoolYearStart } from './election.roles';
import { exportFileName, exportView } from './election.views';
import { DelegateExport } from './entities/delegate-export.entity';
import { renderDelegateListCsv } from './jobs/delegate-list.csv';
import { renderDelegateListPdf } from './jobs/delegate-list.pdf';

/** The domain the guard found, and who asks (for the audit entry). */
export interface DelegateExportScope {
  domain: Domain;
  actor?: AuditActor;
}

@Injectable()
export class DelegateExports
  implements
    ExportKind<DelegateExport, DelegateExportScope, Domain, { format: ExportFormat; year?: number }, ReturnType<typeof exportView>>,
    OnModuleInit
{
  readonly name = 'delegates';
  readonly entity = DelegateExport;

  constructor(
    private readonly exports: DelegateExportRepository,
    private readonly base: ExportService,
    private readonly kinds: ExportKinds,
    /** The API's only (the workers write no audit entries and delete no domains). */
    @Optional() private readonly audit?: AdminAuditService,
    @Optional() private readonly ownerDeletion?: OwnerDeletionRegistry,
  ) {}

  onModuleInit() {
    this.kinds.register(this);
    this.ownerDeletion?.register('domain', (tx, domainId) => this.base.discard(tx, DelegateExport, { domainId }));
  }

  /** DomainAdmin has checked the domain already. */
  async owner({ domain }: DelegateExportScope) {
    return domain;
  }

  of({ domain }: DelegateExportScope) {
    return { domainId: domain._id };
  }

  async columns(_domain: Domain, input: { format: ExportFormat; year?: number }) {
    return { yearStart: input.year ?? currentSchoolYearStart(), format: input.format };
  }

  async created(tx: Tx, row: DelegateExport, { domain, actor }: DelegateExportScope) {
    if (!actor || !this.audit) return;
    await this.audit.record(tx, actor, {
      action: 'election.export',
      domainId: domain._id,
      targetId: row._id,
      detail: { format: row.format, year: row.yearStart },
    });
  }

  view(row: DelegateExport) {
    return exportView(row);
  }

  file(row: DelegateExport) {
    return { fileName: exportFileName(row), format: row.format };
  }

  storageKey(row: DelegateExport) {
    return `${row.domainId}/${row._id}.${row.format}`;
  }

  async render(row: DelegateExport, progress: ReportProgress): Promise<Buffer> {
    const [domainName, rows] = await Promise.all([
      this.exports.domainName(row.domainId),
      this.exports.delegateRows(row.domainId, row.yearStart),
    ]);
    const list = toDelegateList(domainName ?? '', row.yearStart, rows);
    await progress(30);
    return row.format === 'csv' ? renderDelegateListCsv(list) : renderDelegateListPdf(list);
  }
}
