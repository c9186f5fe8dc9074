// Rendered exports name pupils (registration and attendee lists, certificates, survey results, delegate
// lists), so neither their request rows nor their files live forever: every request older than the EXPORT
// retention rule (24 hours unless a platform administrator changed it, issue 26 §3) goes, whatever its
// state, with its stored file. A table with an `expiresAt` column (personal data exports, rule DATA_EXPORT)
// keeps each row until its own end. The tables are found from the entity
// metadata (every entity extending ExportRequest), so a module's new export is expired without registering.
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityMetadata } from 'typeorm';
import { RETENTION_DEFAULTS, retentionCutoff } from '#shared/retention';
import { TransactionRunner } from '../../core/database/transaction';
import { ExportFiles } from './export-files';
import { ExportRequest } from './export-request.entity';

/** Rows per statement: a big backlog is deleted in many short transactions, never under one long lock. */
export const EXPORT_EXPIRY_BATCH = 500;

/** The quoted names one expiry statement needs. */
export interface ExportTable {
  table: string;
  id: string;
  createdAt: string;
  storageKey: string;
  requestedById: string;
  state: string;
  /** Only where the export belongs to a group (not the domain's delegate lists). */
  tenantId?: string;
  /** Only where each request keeps its own end (a personal data export: 7 days); it then goes at that end. */
  expiresAt?: string;
}

type Metadata = Pick<EntityMetadata, 'target' | 'tablePath' | 'primaryColumns' | 'findColumnWithPropertyName'>;

/** The export request tables among `metadatas`, with their column names quoted by `quote`. */
export function exportTables(metadatas: readonly Metadata[], quote: (name: string) => string): ExportTable[] {
  return metadatas
    .filter((m) => typeof m.target === 'function' && m.target.prototype instanceof ExportRequest)
    .map((m) => {
      const column = (property: keyof ExportRequest) => quote(m.findColumnWithPropertyName(property)!.databaseName);
      const tenant = m.findColumnWithPropertyName('tenantId');
      const expires = m.findColumnWithPropertyName('expiresAt');
      return {
        table: m.tablePath.split('.').map(quote).join('.'),
        id: quote(m.primaryColumns[0].databaseName),
        createdAt: column('createdAt'),
        storageKey: column('storageKey'),
        requestedById: column('requestedById'),
        state: column('state'),
        ...(tenant ? { tenantId: quote(tenant.databaseName) } : {}),
        ...(expires ? { expiresAt: quote(expires.databaseName) } : {}),
      };
    });
}

/** Runs `deleteBatch` until a batch comes back short of `size`; the rows deleted in all. */
export async function inBatches(deleteBatch: () => Promise<number>, size: number): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < size) return total;
  }
}

@Injectable()
export class ExportExpiry {
  private readonly logger = new Logger(ExportExpiry.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly files: ExportFiles,
  ) {}

  /** Deletes every expired export request and its file; the number of rows deleted. */
  async expire(now = new Date()): Promise<number> {
    const rows: { period: number }[] = await this.dataSource.query(`SELECT period FROM retention_rule WHERE category = 'EXPORT'`);
    const cutoff = retentionCutoff(now, rows[0]?.period ?? RETENTION_DEFAULTS.EXPORT.period, RETENTION_DEFAULTS.EXPORT.unit);
    let total = 0;
    for (const table of this.tables()) {
      total += await inBatches(
        () => this.expireBatch(table, table.expiresAt ? now : cutoff, Boolean(table.expiresAt)),
        EXPORT_EXPIRY_BATCH,
      );
    }
    if (total) this.logger.log({ msg: 'expired exports deleted', count: total, before: cutoff.toISOString() });
    return total;
  }

  /**
   * Requests made before `cutoff` (the retention dry run): in the group and domain export tables, or with
   * `personal` in those whose rows keep their own end (personal data exports).
   */
  async countBefore(cutoff: Date, personal = false): Promise<number> {
    let total = 0;
    for (const { table, createdAt } of this.tables(personal)) {
      const [row]: { n: string }[] = await this.dataSource.query(`SELECT count(*) AS n FROM ${table} WHERE ${createdAt} < $1`, [cutoff]);
      total += Number(row.n);
    }
    return total;
  }

  /** Deletes up to about `limit` requests made before `cutoff` with their files, in batches; how many. */
  async expireBefore(cutoff: Date, limit: number, personal = false): Promise<number> {
    let total = 0;
    for (const table of this.tables(personal)) {
      if (total >= limit) break;
      total += await inBatches(() => this.expireBatch(table, cutoff, false), EXPORT_EXPIRY_BATCH);
    }
    return total;
  }

  /** Every export table; with `personal` given, only those with (true) or without (false) their own end. */
  private tables(personal?: boolean): ExportTable[] {
    const all = exportTables(this.dataSource.entityMetadatas, (name) => this.dataSource.driver.escape(name));
    return personal === undefined ? all : all.filter((t) => Boolean(t.expiresAt) === personal);
  }

  /**
   * One batch in its own transaction: the keys come back from the DELETE itself, the files go after the
   * commit (as for a deleted owner). SKIP LOCKED: a row the pdf worker is updating right now is left for the
   * next run instead of waiting for it; a worker that finishes a row deleted here finds it gone and removes
   * its file itself (ExportJobs). No index on created_at: once this runs, a table holds one retention
   * period of requests, so the scan is short, and the first run's backlog is read once per batch.
   */
  private expireBatch({ table, id, createdAt, storageKey, expiresAt }: ExportTable, before: Date, byOwnEnd: boolean): Promise<number> {
    const column = byOwnEnd && expiresAt ? expiresAt : createdAt;
    return this.transactions.run(async (tx) => {
      const rows: { storageKey: string | null }[] = await tx.query(
        `WITH gone AS (
           DELETE FROM ${table} WHERE ${id} IN (
             SELECT ${id} FROM ${table} WHERE ${column} < $1 LIMIT $2 FOR UPDATE SKIP LOCKED)
           RETURNING ${storageKey} AS "storageKey")
         SELECT "storageKey" FROM gone`,
        [before, EXPORT_EXPIRY_BATCH],
      );
      this.files.removeAfterCommit(
        tx,
        rows.flatMap((r) => (r.storageKey ? [r.storageKey] : [])),
      );
      return rows.length;
    });
  }
}
