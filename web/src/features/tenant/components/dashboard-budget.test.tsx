import { screen } from '@testing-library/react';
import type { BudgetDashboardItem } from '#shared/budget-statistics';
import type { DashboardSection } from '#shared/dashboard';
import { makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { budgetHasContent, DashboardBudget } from './dashboard-budget';

const section = (items: BudgetDashboardItem[]): DashboardSection<'budget'> => ({ integration: 'budget', status: 'ok', items });
const item = {
  year: 2026,
  budgetCount: 2,
  balance: 1234.5,
  incomeTarget: 0,
  incomeActual: 0,
  expenseTarget: 0,
  expenseActual: 0,
  computedAt: null,
};

describe('the dashboard budget card (issue 17 §3: this year’s balance)', () => {
  it("shows the year's balance and leads to the year's budgets", () => {
    renderScreen(<DashboardBudget section={section([item])} />, { state: loggedInState(makeUser()) });
    screen.getByText('Saldo 2026');
    screen.getByText('1.234,50 €');
    screen.getByText('2 Budgets');
    expect(screen.getByRole('link', { name: 'Zu den Finanzen' })).toHaveAttribute('href', '/sv/budgets?year=2026');
  });

  it('counts as content only with a budget this year', () => {
    expect(budgetHasContent(section([item]))).toBe(true);
    expect(budgetHasContent(section([{ ...item, budgetCount: 0 }]))).toBe(false);
    expect(budgetHasContent(section([]))).toBe(false);
  });
});
