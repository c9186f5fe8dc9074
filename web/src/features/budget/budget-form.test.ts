import { BudgetPositionType as T, type BudgetGroupSum, type BudgetPositionView } from '#shared/budget';
import { amountOf, currentYear, formatDay, moneyRules, sectionsOf, yearChoices, yearRules } from './budget-form';

const position = (id: string, type: T, title: string, groupId: string | null = null): BudgetPositionView => ({
  _id: id,
  budgetId: 'b',
  type,
  title,
  target: 10,
  actual: null,
  date: null,
  note: '',
  groupId,
  materials: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const check = (rules: ReturnType<typeof moneyRules>, value: unknown) => {
  const rule = rules[0] as { validator: (r: unknown, v: unknown) => Promise<void> };
  return rule.validator({}, value).then(
    () => 'ok',
    (error: Error) => error.message,
  );
};

describe('budget forms', () => {
  it('checks amounts with the SPEC sentence and requires one where asked', async () => {
    expect(await check(moneyRules(true), '1.234,56')).toBe('ok');
    expect(await check(moneyRules(true), '-1')).toBe('Der Betrag darf nicht negativ sein und höchstens zwei Nachkommastellen haben.');
    expect(await check(moneyRules(false), '1,005')).toBe('Der Betrag darf nicht negativ sein und höchstens zwei Nachkommastellen haben.');
    expect(await check(moneyRules(true), '')).toBe('Bitte gib einen Betrag ein.');
    expect(await check(moneyRules(false), '')).toBe('ok');
    expect(amountOf('1.234,5')).toBe(1234.5);
    expect(amountOf('')).toBeNull();
  });

  it('checks years and offers the recent ones, the Berlin year at new year', async () => {
    expect(await check(yearRules, 2026)).toBe('ok');
    expect(await check(yearRules, 1999)).toContain('2000');
    expect(await check(yearRules, undefined)).toContain('2100');
    expect(currentYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(yearChoices(2026).slice(0, 3)).toEqual([2027, 2026, 2025]);
    expect(yearChoices(2026, 2001)).toContain(2001);
    expect(formatDay('2026-03-09')).toBe('09.03.2026');
    expect(formatDay(null)).toBe('');
  });

  it('arranges positions by group, empty groups included, ungrouped last', () => {
    const positions = [
      position('g2', T.GROUP_EXPENSE, 'Schulfest'),
      position('g1', T.GROUP_EXPENSE, 'Material'),
      position('gi', T.GROUP_INCOME, 'Spenden'),
      position('p1', T.EXPENSE, 'Bühne', 'g2'),
      position('p2', T.EXPENSE, 'Stifte'),
      position('p3', T.INCOME, 'Kuchen', 'gi'),
    ];
    const sum: BudgetGroupSum = {
      groupId: 'g2',
      type: T.GROUP_EXPENSE,
      title: 'Schulfest',
      plan: 100,
      target: 10,
      actual: 0,
      positionCount: 1,
    };
    const sections = sectionsOf({ positions, groups: [sum] }, 'EXPENSE', 'Ohne Gruppe');
    expect(sections.map((s) => [s.title, s.positions.map((p) => p._id)])).toEqual([
      ['Material', []],
      ['Schulfest', ['p1']],
      ['Ohne Gruppe', ['p2']],
    ]);
    expect(sections[1].sum).toBe(sum);
    expect(sectionsOf({ positions, groups: [] }, 'INCOME', 'Ohne Gruppe').map((s) => s.title)).toEqual(['Spenden']);
  });
});
