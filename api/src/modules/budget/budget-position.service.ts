// Positions and groups of a budget. Each change locks the budget row first (BudgetService.lock), checks
// the group rules against the locked state, and records `budget.changed` for the budget's year in the
// same transaction. Receipts go through the files pipe (MaterialOwnerKind.BUDGET_POSITION).
import { Injectable } from '@nestjs/common';
import { BUDGET_GROUP_TYPE_OF, BUDGET_MESSAGES as BM, BUDGET_POSITIONS_MAX, isBudgetGroupType } from '#shared/budget';
import type { BudgetPositionType, BudgetPositionView } from '#shared/budget';
import { MaterialOwnerKind } from '#shared/files';
import { assertMayModifyItem } from '../../common/tenancy/author-rule';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner, Tx } from '../../core/database/transaction';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { MaterialService } from '../files/material.service';
import { BudgetExports } from './budget-export.kind';
import { BudgetPositionRepository } from './budget-position.repository';
import { budgetReadLevel } from './budget-read-level';
import { BudgetErrors } from './budget.errors';
import { BudgetRepository } from './budget.repository';
import { BudgetService, positionOwner } from './budget.service';
import { positionView } from './budget.views';
import type { CreatePositionDto, PositionListQueryDto, UpdatePositionDto } from './dto/position.dto';
import type { BudgetPosition } from './entities/budget-position.entity';
import type { Budget } from './entities/budget.entity';

@Injectable()
export class BudgetPositionService {
  constructor(
    private readonly budgets: BudgetRepository,
    private readonly positions: BudgetPositionRepository,
    private readonly budgetService: BudgetService,
    private readonly materials: MaterialService,
    private readonly tx: TransactionRunner,
    private readonly exports: BudgetExports,
  ) {}

  async list(ctx: TenantContext, budgetId: string, query: PositionListQueryDto) {
    const tenantId = ctx.tenant._id;
    if (!(await this.budgets.visible(tenantId, budgetId, budgetReadLevel(ctx)))) throw BudgetErrors.notFound();
    const page = await this.positions.page(tenantId, budgetId, { type: query.type, groupId: query.groupId }, query);
    const receipts = await this.materials.listOfMany(
      tenantId,
      MaterialOwnerKind.BUDGET_POSITION,
      page.items.map((p) => p._id),
    );
    return { ...page, items: page.items.map((p) => positionView(p, receipts.get(p._id) ?? [])) };
  }

  async create(ctx: TenantContext, userId: string, budgetId: string, dto: CreatePositionDto, files: readonly CheckedUpload[]) {
    const tenantId = ctx.tenant._id;
    return this.tx.run(async (tx) => {
      const budget = await this.budgetService.lock(ctx, budgetId, tx);
      // The route admits budget:create (NETWORK members hold it): adding to someone else's budget is editing it.
      assertMayModifyItem(ctx, userId, 'budget', 'edit', { authorId: budget.createdBy });
      if ((await this.positions.countIn(tenantId, budgetId, tx)) >= BUDGET_POSITIONS_MAX) throw BudgetErrors.tooManyPositions();
      const groupId = await this.checkedGroup(tx, budget, dto.type, dto.groupId ?? null);
      const saved = await this.positions.insert(
        tenantId,
        {
          budgetId,
          type: dto.type,
          title: dto.title,
          target: dto.target,
          actual: dto.actual ?? null,
          date: dto.date ?? null,
          note: dto.note ?? '',
          groupId,
        },
        tx,
      );
      await this.materials.add(tx, positionOwner(tenantId, saved._id), userId, files);
      await this.budgetService.changed(tx, tenantId, [budget.year]);
      return this.view(tx, tenantId, saved._id);
    });
  }

  /** Changes only the fields sent; `materials` (receipts to keep) left out keeps them all. */
  async update(
    ctx: TenantContext,
    userId: string,
    budgetId: string,
    positionId: string,
    dto: UpdatePositionDto,
    files: readonly CheckedUpload[],
  ): Promise<BudgetPositionView> {
    const tenantId = ctx.tenant._id;
    return this.tx.run(async (tx) => {
      const budget = await this.budgetService.lock(ctx, budgetId, tx);
      const position = await this.found(tx, tenantId, budgetId, positionId);
      const type = dto.type ?? position.type;
      if (isBudgetGroupType(type) !== isBudgetGroupType(position.type)) throw BudgetErrors.typeChangeKind();
      if (isBudgetGroupType(type) && type !== position.type && (await this.positions.membersOf(tenantId, positionId, tx)) > 0) {
        throw BudgetErrors.groupHasPositions();
      }
      const groupId = await this.checkedGroup(tx, budget, type, dto.groupId === undefined ? position.groupId : dto.groupId);
      await this.materials.keepOnly(tx, positionOwner(tenantId, positionId), dto.materials);
      const changes = Object.fromEntries(
        Object.entries({ type: dto.type, title: dto.title, target: dto.target, actual: dto.actual, date: dto.date, note: dto.note }).filter(
          ([, v]) => v !== undefined,
        ),
      );
      // A PUT that changes only receipts still marks the position as changed.
      await this.positions.update(tenantId, positionId, { ...changes, groupId, updatedAt: new Date() }, tx);
      await this.materials.add(tx, positionOwner(tenantId, positionId), userId, files);
      await this.budgetService.changed(tx, tenantId, [budget.year]);
      return this.view(tx, tenantId, positionId);
    });
  }

  /** A group's positions stay, ungrouped (ON DELETE SET NULL); the receipts and the budget's exports go after commit. */
  async remove(ctx: TenantContext, budgetId: string, positionId: string) {
    const tenantId = ctx.tenant._id;
    await this.tx.run(async (tx) => {
      const budget = await this.budgetService.lock(ctx, budgetId, tx);
      await this.found(tx, tenantId, budgetId, positionId);
      await this.materials.removeAllOf(tx, positionOwner(tenantId, positionId));
      // Every report of the budget lists the position: rows now, files after commit.
      await this.exports.removeAllOf(tx, tenantId, budgetId);
      await this.positions.delete(tenantId, positionId, tx);
      await this.budgetService.changed(tx, tenantId, [budget.year]);
    });
    return { message: BM.positionDeleted };
  }

  /**
   * A group has none; an INCOME position's group is a GROUP_INCOME of the same budget, an EXPENSE's a
   * GROUP_EXPENSE. An unknown or foreign id is the same 400 as a wrong type.
   */
  private async checkedGroup(tx: Tx, budget: Budget, type: BudgetPositionType, groupId: string | null): Promise<string | null> {
    if (groupId === null) return null;
    if (isBudgetGroupType(type)) throw BudgetErrors.groupNotForGroups();
    const group = await this.positions.inBudget(budget.tenantId, budget._id, groupId, tx);
    if (!group || group.type !== BUDGET_GROUP_TYPE_OF[type as 'INCOME' | 'EXPENSE']) throw BudgetErrors.groupInvalid();
    return groupId;
  }

  private async found(tx: Tx, tenantId: string, budgetId: string, positionId: string): Promise<BudgetPosition> {
    const position = await this.positions.inBudget(tenantId, budgetId, positionId, tx);
    if (!position) throw BudgetErrors.positionNotFound();
    return position;
  }

  /** Read back inside the transaction: numeric columns come back as PostgreSQL prints them. */
  private async view(tx: Tx, tenantId: string, positionId: string): Promise<BudgetPositionView> {
    const position = (await this.positions.findById(tenantId, positionId, tx))!;
    return positionView(position, await this.materials.listOf(positionOwner(tenantId, positionId), tx));
  }
}
