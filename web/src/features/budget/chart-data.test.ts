import type { BudgetGroupFigures, BudgetMonthFigures } from '#shared/budget-statistics';
import { groupBars, hasMonthFigures, monthPoints } from './chart-data';

const month = (m: number, balance: number): BudgetMonthFigures => ({
  month: m,
  balance,
  incomeTarget: balance > 0 ? balance : 0,
  incomeActual: 0,
  expenseTarget: balance < 0 ? -balance : 0,
  expenseActual: 0,
});

describe('overview chart data', () => {
  it('puts income groups first and labels each with its kind', () => {
    const groups: BudgetGroupFigures[] = [
      { groupId: 'e', type: 'GROUP_EXPENSE', title: 'Material', plan: 100, target: 80, actual: 20, positionCount: 2 },
      { groupId: null, type: 'GROUP_INCOME', title: 'Ohne Gruppe', plan: 0, target: 5, actual: 5, positionCount: 1 },
    ];
    const bars = groupBars(groups, (type) => (type === 'GROUP_INCOME' ? 'Einnahmen' : 'Ausgaben'));
    expect(bars.map((b) => b.label)).toEqual(['Einnahmen: Ohne Gruppe', 'Ausgaben: Material']);
    expect(bars[1]).toMatchObject({ plan: 100, target: 80, actual: 20 });
  });

  it('runs the balance through the months in cents', () => {
    const months = Array.from({ length: 12 }, (_, i) => month(i + 1, 0));
    months[0] = month(1, 0.1);
    months[1] = month(2, 0.2);
    months[2] = month(3, -50.05);
    const points = monthPoints(months.reverse(), ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez']);
    expect(points.slice(0, 3).map((p) => [p.label, p.cumulative])).toEqual([
      ['Jan', 0.1],
      ['Feb', 0.3],
      ['Mär', -49.75],
    ]);
    expect(points[11].cumulative).toBe(-49.75);
    expect(hasMonthFigures(months)).toBe(true);
    expect(hasMonthFigures([month(1, 0)])).toBe(false);
  });
});
