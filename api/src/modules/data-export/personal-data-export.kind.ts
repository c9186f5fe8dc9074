// A person's export of their own data (issue 26 §1) as one kind of the export base: the scope is the logged-in
// user and the owner their own account, so anyone else's export is unknown (404). Once a day per account,
// finished or not (429 with Retry-After, decided under the base's owner lock: two parallel requests give one
// 202 and one 429). The content comes from every module's registered sections (common/export/data-sections);
// when stored, the owner is mailed and the export's deletion is scheduled for its `expiresAt`.
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { DATA_EXPORT_MESSAGES, PERSONAL_EXPORT_INTERVAL_HOURS, PERSONAL_EXPORT_VALID_DAYS } from '#shared/data-export';
import type { CurrentDataExport, DataExportJob } from '#shared/data-export';
import type { RequestUser } from '../../common/auth/request-user';
import { loadSections, writeDataArchive } from '../../common/export/data-archive';
import { DataSections } from '../../common/export/data-sections';
import { ExportKinds } from '../../common/export/export-kind';
import type { ExportKind, ReportProgress } from '../../common/export/export-kind';
import { ExportService } from '../../common/export/export.service';
import { ConfigService } from '../../config/config';
import { TransactionRunner } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import type { JobData } from '../../infrastructure/outbox/domain-events';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { DEFAULT_JOB_OPTIONS, QueueName } from '../../infrastructure/queue/queues';
import { createObjectStorage } from '../../infrastructure/storage/create-object-storage';
import { DataExportErrors } from './data-export.errors';
import { DataExportRepository } from './data-export.repository';
import type { ExportAccount } from './data-export.repository';
import { dataExportFileName, dataExportView } from './data-export.views';
import { PersonalDataExport } from './entities/personal-data-export.entity';

const HOUR_MS = 3600_000;

@Injectable()
export class PersonalDataExports implements ExportKind<PersonalDataExport, RequestUser, ExportAccount, void, DataExportJob>, OnModuleInit {
  readonly name = 'personal-data';
  readonly entity = PersonalDataExport;
  readonly notFound = DataExportErrors.notFound;

  constructor(
    private readonly kinds: ExportKinds,
    private readonly sections: DataSections,
    private readonly repository: DataExportRepository,
    private readonly base: ExportService,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly config: ConfigService,
    private readonly moduleRef: ModuleRef,
  ) {}

  onModuleInit(): void {
    this.kinds.register(this);
  }

  /** Only one's own account: every other id is unknown. */
  async owner(user: RequestUser, userId: string, tx?: Tx): Promise<ExportAccount | null> {
    return user.userId === userId ? this.repository.account(userId, tx) : null;
  }

  of(_user: RequestUser, userId: string): Partial<PersonalDataExport> {
    return { userId };
  }

  async columns(account: ExportAccount, _input: void, tx: Tx): Promise<Partial<PersonalDataExport>> {
    const now = Date.now();
    const interval = PERSONAL_EXPORT_INTERVAL_HOURS * HOUR_MS;
    const newest = await this.repository.newestSince(account._id, new Date(now - interval), tx);
    if (newest) throw DataExportErrors.tooSoon(Math.max(1, Math.ceil((newest.createdAt.getTime() + interval - now) / 1000)));
    return { expiresAt: new Date(now + PERSONAL_EXPORT_VALID_DAYS * 24 * HOUR_MS) };
  }

  view(row: PersonalDataExport): DataExportJob {
    return dataExportView(row, row.expiresAt);
  }

  async current(userId: string): Promise<CurrentDataExport> {
    const row = await this.repository.newestValid(userId);
    return { current: row && this.view(row) };
  }

  file(row: PersonalDataExport) {
    return { fileName: dataExportFileName('meine-daten', row.createdAt), format: 'zip' as const };
  }

  storageKey(row: PersonalDataExport): string {
    return `personal-data/${row.userId}/${row._id}.zip`;
  }

  async render(row: PersonalDataExport, progress: ReportProgress) {
    const account = await this.repository.account(row.userId);
    if (!account) return null;
    const subject = { userId: account._id, mail: account.mail };
    const sections = await loadSections(this.sections.personal(), (s) => s.person(subject), progress, [10, 70]);
    const archive = { title: 'Meine Daten bei Plenum', createdAt: new Date(), hinweis: DATA_EXPORT_MESSAGES.hinweis, sections };
    return writeDataArchive(archive, createObjectStorage(this.config.values, 'uploads'));
  }

  /** In the workers, after the file is stored: the mail once, and the deletion at `expiresAt` (one job id per export). */
  async finished(row: PersonalDataExport): Promise<void> {
    await this.transactions.run(async (tx) => {
      if (await this.repository.announce(tx, row._id)) await this.outbox.record(tx, 'data-export.ready', { exportId: row._id });
    });
    const jobId = `data-export-expire-${row._id}`;
    const data: JobData<'data-export.expire'> = { exportId: row._id, eventId: jobId };
    const queue = this.moduleRef.get<Queue>(getQueueToken(QueueName.PDF), { strict: false });
    await queue.add('data-export.expire', data, {
      ...DEFAULT_JOB_OPTIONS,
      jobId,
      delay: Math.max(0, row.expiresAt.getTime() - Date.now()),
    });
  }

  /** The delayed job: the row and its file go, if still there and due (idempotent). */
  async expire(exportId: string, now = new Date()): Promise<void> {
    await this.transactions.run(async (tx) => {
      if (await this.repository.dueForExpiry(exportId, now, tx)) await this.base.discard(tx, PersonalDataExport, { _id: exportId });
    });
  }

  /** Inside an account's deleting transaction: its exports' rows now, their files after commit. */
  removeAllOf(tx: Tx, userId: string): Promise<void> {
    return this.base.discard(tx, PersonalDataExport, { userId });
  }
}
