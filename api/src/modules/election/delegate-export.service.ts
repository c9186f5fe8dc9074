// Delegate lists per legislative period (SPEC 2.6): requested here, rendered by the workers' pdf queue,
// downloaded by the domain's administration only.
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { AuditActor } from '../../common/audit/actor';
import { ExportFiles } from '../../common/export/export-files';
import { ExportRequests } from '../../common/export/export-requests';
import { findOrFail } from '../../core/find-or-fail';
import { Domain } from '../../core/identity/domain.entity';
import { AdminAuditService } from '../admin/admin-audit.service';
import { OwnerDeletionRegistry } from '../tenant/owner-deletion.registry';
import { DelegateExportRepository } from './delegate-export.repository';
import { currentSchoolYearStart } from './election.roles';
import { exportFileName, exportView } from './election.views';
import { DelegateExport } from './entities/delegate-export.entity';

@Injectable()
export class DelegateExportService implements OnModuleInit {
  constructor(
    private readonly exports: DelegateExportRepository,
    private readonly requests: ExportRequests,
    private readonly audit: AdminAuditService,
    private readonly ownerDeletion: OwnerDeletionRegistry,
    private readonly files: ExportFiles,
  ) {}

  onModuleInit() {
    // A deleted domain's lists (names and e-mail addresses of delegates) go with it: rows by cascade, files after commit.
    this.ownerDeletion.register('domain', async (tx, domainId) => {
      this.files.removeAfterCommit(tx, await this.exports.storageKeysOfDomain(domainId, tx));
    });
  }

  async request(actor: AuditActor, domain: Domain, format: 'pdf' | 'csv', year?: number) {
    const yearStart = year ?? currentSchoolYearStart();
    const saved = await this.requests.request({
      entity: DelegateExport,
      event: 'tenant.delegate-export-requested',
      requestedById: actor.userId,
      columns: async () => ({ domainId: domain._id, yearStart, format }),
      created: (tx, row) =>
        this.audit.record(tx, actor, {
          action: 'election.export',
          domainId: domain._id,
          targetId: row._id,
          detail: { format, year: yearStart },
        }),
    });
    return exportView(saved);
  }

  async status(domain: Domain, id: string) {
    return exportView(await this.find(domain, id));
  }

  async file(domain: Domain, id: string) {
    const row = await this.find(domain, id);
    return this.files.open(row, exportFileName(row), row.format);
  }

  private find(domain: Domain, id: string) {
    return findOrFail(this.exports.findInDomain(domain._id, id));
  }
}
