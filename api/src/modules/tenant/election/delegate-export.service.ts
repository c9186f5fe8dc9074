// Delegate lists per legislative period (SPEC 2.6): requested here, rendered by the workers' pdf queue,
// downloaded by the domain's administration only.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConfigService } from '../../../config/config';
import type { RequestUser } from '../../../common/auth/request-user';
import { Errors } from '../../../common/domain.exception';
import { TransactionRunner } from '../../../infrastructure/database/transaction';
import { OutboxService } from '../../../infrastructure/outbox/outbox.service';
import { AdminAuditService } from '../admin/admin-audit.service';
import type { RouteInfo } from '../admin/platform-admin.service';
import { Domain } from '../entities/domain.entity';
import { DelegateExport, ExportState } from './delegate-export.entity';
import { ELECTION_MESSAGES as M } from './election.messages';
import { currentSchoolYearStart, formatSchoolYear } from './election.roles';
import { ExportStorage, exportStorageFor } from './export-storage';

export function exportFileName(e: Pick<DelegateExport, 'yearStart' | 'format'>): string {
  return `Delegiertenliste_${formatSchoolYear(e.yearStart).replace('/', '-')}.${e.format}`;
}

@Injectable()
export class DelegateExportService {
  private readonly storage: ExportStorage;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly audit: AdminAuditService,
    private readonly tx: TransactionRunner,
    config: ConfigService,
  ) {
    this.storage = exportStorageFor(config.get('uploadDir'));
  }

  async request(actor: RequestUser, at: RouteInfo, domain: Domain, format: 'pdf' | 'csv', year?: number) {
    const yearStart = year ?? currentSchoolYearStart();
    const saved = await this.tx.run(async (manager) => {
      const row = await manager.save(DelegateExport, manager.create(DelegateExport, { domainId: domain._id, yearStart, format, requestedById: actor.userId }));
      await this.outbox.record(manager, 'tenant.delegate-export-requested', { exportId: row._id });
      await this.audit.record(manager, actor, { ...at, action: 'election.export', domainId: domain._id, targetId: row._id, detail: { format, year: yearStart } });
      return row;
    });
    return exportView(saved);
  }

  async status(domain: Domain, id: string) {
    return exportView(await this.find(domain, id));
  }

  async file(domain: Domain, id: string) {
    const row = await this.find(domain, id);
    if (row.state === ExportState.FAILED) throw Errors.conflict('EXPORT_FAILED', M.exportFailed);
    if (row.state !== ExportState.DONE || !row.storageKey) throw Errors.conflict('EXPORT_NOT_READY', M.exportNotReady);
    const file = await this.storage.open(row.storageKey);
    if (!file) throw Errors.notFound();
    return { ...file, fileName: exportFileName(row), contentType: row.format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8' };
  }

  private async find(domain: Domain, id: string) {
    const row = await this.dataSource.manager.findOneBy(DelegateExport, { _id: id, domainId: domain._id });
    if (!row) throw Errors.notFound();
    return row;
  }
}

export function exportView(e: DelegateExport) {
  return {
    _id: e._id,
    domainId: e.domainId,
    year: e.yearStart,
    schoolYear: formatSchoolYear(e.yearStart),
    format: e.format,
    state: e.state,
    progress: e.progress,
    fileName: exportFileName(e),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
