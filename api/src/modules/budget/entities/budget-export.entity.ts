import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import type { BudgetExportFormat } from '#shared/budget';
import { ExportRequest } from '../../../common/export/export-request.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';
import { Budget } from './budget.entity';

/**
 * A requested CSV or PDF of one budget, rendered by the pdf worker into the export storage (state, progress
 * and file columns: ExportRequest).
 */
@Entity('budget_export')
// Status and file are looked up by id within tenant and budget; the deletions of a budget and of a group
// find their export files (ExportService.discard) and cascade through these two indexes.
@Index('idx_budget_export_budget', ['budgetId', 'createdAt'])
@Index('idx_budget_export_tenant', ['tenantId'])
@Index('idx_budget_export_requested_by', ['requestedById'])
@Check('chk_budget_export_format', `"format" IN ('csv', 'pdf')`)
@Check('chk_budget_export_state', `"state" IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')`)
@Check('chk_budget_export_progress', `"progress" BETWEEN 0 AND 100`)
export class BudgetExport extends ExportRequest {
  @Column({ type: 'uuid' })
  tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_budget_export_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid' })
  budgetId: string;

  @ForeignKey(() => Budget, 'budget_id', 'fk_budget_export_budget', 'CASCADE')
  readonly budget?: Relation<Budget>;

  @Column({ type: 'varchar', length: 10 })
  format: BudgetExportFormat;

  /** The download's name, fixed when requested. */
  @Column({ type: 'varchar', length: 200 })
  fileName: string;

  @ForeignKey(() => User, 'requested_by_id', 'fk_budget_export_requested_by', 'SET NULL')
  readonly requestedBy?: Relation<User>;
}
