// Asking for an export: the request row and its outbox event are written in one transaction, so the pdf
// worker's job exists exactly for committed rows (no job without a row, no row that never renders).
import type { TransactionRunner, Tx } from '../../core/database/transaction';
import type { DomainEventPayloads, DomainEventType } from '../outbox/domain-events';
import type { OutboxService } from '../outbox/outbox.service';
import type { ExportRequest } from './export-request.entity';

/** The domain events whose job renders one export request (`{ exportId }`). */
export type ExportRequestedEvent = {
  [E in DomainEventType]: DomainEventPayloads[E] extends { exportId: string } ? E : never;
}[DomainEventType];

/** `create` checks what the module must (visibility, something to export) and inserts the row in `tx`. */
export function requestExport<T extends ExportRequest>(
  transactions: TransactionRunner,
  outbox: OutboxService,
  event: ExportRequestedEvent,
  create: (tx: Tx) => Promise<T>,
): Promise<T> {
  return transactions.run(async (tx) => {
    const row = await create(tx);
    await outbox.record(tx, event, { exportId: row._id });
    return row;
  });
}
