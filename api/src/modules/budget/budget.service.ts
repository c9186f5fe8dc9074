// A group's budgets: members read those their level may see, budget:create adds them, budget:edit changes
// them, budget:delete removes them with their positions, receipts and exports. Every change that moves the
// statistics (existence, year, actual switch) records `budget.changed` for each year it touches.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { BUDGET_MESSAGES as BM, BUDGET_POSITIONS_MAX } from '#shared/budget';
import type { BudgetDetailView, BudgetView } from '#shared/budget';
import { MaterialOwnerKind } from '#shared/files';
import { isPlatformModerator, tenantLevels } from '#shared/levels';
import { ANY_LEVEL } from '../../common/tenancy/level-gated';
import { may, TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner, Tx } from '../../core/database/transaction';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { MaterialAccessRegistry } from '../files/material-access.registry';
import { MaterialService } from '../files/material.service';
import { BudgetExports } from './budget-export.kind';
import { BudgetPositionRepository } from './budget-position.repository';
import { budgetReadLevel } from './budget-read-level';
import { BudgetErrors } from './budget.errors';
import { BudgetRepository, BudgetWithTotals } from './budget.repository';
import { budgetView, groupSumView, positionView, ZERO_TOTALS } from './budget.views';
import type { BudgetListQueryDto, CreateBudgetDto, UpdateBudgetDto } from './dto/budget.dto';
import type { Budget } from './entities/budget.entity';

export const positionOwner = (tenantId: string, positionId: string) => ({
  tenantId,
  kind: MaterialOwnerKind.BUDGET_POSITION,
  ownerId: positionId,
});

@Injectable()
export class BudgetService implements OnModuleInit {
  constructor(
    private readonly budgets: BudgetRepository,
    private readonly positions: BudgetPositionRepository,
    private readonly materials: MaterialService,
    private readonly materialAccess: MaterialAccessRegistry,
    private readonly exports: BudgetExports,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
  ) {}

  onModuleInit() {
    // A receipt is as visible as the budget of its position.
    this.materialAccess.register(MaterialOwnerKind.BUDGET_POSITION, (caller, material) =>
      this.positions.visibleToUser(material.tenantId, material.ownerId, caller.userId, isPlatformModerator(caller.permissionLevel)),
    );
  }

  async list(ctx: TenantContext, query: BudgetListQueryDto) {
    const page = await this.budgets.page(
      ctx.tenant._id,
      { level: budgetReadLevel(ctx), year: query.year, text: query.text?.trim() || undefined },
      query,
    );
    return { ...page, items: page.items.map((row) => this.view(ctx, row)) };
  }

  /** The budget with all its positions (at most BUDGET_POSITIONS_MAX, the cap on creation) and the sums per group. */
  async get(ctx: TenantContext, budgetId: string): Promise<BudgetDetailView> {
    const tenantId = ctx.tenant._id;
    const row = await this.budgets.visibleWithTotals(tenantId, budgetId, budgetReadLevel(ctx));
    if (!row) throw BudgetErrors.notFound();
    const [positions, sums] = await Promise.all([
      this.positions.all(tenantId, budgetId, BUDGET_POSITIONS_MAX),
      this.positions.groupSums(tenantId, budgetId),
    ]);
    const receipts = await this.materials.listOfMany(
      tenantId,
      MaterialOwnerKind.BUDGET_POSITION,
      positions.map((p) => p._id),
    );
    return {
      ...this.view(ctx, row),
      positions: positions.map((p) => positionView(p, receipts.get(p._id) ?? [])),
      groups: sums.map(groupSumView),
    };
  }

  async create(ctx: TenantContext, userId: string, dto: CreateBudgetDto): Promise<BudgetView> {
    const tenantId = ctx.tenant._id;
    const viewAccess = dto.viewAccess === undefined ? 0 : this.checkedViewAccess(ctx, dto.viewAccess);
    const budget = await this.tx.run(async (tx) => {
      const saved = await this.budgets.insert(
        tenantId,
        {
          title: dto.title,
          year: dto.year,
          description: dto.description ?? '',
          actualEnabled: dto.actualEnabled ?? false,
          viewAccess,
          createdBy: userId,
        },
        tx,
      );
      await this.changed(tx, tenantId, [saved.year]);
      return saved;
    });
    return this.view(ctx, { budget, totals: ZERO_TOTALS });
  }

  /** Changes only the fields sent. */
  async update(ctx: TenantContext, budgetId: string, dto: UpdateBudgetDto): Promise<BudgetView> {
    const tenantId = ctx.tenant._id;
    const viewAccess = dto.viewAccess === undefined ? undefined : this.checkedViewAccess(ctx, dto.viewAccess);
    const row = await this.tx.run(async (tx) => {
      const budget = await this.lock(ctx, budgetId, tx);
      const changes = defined({
        title: dto.title,
        year: dto.year,
        description: dto.description,
        actualEnabled: dto.actualEnabled,
        viewAccess,
      });
      await this.budgets.update(tenantId, budgetId, { ...changes, updatedAt: new Date() }, tx);
      const years = new Set<number>();
      if (changes.year !== undefined && changes.year !== budget.year) years.add(budget.year).add(changes.year);
      if (changes.actualEnabled !== undefined && changes.actualEnabled !== budget.actualEnabled) years.add(changes.year ?? budget.year);
      await this.changed(tx, tenantId, [...years]);
      return this.budgets.visibleWithTotals(tenantId, budgetId, ANY_LEVEL, tx);
    });
    return this.view(ctx, row!);
  }

  /** Positions and exports go with the budget (foreign keys); receipts and export files after commit. */
  async remove(ctx: TenantContext, budgetId: string) {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      const budget = await this.lock(ctx, budgetId, tx);
      for (const position of await this.positions.all(tenantId, budgetId, BUDGET_POSITIONS_MAX, tx)) {
        await this.materials.removeAllOf(tx, positionOwner(tenantId, position._id));
      }
      await this.exports.removeAllOf(tx, tenantId, budgetId);
      await this.budgets.delete(tenantId, budgetId, tx);
      await this.changed(tx, tenantId, [budget.year]);
    });
    return { message: BM.budgetDeleted };
  }

  /** The budget locked for a change of it or its positions; 404 when the level may not see it. */
  async lock(ctx: TenantContext, budgetId: string, tx: Tx): Promise<Budget> {
    const budget = await this.budgets.visibleForUpdate(ctx.tenant._id, budgetId, ctx.level, tx);
    if (!budget) throw BudgetErrors.notFound();
    return budget;
  }

  /** One `budget.changed` per year whose statistics move (the stats worker debounces per tenant-year). */
  async changed(tx: Tx, tenantId: string, years: number[]): Promise<void> {
    for (const year of new Set(years)) await this.outbox.record(tx, 'budget.changed', { tenantId, year });
  }

  private view(ctx: TenantContext, row: BudgetWithTotals): BudgetView {
    return budgetView(row.budget, row.totals, { mayEdit: may(ctx, 'budget:edit'), mayDelete: may(ctx, 'budget:delete') });
  }

  /** A level of the group's type, not above the caller's own (they would lose sight of it). */
  private checkedViewAccess(ctx: TenantContext, level: number): number {
    if (!tenantLevels(ctx.tenant.type).includes(level) || level > ctx.level) throw BudgetErrors.viewAccessInvalid();
    return level;
  }
}

function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
