// Asking for an export, the same for every kind: the request row and its outbox event are written in one
// transaction (the pdf worker's job exists exactly for committed rows), a second identical request while
// the first is still PENDING or RUNNING answers that one instead of rendering the file twice, and one member
// asks for at most EXPORT_REQUESTS_PER_MEMBER_PER_HOUR files an hour across all kinds (429 with Retry-After).
import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import type { DeepPartial, FindOptionsOrder, FindOptionsWhere } from 'typeorm';
import { ConfigService } from '../../config/config';
import { TransactionRunner } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import type { DomainEventPayloads, DomainEventType } from '../../infrastructure/outbox/domain-events';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { exportTables } from './export-expiry';
import type { ExportRequest } from './export-request.entity';
import { ExportErrors } from './export.errors';

/** The domain events whose job renders one export request (`{ exportId }`). */
export type ExportRequestedEvent = {
  [E in DomainEventType]: DomainEventPayloads[E] extends { exportId: string } ? E : never;
}[DomainEventType];

export interface NewExport<T extends ExportRequest> {
  entity: new () => T;
  event: ExportRequestedEvent;
  requestedById: string;
  /**
   * Checks what the module must (visibility, something to export) and gives the row's own columns (owner,
   * kind or format, file name). Equal columns from the same member make an identical request.
   */
  columns: (tx: Tx) => Promise<NoInfer<DeepPartial<T>>>;
  /** Written with a new row in its transaction (e.g. the domain administration's audit entry). */
  created?: (tx: Tx, row: NoInfer<T>) => Promise<void>;
}

const WINDOW_MS = 3600_000;
/** The first key of the per-member advisory lock (the second is the member's id hashed). */
const LOCK_SPACE = 0x6578;

@Injectable()
export class ExportRequests {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly config: ConfigService,
  ) {}

  request<T extends ExportRequest>(spec: NewExport<T>): Promise<T> {
    return this.transactions.run(async (tx) => {
      // One request of a member at a time: the duplicate check and the count see each other's rows.
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_SPACE, spec.requestedById]);
      const columns = await spec.columns(tx);
      const newest = { createdAt: 'DESC' } as FindOptionsOrder<T>;
      const running = await tx.findOne(spec.entity, { where: this.sameRequest(spec, columns), order: newest });
      if (running) return running;
      await this.checkLimit(tx, spec.requestedById);
      const row = await tx.save(spec.entity, tx.create(spec.entity, { ...columns, requestedById: spec.requestedById } as DeepPartial<T>));
      await spec.created?.(tx, row);
      await this.outbox.record(tx, spec.event, { exportId: row._id });
      return row;
    });
  }

  private sameRequest<T extends ExportRequest>(spec: NewExport<T>, columns: DeepPartial<T>): FindOptionsWhere<T> {
    const same = Object.entries(columns).map(([key, value]) => [key, value === null ? IsNull() : value]);
    return {
      ...Object.fromEntries(same),
      requestedById: spec.requestedById,
      state: In(['PENDING', 'RUNNING']),
    } as FindOptionsWhere<T>;
  }

  /** Counts the member's requests of the last hour in every export table (each has an index on requested_by_id). */
  private async checkLimit(tx: Tx, userId: string): Promise<void> {
    const quote = (name: string) => this.dataSource.driver.escape(name);
    const tables = exportTables(this.dataSource.entityMetadatas, quote);
    const union = tables
      .map((t) => `SELECT ${t.createdAt} AS created_at FROM ${t.table} WHERE ${t.requestedById} = $1 AND ${t.createdAt} > $2`)
      .join(' UNION ALL ');
    const since = new Date(Date.now() - WINDOW_MS);
    const [{ count, oldest }]: { count: number; oldest: Date | null }[] = await tx.query(
      `SELECT count(*)::int AS count, min(created_at) AS oldest FROM (${union}) r`,
      [userId, since],
    );
    if (count < this.config.get('exportRequestsPerMemberPerHour')) return;
    const freeAt = (oldest ?? new Date()).getTime() + WINDOW_MS;
    throw ExportErrors.tooMany(Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)));
  }
}
