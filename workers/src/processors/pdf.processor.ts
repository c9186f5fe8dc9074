// The pdf queue: generated files (delegate lists as PDF or CSV). Idempotent: a finished export is left
// alone; a retried one is rendered again and overwrites its own file.
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { stringify } from 'csv-stringify/sync';
import { DataSource } from 'typeorm';
import { ConfigService } from '../../../api/src/config/config';
import { DomainEventType, JobData } from '../../../api/src/infrastructure/outbox/domain-events';
import { QueueName } from '../../../api/src/infrastructure/queue/queues';
import { DelegateExport, ExportState } from '../../../api/src/modules/tenant/election/delegate-export.entity';
import { DelegateList, loadDelegateList } from '../../../api/src/modules/tenant/election/delegate-list';
import { ExportStorage, exportKey, exportStorageFor } from '../../../api/src/modules/tenant/election/export-storage';
import { renderDelegateListPdf } from '../templates/delegate-list.pdf';

type Handler<E extends DomainEventType> = (data: JobData<E>, job: Job) => Promise<void>;

/** Semicolon-separated with a BOM: what German spreadsheet programs open correctly by double-click. */
export function renderDelegateListCsv(list: DelegateList): Buffer {
  const rows = list.schools.flatMap((s) => s.people.map((p) => [s.name, p.roleLabel, p.firstName, p.lastName, p.className, p.mail]));
  const csv = stringify(rows, { header: true, columns: ['Schule', 'Funktion', 'Vorname', 'Nachname', 'Klasse', 'E-Mail'], delimiter: ';', bom: true });
  return Buffer.from(csv, 'utf8');
}

@Processor(QueueName.PDF)
export class PdfProcessor extends WorkerHost {
  private readonly logger = new Logger(PdfProcessor.name);
  private readonly storage: ExportStorage;

  readonly handlers: { [E in DomainEventType]?: Handler<E> } = {
    'tenant.delegate-export-requested': (data, job) => this.delegateList(data.exportId, job),
  };

  constructor(
    private readonly dataSource: DataSource,
    config: ConfigService,
  ) {
    super();
    this.storage = exportStorageFor(config.get('uploadDir'));
  }

  async process(job: Job<JobData>): Promise<void> {
    const handler = this.handlers[job.name as DomainEventType] as Handler<DomainEventType> | undefined;
    if (!handler) throw new Error(`pdf queue has no handler for job ${job.name}`);
    await handler(job.data, job);
    this.logger.log({ msg: 'pdf job done', job: job.name, eventId: job.data.eventId });
  }

  private async delegateList(exportId: string, job: Job) {
    const repo = this.dataSource.getRepository(DelegateExport);
    const row = await repo.findOneBy({ _id: exportId });
    if (!row || row.state === ExportState.DONE) return;
    const progress = (value: number, state = ExportState.RUNNING) => repo.update({ _id: exportId }, { state, progress: value });
    try {
      await progress(5);
      const list = await loadDelegateList(this.dataSource, row.domainId, row.yearStart);
      await progress(30);
      let last = 30;
      const data =
        row.format === 'csv'
          ? renderDelegateListCsv(list)
          : await renderDelegateListPdf(list, (done, total) => {
              last = 30 + Math.floor((done / total) * 60);
            });
      await progress(Math.max(last, 90));
      const key = exportKey(row.domainId, row._id, row.format);
      await this.storage.put(key, data);
      await repo.update({ _id: exportId }, { state: ExportState.DONE, progress: 100, storageKey: key });
    } catch (err) {
      // The last attempt leaves a visible failure instead of an export that looks busy forever.
      const attempts = job.opts.attempts ?? 1;
      if (job.attemptsMade + 1 >= attempts) await progress(row.progress, ExportState.FAILED);
      throw err;
    }
  }
}
