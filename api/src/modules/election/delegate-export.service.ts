// Delegate lists per legislative period (SPEC 2.6): requested here, rendered by the workers' pdf queue,
// downloaded by the domain's administration only.
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { AuditActor } from '../../common/audit/actor';
import { findOrFail } from '../../common/find-or-fail';
import { ConfigService } from '../../config/config';
import { afterCommit, TransactionRunner } from '../../infrastructure/database/transaction';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { createObjectStorage, ObjectStorage } from '../../infrastructure/storage/object-storage';
import { AdminAuditService } from '../admin/admin-audit.service';
import { Domain } from '../tenant/entities/domain.entity';
import { OwnerDeletionRegistry } from '../tenant/owner-deletion.registry';
import { DelegateExportRepository } from './delegate-export.repository';
import { ElectionErrors } from './election.errors';
import { currentSchoolYearStart } from './election.roles';
import { exportFileName, exportView } from './election.views';
import { ExportState } from './entities/delegate-export.entity';

@Injectable()
export class DelegateExportService implements OnModuleInit {
  private readonly storage: ObjectStorage;

  constructor(
    private readonly exports: DelegateExportRepository,
    private readonly outbox: OutboxService,
    private readonly audit: AdminAuditService,
    private readonly tx: TransactionRunner,
    private readonly ownerDeletion: OwnerDeletionRegistry,
    config: ConfigService,
  ) {
    this.storage = createObjectStorage(config.values, 'exports');
  }

  onModuleInit() {
    // A deleted domain's lists (names and e-mail addresses of delegates) go with it: rows by cascade, files after commit.
    this.ownerDeletion.register('domain', async (tx, domainId) => {
      for (const key of await this.exports.storageKeysOfDomain(domainId, tx)) afterCommit(tx, () => this.storage.delete(key));
    });
  }

  async request(actor: AuditActor, domain: Domain, format: 'pdf' | 'csv', year?: number) {
    const yearStart = year ?? currentSchoolYearStart();
    const saved = await this.tx.run(async (manager) => {
      const row = await this.exports.create({ domainId: domain._id, yearStart, format, requestedById: actor.userId }, manager);
      await this.outbox.record(manager, 'tenant.delegate-export-requested', { exportId: row._id });
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
    if (row.state === ExportState.FAILED) throw ElectionErrors.exportFailed();
    if (row.state !== ExportState.DONE || !row.storageKey) throw ElectionErrors.exportNotReady();
    const file = await findOrFail(this.storage.open(row.storageKey));
    return { ...file, fileName: exportFileName(row), contentType: row.format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8' };
  }

  private find(domain: Domain, id: string) {
    return findOrFail(this.exports.findInDomain(domain._id, id));
  }
}
