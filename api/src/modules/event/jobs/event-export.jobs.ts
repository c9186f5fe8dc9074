// Renders a requested event export into the export storage (issue 14 §2); the request row's steps (state,
// progress, store, fail) are runExportJob's. An export whose event (or attendee) is gone has been deleted
// with it, and the job then does nothing.
import { Injectable } from '@nestjs/common';
import { EventExportKind } from '#shared/event-export';
import { ExportFiles } from '../../../common/export/export-files';
import { pageProgress, runExportJob } from '../../../common/export/export-job';
import type { ReportProgress } from '../../../common/export/export-job';
import { ConfigService } from '../../../config/config';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { PdfJob } from '../../../infrastructure/queue/job-handler';
import type { JobContext } from '../../../infrastructure/queue/job-handler';
import type { EventExport } from '../entities/event-export.entity';
import { EventExportRepository } from '../event-export.repository';
import { exportFormat } from '../event-export.views';
import { renderCertificatesPdf } from './event-certificates.pdf';
import { ExportEvent, exportFields, exportPerson, sortByName } from './event-export-content';
import { renderPeopleCsv } from './event-people.csv';
import { renderQrCodesPdf } from './event-qr-codes.pdf';

@Injectable()
export class EventExportJobs {
  private readonly publicUrl: string;

  constructor(
    private readonly exports: EventExportRepository,
    private readonly files: ExportFiles,
    config: ConfigService,
  ) {
    this.publicUrl = config.values.publicUrl;
  }

  @PdfJob('event.export-requested')
  render({ exportId }: JobData<'event.export-requested'>, ctx: JobContext) {
    return runExportJob(this.exports.rows, this.files, exportId, ctx, {
      format: (row) => exportFormat(row.kind),
      key: (row) => `event/${row.tenantId}/${row._id}.${exportFormat(row.kind)}`,
      render: (row, progress) => this.file(row, progress),
    });
  }

  private async file(row: EventExport, progress: ReportProgress): Promise<Buffer | null> {
    const event = await this.exports.event(row.tenantId, row.eventId);
    if (!event) return null;
    const content: ExportEvent = {
      _id: event._id,
      title: event.title,
      startDate: event.startDate,
      endDate: event.endDate,
      location: event.location || null,
      groupName: await this.exports.groupName(row.tenantId),
      doorCode: event.doorCode,
    };
    switch (row.kind) {
      case EventExportKind.REGISTRATIONS:
      case EventExportKind.ATTENDEES: {
        const rows = await this.exports.participants(row.kind, row.tenantId, row.eventId);
        await progress(50);
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
        await progress(10);
        return renderCertificatesPdf(content, sortByName(rows), { onPage: pageProgress(progress, 10, 90) });
      }
    }
  }
}
