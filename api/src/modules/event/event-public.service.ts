// What the public pages read without login: the event's public view, and the programme's files while the
// programme is on. An event with every switch off does not exist for the public ('Event nicht gefunden').
import { Injectable } from '@nestjs/common';
import type { PublicEventView } from '#shared/event';
import type { StoredObject } from '../../infrastructure/storage/object-storage';
import type { Material } from '../files/entities/material.entity';
import { MaterialService } from '../files/material.service';
import { EventErrors } from './event.errors';
import { EventRepository } from './event.repository';
import { programOwner } from './event.service';
import { publicEventView } from './event.views';

@Injectable()
export class EventPublicService {
  constructor(
    private readonly events: EventRepository,
    private readonly materials: MaterialService,
  ) {}

  async view(eventId: string): Promise<PublicEventView> {
    const row = await this.events.publicRow(eventId);
    const { event } = row ?? {};
    if (!row || !event || !(event.switchProgram || event.switchRegistration || event.switchCheckin)) throw EventErrors.notFound();
    const files = event.switchProgram ? await this.materials.listOf(programOwner(event.tenantId, event._id)) : [];
    return publicEventView(row, files);
  }

  /** A programme file: 404 unknown event, 403 programme off, 404 a file that no item of this programme lists. */
  async programFile(eventId: string, materialId: string): Promise<{ material: Material; file: StoredObject }> {
    const row = await this.events.publicRow(eventId);
    if (!row) throw EventErrors.notFound();
    const { event } = row;
    if (!event.switchProgram) throw EventErrors.noAccess();
    const listed = new Set(event.configuration.toc.flatMap((item) => item.materialIds));
    return this.materials.openOwned(programOwner(event.tenantId, event._id), materialId, (m) => listed.has(m._id));
  }
}
