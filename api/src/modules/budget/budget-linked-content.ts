// The BUDGET kind of linked content (project task connectors): budgets of the tenant the caller's level
// may see, titled with their year, opened at /sv/budgets/{id} (web/src/app/paths.ts).
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { ConnectorView } from '#shared/linked-content';
import { LinkedContentCaller, LinkedContentRegistry } from '../../common/linked-content/linked-content.registry';
import { ANY_LEVEL, BudgetRepository } from './budget.repository';

const connector = (budget: { _id: string; title: string; year: number }): ConnectorView => ({
  kind: 'BUDGET',
  targetId: budget._id,
  title: `${budget.title} (${budget.year})`,
  path: `/sv/budgets/${budget._id}`,
});

/** Platform staff see every budget of the tenant, as in the routes. */
const levelOf = (caller: LinkedContentCaller) => (caller.platformStaff ? ANY_LEVEL : caller.level);

@Injectable()
export class BudgetLinkedContent implements OnModuleInit {
  constructor(
    private readonly registry: LinkedContentRegistry,
    private readonly budgets: BudgetRepository,
  ) {}

  onModuleInit() {
    this.registry.register('BUDGET', {
      search: async (tenantId, caller, text, limit) =>
        (await this.budgets.search(tenantId, levelOf(caller), text.trim(), limit)).map(connector),
      resolve: async (tenantId, caller, ids) =>
        ids.length ? (await this.budgets.resolve(tenantId, levelOf(caller), ids)).map(connector) : [],
    });
  }
}
