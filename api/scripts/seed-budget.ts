// Budget demo data for `npm run up`: this (Berlin) year's budget of the SV Goethe-Gymnasium with income
// and expense groups, positions in them and without a group, some with actual amounts, and the actual
// column on. Found by (group, title, year) and (budget, title), so a second run changes nothing; a new
// budget records `budget.changed` so the stats worker computes its statistics.
import type { EntityManager } from 'typeorm';
import { BudgetPositionType as T } from '#shared/budget';
import type { Tenant } from '../src/core/identity/tenant.entity';
import type { User } from '../src/core/identity/user.entity';
import { berlinDayOf } from '../src/core/iso-date';
import { OutboxService } from '../src/infrastructure/outbox/outbox.service';
import { BudgetPosition } from '../src/modules/budget/entities/budget-position.entity';
import { Budget } from '../src/modules/budget/entities/budget.entity';

export const DEMO_BUDGET_SHORTCODE = 'sv-goethe';
export const demoBudgetTitle = (year: number) => `Haushalt der SV ${year}`;

interface DemoPosition {
  type: T;
  title: string;
  target: string;
  actual?: string;
  /** Month-day within the year. */
  day?: string;
  note?: string;
  group?: string;
}

const GROUPS: DemoPosition[] = [
  { type: T.GROUP_INCOME, title: 'Beiträge und Zuschüsse', target: '1500.00' },
  { type: T.GROUP_INCOME, title: 'Veranstaltungen', target: '900.00' },
  { type: T.GROUP_EXPENSE, title: 'Schulfest', target: '850.00' },
  { type: T.GROUP_EXPENSE, title: 'Material und Druck', target: '300.00' },
];

const POSITIONS: DemoPosition[] = [
  {
    type: T.INCOME,
    title: 'Zuschuss des Fördervereins',
    target: '1000.00',
    actual: '1000.00',
    day: '02-01',
    group: 'Beiträge und Zuschüsse',
  },
  { type: T.INCOME, title: 'Spende Elternbeirat', target: '400.00', actual: '350.00', day: '03-15', group: 'Beiträge und Zuschüsse' },
  {
    type: T.INCOME,
    title: 'Kuchenverkauf Tag der offenen Tür',
    target: '250.00',
    actual: '312.40',
    day: '01-25',
    group: 'Veranstaltungen',
  },
  { type: T.INCOME, title: 'Eintritt Schulfest', target: '600.00', day: '06-20', group: 'Veranstaltungen' },
  { type: T.INCOME, title: 'Pfand-Rückgabe', target: '30.00', actual: '27.50', day: '04-10' },
  { type: T.EXPENSE, title: 'Bühnentechnik Schulfest', target: '450.00', day: '06-18', group: 'Schulfest', note: 'Angebot liegt vor' },
  { type: T.EXPENSE, title: 'Getränke und Grill', target: '320.00', day: '06-19', group: 'Schulfest' },
  { type: T.EXPENSE, title: 'Plakate und Flyer', target: '120.00', actual: '98.90', day: '05-02', group: 'Material und Druck' },
  { type: T.EXPENSE, title: 'Büromaterial', target: '80.00', actual: '64.35', day: '02-12', group: 'Material und Druck' },
  { type: T.EXPENSE, title: 'Kontoführung', target: '60.00', actual: '45.00', day: '03-31' },
];

export async function seedBudgets(m: EntityManager, tenants: Map<string, Tenant>, users: Map<string, User>, onCreate: () => void) {
  const tenant = tenants.get(DEMO_BUDGET_SHORTCODE);
  if (!tenant) return;
  const year = Number(berlinDayOf(new Date()).slice(0, 4));
  const title = demoBudgetTitle(year);
  let budget = await m.findOneBy(Budget, { tenantId: tenant._id, title, year });
  if (!budget) {
    onCreate();
    budget = await m.save(
      Budget,
      m.create(Budget, {
        tenantId: tenant._id,
        title,
        year,
        description: `<p>Einnahmen und Ausgaben der SV im Schuljahr. Belege bitte bei der Kassenwartin abgeben.</p>`,
        actualEnabled: true,
        viewAccess: 0,
        createdBy: users.get('emma.schulsprecherin@plenum.test')?._id ?? null,
      }),
    );
    await new OutboxService().record(m, 'budget.changed', { tenantId: tenant._id, year });
  }
  const groupIds = new Map<string, string>();
  for (const p of [...GROUPS, ...POSITIONS]) {
    let row = await m.findOneBy(BudgetPosition, { budgetId: budget._id, title: p.title });
    if (!row) {
      onCreate();
      row = await m.save(
        BudgetPosition,
        m.create(BudgetPosition, {
          tenantId: tenant._id,
          budgetId: budget._id,
          type: p.type,
          title: p.title,
          target: p.target,
          actual: p.actual ?? null,
          date: p.day ? `${year}-${p.day}` : null,
          note: p.note ?? '',
          groupId: p.group ? (groupIds.get(p.group) ?? null) : null,
        }),
      );
    }
    groupIds.set(p.title, row._id);
  }
}
