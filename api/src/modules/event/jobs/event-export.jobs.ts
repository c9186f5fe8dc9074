// Renders a requested event export into the export storage (issue 14 §2). Idempotent: a finished export is
// left alone; a retried one is rendered again and overwrites its own file. An export whose event (or
// attendee) is gone has been deleted with it, and the job then does nothing.
import { Injectable } from '@nestjs/common';
import { EventExportKind } from '#shared/event-export';
import { ConfigService } from '../../../config/config';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { PdfJob } from '../../../infrastructure/queue/job-handler';
import type { JobContext } from '../../../infrastructure/queue/job-handler';
import { createObjectStorage, ObjectStorage } from '../../../infrastructure/storage/object-storage';
import type { EventExport } from '../entities/event-export.entity';
import type { GroupEvent } from '../entities/event.entity';
import { EventExportRepository } from '../event-export.repository';
import { renderCertificatesPdf } from './event-certificates.pdf';
import { ExportEvent, exportFields, exportPerson, sortByName } from './event-export-content';
import { renderPeopleCsv } from './event-people.csv';
import { renderQrCodesPdf } from './event-qr-codes.pdf';

@Injectable()
export class EventExportJobs {
  private readonly storage: ObjectStorage;
  private readonly publicUrl: string;

  constructor(
    private readonly exports: EventExportRepository,
    config: ConfigService,
  ) {
    this.storage = createObjectStorage(config.values, 'exports');
    this.publicUrl = config.values.publicUrl;
  }

  @PdfJob('event.export-requested')
  async render({ exportId }: JobData<'event.export-requested'>, ctx: JobContext) {
    const row = await this.exports.findForJob(exportId);
    if (!row || row.state === 'DONE') return;
    try {
      const event = await this.exports.event(row.tenantId, row.eventId);
      if (!event) return;
      await this.exports.progress(exportId, 'RUNNING', 5);
      const data = await this.file(row, event);
      await this.exports.progress(exportId, 'RUNNING', 95);
      const format = row.kind === EventExportKind.REGISTRATIONS || row.kind === EventExportKind.ATTENDEES ? 'csv' : 'pdf';
      const key = `event/${row.tenantId}/${row._id}.${format}`;
      await this.storage.put(key, data, format === 'pdf' ? 'application/pdf' : 'text/csv');
      // Deleted while rendering (the deletion waited for no file): this file must not outlive its row.
      if (!(await this.exports.finish(exportId, key))) await this.storage.delete(key);
    } catch (err) {
      // The last attempt leaves a visible failure instead of an export that looks busy forever.
      if (ctx.lastAttempt) await this.exports.progress(exportId, 'FAILED', row.progress);
      throw err;
    }
  }

  private async file(row: EventExport, event: GroupEvent): Promise<Buffer> {
    const content: ExportEvent = {
      _id: event._id,
      title: event.title,
      startDate: event.startDate,
      endDate: event.endDate,
      location: event.location || null,
      groupName: await this.exports.groupName(row.tenantId),
    };
    switch (row.kind) {
      case EventExportKind.REGISTRATIONS:
      case EventExportKind.ATTENDEES: {
        const rows = await this.exports.participants(row.kind, row.tenantId, row.eventId);
        await this.exports.progress(row._id, 'RUNNING', 50);
        const fields = exportFields(
          event.customFields,
          rows.map((r) => r.answers),
        );
        return renderPeopleCsv(row.kind, fields, rows.map(exportPerson));
      }
      case EventExportKind.QR_CODES:
        return renderQrCodesPdf(content, this.publicUrl);
      case EventExportKind.CERTIFICATES: {
        const rows = await this.exports.participants('attendees', row.tenantId, row.eventId, row.attendeeId ?? undefined);
        let reported = 10;
        await this.exports.progress(row._id, 'RUNNING', reported);
        return renderCertificatesPdf(content, sortByName(rows), {
          // A few progress writes, not one per page of a 5,000-person event.
          onPage: async (done, total) => {
            const value = 10 + Math.floor((done / total) * 80);
            if (value < reported + 5) return;
            reported = value;
            await this.exports.progress(row._id, 'RUNNING', value);
          },
        });
      }
    }
  }
}
