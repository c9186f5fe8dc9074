import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DomainEventPayloads, DomainEventType } from './domain-events';
import { OutboxEntry } from './outbox.entity';

export const OUTBOX_CHANNEL = 'plenum_outbox';

/** Records domain events inside the caller's transaction; the relay publishes them after commit. */
@Injectable()
export class OutboxService {
  async record<E extends DomainEventType>(manager: EntityManager, type: E, payload: DomainEventPayloads[E]): Promise<string> {
    if (!manager.queryRunner?.isTransactionActive) {
      // An event outside a transaction could commit without its change (or the reverse).
      throw new Error(`Outbox event ${type} must be recorded inside a transaction`);
    }
    const entry = await manager.getRepository(OutboxEntry).save({ type, payload: payload as Record<string, unknown> });
    // Delivered at commit only, so the relay wakes up exactly when the row becomes visible.
    await manager.query('SELECT pg_notify($1, $2)', [OUTBOX_CHANNEL, entry._id]);
    return entry._id;
  }
}
