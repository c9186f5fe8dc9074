// The rule table, the school-year ends, the legal holds and the deletion of due rows of the group-owned
// categories (retention-tables.ts). Every batch is one statement in one transaction: rows are picked
// FOR UPDATE SKIP LOCKED, their uploads are listed for the store's delayed deletion in the same statement,
// so a run killed at any point leaves either the whole batch or none of it, and a second run goes on.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RETENTION_CATEGORIES, RETENTION_DEFAULTS } from '#shared/retention';
import type { RetentionCategory, SchoolYearEnd } from '#shared/retention';
import { ConfigService } from '../../config/config';
import { BaseRepository } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import { Tenant } from '../../core/identity/tenant.entity';
import { RetentionRule } from './entities/retention-rule.entity';
import type { RetentionTablePart } from './retention-tables';
import type { RetentionCount, RetentionScope } from './retention.registry';

export interface DomainSchoolYear {
  domainId: string;
  end: SchoolYearEnd;
}

type CountRow = { rows: string; files: string };

@Injectable()
export class RetentionRepository extends BaseRepository {
  constructor(
    dataSource: DataSource,
    private readonly config: ConfigService,
  ) {
    super(dataSource);
  }

  /** Writes every category's row from the code's defaults; an administrator's period stays, clamped to the bounds. */
  /** False while the migration that creates the rules is pending (an API may start before `npm run migrate`). */
  async rulesTableExists(): Promise<boolean> {
    const [row]: { t: string | null }[] = await this.dataSource.query(`SELECT to_regclass('retention_rule')::text AS t`);
    return row?.t != null;
  }

  async seedRules(): Promise<void> {
    for (const category of RETENTION_CATEGORIES) {
      const d = RETENTION_DEFAULTS[category];
      await this.dataSource.query(
        `INSERT INTO retention_rule (category, period, unit, min, max, default_period) VALUES ($1, $2, $3, $4, $5, $2)
         ON CONFLICT (category) DO UPDATE SET unit = excluded.unit, min = excluded.min, max = excluded.max,
           default_period = excluded.default_period,
           period = CASE WHEN retention_rule.unit = excluded.unit THEN LEAST(GREATEST(retention_rule.period, excluded.min), excluded.max)
                         ELSE excluded.period END`,
        [category, d.period, d.unit, d.min, d.max],
      );
    }
  }

  rules(): Promise<RetentionRule[]> {
    return this.dataSource.getRepository(RetentionRule).find();
  }

  async setPeriod(tx: Tx, category: RetentionCategory, period: number): Promise<void> {
    await tx.getRepository(RetentionRule).update({ category }, { period });
  }

  async schoolYears(): Promise<DomainSchoolYear[]> {
    const rows: { id: string; month: number; day: number }[] = await this.dataSource.query(
      `SELECT id, school_year_end_month AS month, school_year_end_day AS day FROM domain ORDER BY id`,
    );
    return rows.map((r) => ({ domainId: r.id, end: { month: r.month, day: r.day } }));
  }

  async countParts(parts: RetentionTablePart[], scope: RetentionScope): Promise<RetentionCount> {
    const total = { rows: 0, files: 0 };
    for (const part of parts) {
      const files = part.materialKind
        ? `(SELECT count(*) FROM material f WHERE f.owner_kind = '${part.materialKind}' AND f.owner_id IN (SELECT x.${part.key} FROM ${part.due}))`
        : '0';
      const [row]: CountRow[] = await this.dataSource.query(`SELECT (SELECT count(*) FROM ${part.due}) AS rows, ${files} AS files`, [
        scope.domainId,
        scope.cutoff,
      ]);
      total.rows += Number(row.rows);
      total.files += Number(row.files);
    }
    return total;
  }

  /** Deletes at most `limit` rows of the first parts that still have due rows. */
  async deleteParts(parts: RetentionTablePart[], scope: RetentionScope, limit: number): Promise<RetentionCount> {
    const total = { rows: 0, files: 0 };
    for (const part of parts) {
      if (total.rows >= limit) break;
      const deleted = await this.deletePart(part, scope, limit - total.rows);
      total.rows += deleted.rows;
      total.files += deleted.files;
    }
    return total;
  }

  private async deletePart(part: RetentionTablePart, scope: RetentionScope, limit: number): Promise<RetentionCount> {
    const files = part.materialKind
      ? `files AS (DELETE FROM material f WHERE f.owner_kind = '${part.materialKind}' AND f.owner_id IN (SELECT k FROM due) RETURNING f.storage_key),
         queued AS (INSERT INTO storage_deletion (area, storage_key, due_at)
           SELECT 'uploads', storage_key, now() + make_interval(days => $4) FROM files ON CONFLICT (area, storage_key) DO NOTHING),`
      : `files AS (SELECT NULL::text AS storage_key WHERE false),`;
    const [row]: CountRow[] = await this.dataSource.query(
      `WITH due AS (SELECT x.${part.key} AS k FROM ${part.due} LIMIT $3 FOR UPDATE OF x SKIP LOCKED),
       ${files}
       gone AS (DELETE FROM ${part.table} WHERE ${part.key} IN (SELECT k FROM due) RETURNING 1)
       SELECT (SELECT count(*) FROM gone) AS rows, (SELECT count(*) FROM files) AS files`,
      [scope.domainId, scope.cutoff, limit, ...(part.materialKind ? [this.config.get('storageDeleteDelayDays')] : [])],
    );
    return { rows: Number(row.rows), files: Number(row.files) };
  }

  /** The group of `domainId` locked for the change (null: not in that domain). */
  lockTenant(tx: Tx, domainId: string, tenantId: string): Promise<Tenant | null> {
    return tx.getRepository(Tenant).findOne({ where: { _id: tenantId, domainId }, lock: { mode: 'pessimistic_write' } });
  }

  async setLegalHold(tx: Tx, tenantId: string, hold: { since: Date; reason: string } | null): Promise<void> {
    await tx
      .getRepository(Tenant)
      .update({ _id: tenantId }, { legalHoldSince: hold?.since ?? null, legalHoldReason: hold?.reason ?? null });
  }
}
