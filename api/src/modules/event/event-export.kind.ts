// Event exports (issue 14 §2) as one kind of the export base: registrations and attendees as CSV, the QR code
// sheet and the certificates as PDF. An event the caller's role may not see does not exist for them (404),
// like its exports. They hold names and e-mail addresses: they go with the event, the group, and any
// registration or check-in deleted (removeAllOf).
import { Injectable, Optional } from '@nestjs/common';
import { EventExportKind } from '#shared/event-export';
import type { EventExportView } from '#shared/event-export';
import { pageProgress } from '../../common/export/export-job';
import { ExportKinds } from '../../common/export/export-kind';
import type { ReportProgress } from '../../common/export/export-kind';
import { ExportService } from '../../common/export/export.service';
import { GroupExportKind } from '../../common/export/group-export-kind';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { ConfigService } from '../../config/config';
import type { Tx } from '../../core/database/transaction';
import { findOrFail } from '../../core/find-or-fail';
import { OwnerDeletionRegistry } from '../tenant/owner-deletion.registry';
import type { CreateEventExportDto } from './dto/event-export.dto';
import { EventExport } from './entities/event-export.entity';
import type { GroupEvent } from './entities/event.entity';
import { EventExportRepository } from './event-export.repository';
import { eventExportView, exportFileName, exportFormat } from './event-export.views';
import { EventExportErrors } from './event.errors';
import { EventRepository } from './event.repository';
import { renderCertificatesPdf } from './jobs/event-certificates.pdf';
import { ExportEvent, exportFields, exportPerson, sortByName } from './jobs/event-export-content';
import { renderPeopleCsv } from './jobs/event-people.csv';
import { renderQrCodesPdf } from './jobs/event-qr-codes.pdf';

@Injectable()
export class EventExports extends GroupExportKind<EventExport, GroupEvent, CreateEventExportDto, EventExportView> {
  readonly name = 'event';
  readonly entity = EventExport;
  protected readonly ownerColumn = 'eventId';
  private readonly publicUrl: string;

  constructor(
    private readonly exports: EventExportRepository,
    private readonly events: EventRepository,
    base: ExportService,
    kinds: ExportKinds,
    config: ConfigService,
    /** The API's only: the workers delete no groups. */
    @Optional() ownerDeletion?: OwnerDeletionRegistry,
  ) {
    super(kinds, base, ownerDeletion);
    this.publicUrl = config.values.publicUrl;
  }

  owner(ctx: TenantContext, eventId: string, tx?: Tx) {
    return this.events.visible(ctx.tenant._id, eventId, ctx.level, tx);
  }

  async columns(event: GroupEvent, dto: CreateEventExportDto, tx: Tx) {
    const { tenantId, _id: eventId } = event;
    if (dto.attendeeId && dto.kind !== EventExportKind.CERTIFICATES) throw EventExportErrors.attendeeOnlyForCertificates();
    let person: { firstName: string; lastName: string } | undefined;
    if (dto.kind === EventExportKind.CERTIFICATES) {
      if (dto.attendeeId)
        person = await findOrFail(this.exports.attendee(tenantId, eventId, dto.attendeeId, tx), EventExportErrors.notCheckedIn);
      else if (!(await this.exports.hasAttendees(tenantId, eventId, tx))) throw EventExportErrors.noAttendees();
    }
    return { kind: dto.kind, attendeeId: dto.attendeeId ?? null, fileName: exportFileName(dto.kind, event.title, person) };
  }

  view(row: EventExport) {
    return eventExportView(row);
  }

  file(row: EventExport) {
    return { fileName: row.fileName, format: exportFormat(row.kind) };
  }

  storageKey(row: EventExport) {
    return `event/${row.tenantId}/${row._id}.${exportFormat(row.kind)}`;
  }

  async render(row: EventExport, progress: ReportProgress): Promise<Buffer | null> {
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
