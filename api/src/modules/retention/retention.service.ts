// Retention by school year (issue 26 §3): the rules, the dry run and the run. A run asks every category's
// deleter, per domain (each with its school-year end) and once for the rows of no domain, and deletes in
// batches of RETENTION_BATCH rows, each its own transaction: killed at any point it has deleted whole
// batches, and run again it carries on. What it deleted goes to the audit log and the metrics.
import { Injectable, OnModuleInit, Optional } from '@nestjs/common';
import { DEFAULT_SCHOOL_YEAR_END, RETENTION_CATEGORIES, retentionCutoff } from '#shared/retention';
import type { RetentionCategory, RetentionCategoryCount, RetentionReport, RetentionRule, SchoolYearEnd } from '#shared/retention';
import type { AuditActor } from '../../common/audit/actor';
import { ExportExpiry } from '../../common/export/export-expiry';
import { TransactionRunner } from '../../core/database/transaction';
import { BusinessMetrics } from '../../infrastructure/metrics/business-metrics.service';
import { AdminAuditService } from '../admin/admin-audit.service';
import { RETENTION_TABLES } from './retention-tables';
import { RetentionErrors, periodOutOfBounds } from './retention.errors';
import { RetentionRegistry } from './retention.registry';
import type { RetentionCount, RetentionDeleter, RetentionScope } from './retention.registry';
import { RetentionRepository } from './retention.repository';
import { ruleView } from './retention.views';

/** Rows per transaction: a backlog goes in many short ones, never under one long lock. */
export const RETENTION_BATCH = 500;

type Mode = 'count' | 'delete';
type Periods = Partial<Record<RetentionCategory, number>>;

@Injectable()
export class RetentionService implements OnModuleInit {
  private seeded = false;

  constructor(
    private readonly registry: RetentionRegistry,
    private readonly repo: RetentionRepository,
    private readonly transactions: TransactionRunner,
    private readonly audit: AdminAuditService,
    private readonly exports: ExportExpiry,
    // The workers count deletions; the API process has no business metrics of its own.
    @Optional() private readonly business?: BusinessMetrics,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.seedRules();
    for (const [category, { perDomain, parts }] of Object.entries(RETENTION_TABLES)) {
      this.registry.register({
        category: category as RetentionCategory,
        perDomain,
        count: (scope) => this.repo.countParts(parts, scope),
        deleteBatch: (scope, limit) => this.repo.deleteParts(parts, scope, limit),
      });
    }
    this.registry.register({
      category: 'EXPORT',
      perDomain: false,
      count: async (scope) => ({ rows: await this.exports.countBefore(scope.cutoff, false), files: 0 }),
      // Files are counted by the export expiry's own log; each request has at most one.
      deleteBatch: async (scope, limit) => ({ rows: await this.exports.expireBefore(scope.cutoff, limit, false), files: 0 }),
    });
    // Personal data exports also end on their own `expiresAt` (7 days); a shorter rule removes them earlier.
    this.registry.register({
      category: 'DATA_EXPORT',
      perDomain: false,
      count: async (scope) => ({ rows: await this.exports.countBefore(scope.cutoff, true), files: 0 }),
      deleteBatch: async (scope, limit) => ({ rows: await this.exports.expireBefore(scope.cutoff, limit, true), files: 0 }),
    });
  }

  /**
   * Writes the code's categories and bounds into the table once per process. Started against pending
   * migrations (readiness 503 until `npm run migrate`), the first read after the migration does it instead.
   */
  private async seedRules(): Promise<void> {
    if (this.seeded || !(await this.repo.rulesTableExists())) return;
    await this.repo.seedRules();
    this.seeded = true;
  }

  async rules(): Promise<RetentionRule[]> {
    await this.seedRules();
    const rows = await this.repo.rules();
    return RETENTION_CATEGORIES.flatMap((category) => {
      const row = rows.find((r) => r.category === category);
      return row ? [ruleView(row)] : [];
    });
  }

  async setPeriod(actor: AuditActor, category: string, period: number): Promise<RetentionRule> {
    const rule = (await this.rules()).find((r) => r.category === category);
    if (!rule) throw RetentionErrors.unknownCategory();
    if (period < rule.min || period > rule.max) throw periodOutOfBounds(rule);
    await this.transactions.run(async (tx) => {
      await this.repo.setPeriod(tx, rule.category, period);
      await this.audit.record(tx, actor, { action: 'retention.rule-change', detail: { category, from: rule.period, to: period } });
    });
    return { ...rule, period };
  }

  /** What the rules (with `periods` changed) would delete at `asOf`; deletes nothing. */
  async dryRun(periods: Periods, asOf: Date): Promise<RetentionReport> {
    const rules = await this.rules();
    for (const [category, period] of Object.entries(periods)) {
      const rule = rules.find((r) => r.category === category);
      if (!rule) throw RetentionErrors.unknownCategory();
      if (period < rule.min || period > rule.max) throw periodOutOfBounds(rule, `periods.${category}`);
    }
    return this.apply('count', rules, periods, asOf);
  }

  /** Deletes what is due at `asOf`; `actor` null for the nightly job. */
  async run(asOf: Date, actor: AuditActor | null): Promise<RetentionReport> {
    const report = await this.apply('delete', await this.rules(), {}, asOf);
    const rows = report.categories.reduce((sum, c) => sum + c.rows, 0);
    this.business?.count('retention_deletions', rows);
    const detail = Object.fromEntries(report.categories.map((c) => [c.category, c.rows]));
    await this.audit.recordJob(actor, { action: 'retention.run', detail: { ...detail, asOf: asOf.toISOString() } });
    return report;
  }

  private async apply(mode: Mode, rules: RetentionRule[], periods: Periods, asOf: Date): Promise<RetentionReport> {
    const domains = [...(await this.repo.schoolYears()), { domainId: null, end: DEFAULT_SCHOOL_YEAR_END }];
    const categories: RetentionCategoryCount[] = [];
    for (const category of RETENTION_CATEGORIES) {
      const rule = rules.find((r) => r.category === category);
      const deleter = this.registry.get(category);
      const entry: RetentionCategoryCount = { category, rows: 0, files: 0, domains: [] };
      for (const { domainId, end } of domains) {
        const counted =
          rule && deleter && (deleter.perDomain || domainId === null)
            ? await this.applyTo(mode, deleter, this.scope(domainId, end, asOf, periods[category] ?? rule.period, rule.unit))
            : { rows: 0, files: 0 };
        entry.domains.push({ domainId, ...counted });
        entry.rows += counted.rows;
        entry.files += counted.files;
      }
      categories.push(entry);
    }
    return { categories };
  }

  private scope(domainId: string | null, end: SchoolYearEnd, asOf: Date, period: number, unit: RetentionRule['unit']): RetentionScope {
    const cutoffAt = (moment: Date) => retentionCutoff(moment, period, unit, end);
    return { domainId, asOf, period, unit, cutoff: cutoffAt(asOf), cutoffAt };
  }

  private async applyTo(mode: Mode, deleter: RetentionDeleter, scope: RetentionScope): Promise<RetentionCount> {
    if (mode === 'count') return deleter.count(scope);
    await deleter.beforeRun?.(scope, RETENTION_BATCH);
    const total = { rows: 0, files: 0 };
    for (;;) {
      const batch = await deleter.deleteBatch(scope, RETENTION_BATCH);
      total.rows += batch.rows;
      total.files += batch.files;
      if (batch.rows < RETENTION_BATCH) return total;
    }
  }
}
