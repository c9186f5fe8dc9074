// The BUDGET kind of linked content (project task connectors): budgets of the tenant the caller may see,
// titled with their year, opened at /sv/budgets/{id} (web/src/lib/paths.ts); newest year first
// (idx_budget_tenant_year narrows the tenant).
import { Injectable, OnModuleInit } from '@nestjs/common';
import { LinkedContentRegistry } from '../../common/linked-content/linked-content.registry';
import { GATED_BUDGET } from './budget.gated';

@Injectable()
export class BudgetLinkedContent implements OnModuleInit {
  constructor(private readonly registry: LinkedContentRegistry) {}

  onModuleInit() {
    this.registry.registerGated(GATED_BUDGET, {
      kind: 'BUDGET',
      title: `o.title || ' (' || o.year || ')'`,
      searchColumns: ['o.title'],
      orderBy: 'o.year DESC, o.title, o.id',
      path: (id) => `/sv/budgets/${id}`,
    });
  }
}
