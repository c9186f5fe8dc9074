// The budgets' part of the data exports (issue 26): the budgets a person created with their positions
// (positions keep no author of their own); a group's budgets and positions.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DataSections } from '../../common/export/data-sections';
import type { DataSection } from '../../common/export/data-sections';
import { DataSectionsRepository } from '../../common/export/data-sections.repository';

const POSITIONS = `b.title AS "budget", b.year, p.type, p.title, p.target, p.actual, p.date, p.note`;

@Injectable()
export class BudgetDataRepository extends DataSectionsRepository {
  constructor(dataSource: DataSource, registry: DataSections) {
    super(dataSource, registry);
  }

  protected sections(): DataSection[] {
    return [
      {
        key: 'budgetPositions',
        title: 'Haushaltspositionen',
        labels: {
          tenantName: 'Gruppe',
          budget: 'Haushalt',
          year: 'Jahr',
          type: 'Art',
          title: 'Position',
          target: 'Soll',
          actual: 'Ist',
          date: 'Datum',
          note: 'Notiz',
        },
        person: ({ userId }) =>
          this.records(
            `SELECT t.name AS "tenantName", ${POSITIONS}
               FROM budget_position p JOIN budget b ON b.id = p.budget_id JOIN tenant t ON t.id = p.tenant_id
              WHERE b.created_by = $1 ORDER BY b.year, b.title, p.created_at`,
            [userId],
          ),
        group: (tenantId) =>
          this.records(
            `SELECT ${POSITIONS} FROM budget_position p JOIN budget b ON b.id = p.budget_id
              WHERE p.tenant_id = $1 ORDER BY b.year, b.title, p.created_at`,
            [tenantId],
          ),
      },
    ];
  }
}
