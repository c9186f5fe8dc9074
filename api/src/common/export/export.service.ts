// Request, status, download and deletion of every export kind. A request writes its row and its outbox event
// in one transaction (the pdf worker's job exists exactly for committed rows); while an export of the same
// kind and owner with the same columns is PENDING or RUNNING, a second request (by anyone) answers that one;
// one member asks for at most EXPORT_REQUESTS_PER_MEMBER_PER_HOUR files an hour across all kinds, and one
// group has at most EXPORT_PENDING_PER_TENANT exports waiting or rendering (both 429 with Retry-After).
import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import type { DeepPartial, FindOptionsOrder, FindOptionsWhere } from 'typeorm';
import { ConfigService } from '../../config/config';
import { TransactionRunner } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import { findOrFail } from '../../core/find-or-fail';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { exportTables } from './export-expiry';
import { ExportFiles } from './export-files';
import type { ExportDownload } from './export-files';
import type { ExportKind } from './export-kind';
import type { ExportRequest } from './export-request.entity';
import { ExportRows } from './export-rows';
import { ExportErrors } from './export.errors';

const WINDOW_MS = 3600_000;
/** The first keys of the advisory locks: one per member (the limit), one per kind and owner (the dedup). */
const MEMBER_LOCK = 0x6578;
const OWNER_LOCK = 0x6579;
/** A group that has too many exports pending is told to come back after this. */
const GROUP_BUSY_RETRY_SECONDS = 60;

@Injectable()
export class ExportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly config: ConfigService,
    private readonly files: ExportFiles,
  ) {}

  /** 202's body: a new PENDING export, or the same one still being made. */
  async request<Row extends ExportRequest, Scope, Owner, Input, View>(
    kind: ExportKind<Row, Scope, Owner, Input, View>,
    scope: Scope,
    ownerId: string,
    input: Input,
    requestedById: string,
  ): Promise<View> {
    const row = await this.transactions.run(async (tx) => {
      // Always member first, then owner: two requests never wait for each other crosswise.
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [MEMBER_LOCK, requestedById]);
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [OWNER_LOCK, `${kind.name}:${ownerId}`]);
      const owner = await findOrFail(kind.owner(scope, ownerId, tx), kind.notFound);
      const of = kind.of(scope, ownerId);
      const columns = { ...(await kind.columns(owner, input, tx)), ...of };
      const same = Object.entries(columns).map(([key, value]) => [key, value === null ? IsNull() : value]);
      const pending = await tx.findOne(kind.entity, {
        where: { ...Object.fromEntries(same), state: In(['PENDING', 'RUNNING']) } as FindOptionsWhere<Row>,
        order: { createdAt: 'DESC' } as FindOptionsOrder<Row>,
      });
      if (pending) return pending;
      await this.checkMemberLimit(tx, requestedById);
      const tenantId = (of as { tenantId?: unknown }).tenantId;
      if (typeof tenantId === 'string') await this.checkGroupPending(tx, tenantId);
      const saved = await tx.save(kind.entity, tx.create(kind.entity, { ...columns, requestedById } as DeepPartial<Row>));
      await kind.created?.(tx, saved, scope);
      await this.outbox.record(tx, 'export.requested', { exportId: saved._id, kind: kind.name });
      return saved;
    });
    return kind.view(row);
  }

  async status<Row extends ExportRequest, Scope, Owner, Input, View>(
    kind: ExportKind<Row, Scope, Owner, Input, View>,
    scope: Scope,
    ownerId: string,
    exportId: string,
  ): Promise<View> {
    return kind.view(await this.find(kind, scope, ownerId, exportId));
  }

  /** The finished file; 409 while it is being made or when it failed. */
  async file<Row extends ExportRequest, Scope, Owner, Input, View>(
    kind: ExportKind<Row, Scope, Owner, Input, View>,
    scope: Scope,
    ownerId: string,
    exportId: string,
  ): Promise<ExportDownload> {
    const row = await this.find(kind, scope, ownerId, exportId);
    const { fileName, format } = kind.file(row);
    return this.files.open(row, fileName, format, kind.notFinished);
  }

  /**
   * Inside a deleting transaction (an owner, a group, or content an export names: a registration, an
   * answer, a position): the matching rows go now, their files once it is committed. FOR UPDATE: a worker
   * finishing one meanwhile waits, then finds its row gone and removes its file itself.
   */
  async discard<Row extends ExportRequest>(tx: Tx, entity: new () => Row, where: Partial<Row>): Promise<void> {
    const match = where as FindOptionsWhere<Row>;
    const keys = await new ExportRows(this.dataSource, entity).storageKeys(match, tx);
    await tx.delete(entity, match);
    this.files.removeAfterCommit(tx, keys);
  }

  private async find<Row extends ExportRequest, Scope, Owner, Input, View>(
    kind: ExportKind<Row, Scope, Owner, Input, View>,
    scope: Scope,
    ownerId: string,
    exportId: string,
  ): Promise<Row> {
    await findOrFail(kind.owner(scope, ownerId), kind.notFound);
    const where = { ...kind.of(scope, ownerId), _id: exportId } as FindOptionsWhere<Row>;
    return findOrFail(this.dataSource.manager.findOneBy(kind.entity, where));
  }

  /** The member's requests of the last hour in every export table (each has an index on requested_by_id). */
  private async checkMemberLimit(tx: Tx, userId: string): Promise<void> {
    const union = this.tables()
      .map((t) => `SELECT ${t.createdAt} AS created_at FROM ${t.table} WHERE ${t.requestedById} = $1 AND ${t.createdAt} > $2`)
      .join(' UNION ALL ');
    const [{ count, oldest }]: { count: number; oldest: Date | null }[] = await tx.query(
      `SELECT count(*)::int AS count, min(created_at) AS oldest FROM (${union}) r`,
      [userId, new Date(Date.now() - WINDOW_MS)],
    );
    if (count < this.config.get('exportRequestsPerMemberPerHour')) return;
    const freeAt = (oldest ?? new Date()).getTime() + WINDOW_MS;
    throw ExportErrors.tooMany(Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)));
  }

  /**
   * Fairness between groups: the pdf queue is first come, first served, so one group's pile of requests
   * would hold everybody else's back. With at most EXPORT_PENDING_PER_TENANT of a group waiting or rendering
   * (an export stuck for an hour no longer counts), another group's export waits behind at most that many
   * of each busy group, shared by the worker's parallel slots. BullMQ's per-group queues are not in the
   * open-source bullmq, hence the cap here (docs/security.md).
   */
  private async checkGroupPending(tx: Tx, tenantId: string): Promise<void> {
    const union = this.tables()
      .flatMap((t) =>
        t.tenantId
          ? [`SELECT 1 FROM ${t.table} WHERE ${t.tenantId} = $1 AND ${t.state} IN ('PENDING', 'RUNNING') AND ${t.createdAt} > $2`]
          : [],
      )
      .join(' UNION ALL ');
    const [{ count }]: { count: number }[] = await tx.query(`SELECT count(*)::int AS count FROM (${union}) p`, [
      tenantId,
      new Date(Date.now() - WINDOW_MS),
    ]);
    if (count >= this.config.get('exportPendingPerTenant')) throw ExportErrors.groupBusy(GROUP_BUSY_RETRY_SECONDS);
  }

  private tables() {
    return exportTables(this.dataSource.entityMetadatas, (name) => this.dataSource.driver.escape(name));
  }
}
