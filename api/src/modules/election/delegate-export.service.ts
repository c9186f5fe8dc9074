// Delegate lists per legislative period (SPEC 2.6): requested here, rendered by the workers' pdf queue,
// downloaded by the domain's administration only.
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { AuditActor } from '../../common/audit/actor';
import { ConfigService } from '../../config/config';
import { TransactionRunner } from '../../core/database/transaction';
import { findOrFail } from '../../core/find-or-fail';
import { Domain } from '../../core/identity/domain.entity';
import { ExportFiles } from '../../infrastructure/export/export-files';
import { requestExport } from '../../infrastructure/export/export-request';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { AdminAuditService } from '../admin/admin-audit.service';
import { OwnerDeletionRegistry } from '../tenant/owner-deletion.registry';
import { DelegateExportRepository } from './delegate-export.repository';
import { ElectionErrors } from './election.errors';
import { currentSchoolYearStart } from './election.roles';
import { exportFileName, exportView } from './election.views';

@Injectable()
export class DelegateExportService implements OnModuleInit {
  private readonly files: ExportFiles;

  constructor(
    private readonly exports: DelegateExportRepository,
    private readonly outbox: OutboxService,
    private readonly audit: AdminAuditService,
    private readonly tx: TransactionRunner,
    private readonly ownerDeletion: OwnerDeletionRegistry,
    config: ConfigService,
  ) {
    this.files = new ExportFiles(config.values);
  }

  onModuleInit() {
    // A deleted domain's lists (names and e-mail addresses of delegates) go with it: rows by cascade, files after commit.
    this.ownerDeletion.register('domain', async (tx, domainId) => {
      this.files.removeAfterCommit(tx, await this.exports.storageKeysOfDomain(domainId, tx));
    });
  }

  async request(actor: AuditActor, domain: Domain, format: 'pdf' | 'csv', year?: number) {
    const yearStart = year ?? currentSchoolYearStart();
    const saved = await requestExport(this.tx, this.outbox, 'tenant.delegate-export-requested', async (manager) => {
      const row = await this.exports.create({ domainId: domain._id, yearStart, format, requestedById: actor.userId }, manager);
      await this.audit.record(manager, actor, {
        action: 'election.export',
        domainId: domain._id,
        targetId: row._id,
        detail: { format, year: yearStart },
      });
      return row;
    });
    return exportView(saved);
  }

  async status(domain: Domain, id: string) {
    return exportView(await this.find(domain, id));
  }

  async file(domain: Domain, id: string) {
    const row = await this.find(domain, id);
    return this.files.open(row, exportFileName(row), row.format, {
      notReady: ElectionErrors.exportNotReady,
      failed: ElectionErrors.exportFailed,
    });
  }

  private find(domain: Domain, id: string) {
    return findOrFail(this.exports.findInDomain(domain._id, id));
  }
}
