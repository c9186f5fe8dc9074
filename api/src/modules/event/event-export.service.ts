// Event exports (issue 14 §2): requested here by event:edit, rendered by the workers' pdf queue, downloaded
// by event:edit only. An event the caller's role may not see does not exist for them (404), like its exports.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventExportKind } from '#shared/event-export';
import { ExportFiles } from '../../common/export/export-files';
import { ExportRequests } from '../../common/export/export-requests';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import type { Tx } from '../../core/database/transaction';
import { findOrFail } from '../../core/find-or-fail';
import { OwnerDeletionRegistry } from '../tenant/owner-deletion.registry';
import type { CreateEventExportDto } from './dto/event-export.dto';
import { EventExport } from './entities/event-export.entity';
import { EventExportRepository } from './event-export.repository';
import { eventExportView, exportFileName, exportFormat } from './event-export.views';
import { EventExportErrors } from './event.errors';
import { EventRepository } from './event.repository';

@Injectable()
export class EventExportService implements OnModuleInit {
  constructor(
    private readonly exports: EventExportRepository,
    private readonly events: EventRepository,
    private readonly requests: ExportRequests,
    private readonly ownerDeletion: OwnerDeletionRegistry,
    private readonly files: ExportFiles,
  ) {}

  onModuleInit() {
    // A deleted group takes its events' export files with it.
    this.ownerDeletion.register('tenant', (tx, tenantId) => this.removeAllOf(tx, tenantId));
  }

  async request(ctx: TenantContext, userId: string, eventId: string, dto: CreateEventExportDto) {
    const tenantId = ctx.tenant._id;
    if (dto.attendeeId && dto.kind !== EventExportKind.CERTIFICATES) throw EventExportErrors.attendeeOnlyForCertificates();
    const saved = await this.requests.request({
      entity: EventExport,
      event: 'event.export-requested',
      requestedById: userId,
      columns: async (tx) => {
        const event = await this.visibleEvent(ctx, eventId, tx);
        let person: { firstName: string; lastName: string } | undefined;
        if (dto.kind === EventExportKind.CERTIFICATES) {
          if (dto.attendeeId)
            person = await findOrFail(this.exports.attendee(tenantId, eventId, dto.attendeeId, tx), EventExportErrors.notCheckedIn);
          else if (!(await this.exports.hasAttendees(tenantId, eventId, tx))) throw EventExportErrors.noAttendees();
        }
        const fileName = exportFileName(dto.kind, event.title, person);
        return { tenantId, eventId, kind: dto.kind, attendeeId: dto.attendeeId ?? null, fileName };
      },
    });
    return eventExportView(saved);
  }

  async status(ctx: TenantContext, eventId: string, exportId: string) {
    return eventExportView(await this.find(ctx, eventId, exportId));
  }

  async file(ctx: TenantContext, eventId: string, exportId: string) {
    const row = await this.find(ctx, eventId, exportId);
    return this.files.open(row, row.fileName, exportFormat(row.kind));
  }

  /**
   * For the deletion of an event, of one check-in (its certificates) or of the whole group, inside its
   * transaction: the rows go with it (foreign keys), their files once the deletion is committed. They hold
   * names and e-mail addresses and must not outlive it.
   */
  async removeAllOf(tx: Tx, tenantId: string, of: { eventId?: string; attendeeId?: string } = {}): Promise<void> {
    this.files.removeAfterCommit(tx, await this.exports.storageKeysOf(tenantId, of, tx));
  }

  private async visibleEvent(ctx: TenantContext, eventId: string, tx?: Tx) {
    return findOrFail(this.events.visible(ctx.tenant._id, eventId, ctx.level, tx));
  }

  private async find(ctx: TenantContext, eventId: string, exportId: string) {
    await this.visibleEvent(ctx, eventId);
    return findOrFail(this.exports.findInEvent(ctx.tenant._id, eventId, exportId));
  }
}
