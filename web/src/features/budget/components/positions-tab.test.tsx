import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BudgetPositionType as T, type BudgetDetailView, type BudgetPositionView } from '#shared/budget';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { loggedInState, renderScreen } from '../../../test/render';
import { PositionsTab } from './positions-tab';

const NBSP = '\u00a0';
const at = '2026-03-01T10:00:00.000Z';
const position = (
  id: string,
  type: T,
  title: string,
  target: number,
  groupId: string | null = null,
  actual: number | null = null,
): BudgetPositionView => ({
  _id: id,
  budgetId: 'budget-1',
  type,
  title,
  target,
  actual,
  date: null,
  note: '',
  groupId,
  materials: [],
  createdAt: at,
  updatedAt: at,
});

function budget(actualEnabled: boolean): BudgetDetailView {
  return {
    _id: 'budget-1',
    tenantId: 'group-1',
    title: 'Haushalt',
    year: 2026,
    description: '',
    actualEnabled,
    viewAccess: 1,
    totals: { incomeTarget: 1234.56, incomeActual: 1000, expenseTarget: 34.56, expenseActual: 0, balance: actualEnabled ? 1000 : 1200 },
    mayEdit: true,
    mayDelete: true,
    createdAt: at,
    updatedAt: at,
    positions: [
      position('g-1', T.GROUP_INCOME, 'Schulfest', 500),
      position('p-1', T.INCOME, 'Kuchenverkauf', 1234.56, 'g-1', 1000),
      position('p-2', T.EXPENSE, 'Stifte', 34.56),
    ],
    groups: [
      { groupId: 'g-1', type: T.GROUP_INCOME, title: 'Schulfest', plan: 500, target: 1234.56, actual: 1000, positionCount: 1 },
      { groupId: null, type: T.GROUP_EXPENSE, title: 'Ohne Gruppe', plan: 0, target: 34.56, actual: 0, positionCount: 1 },
    ],
  };
}

const show = (detail: BudgetDetailView, editor: boolean) =>
  renderScreen(<PositionsTab tenantId="group-1" budget={detail} editor={editor} />, { state: loggedInState(makeUser()) });

describe('PositionsTab (issue 17 §3: the positions table)', () => {
  it('refuses a negative or three-decimal amount inline without sending it, and saves a German one', async () => {
    const { calls } = mockApi({
      'PUT /api/tenant/tenant/group-1/budget/budget-1/position/p-2': {
        status: 200,
        body: { ...position('p-2', T.EXPENSE, 'Stifte', 12.5), updatedAt: at },
      },
    });
    show(budget(true), true);
    const cell = screen.getByLabelText('Soll von Stifte');
    expect(cell).toHaveValue(`34,56${NBSP}€`);
    fireEvent.change(cell, { target: { value: '-3' } });
    fireEvent.keyDown(cell, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Betrag darf nicht negativ sein und höchstens zwei Nachkommastellen haben.',
    );
    fireEvent.change(cell, { target: { value: '1,005' } });
    fireEvent.keyDown(cell, { key: 'Enter' });
    await screen.findByRole('alert');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.change(cell, { target: { value: '12,5' } });
    fireEvent.keyDown(cell, { key: 'Enter' });
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ target: 12.5 }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows groups with their sums, the actual column only when switched on, and no inputs for readers', () => {
    mockApi({});
    const { unmount } = show(budget(false), false);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByText('Ist')).toBeNull();
    const group = screen.getByTestId('group-Schulfest');
    within(group).getByText('Kuchenverkauf');
    // Testing Library reads the no-break space as a plain one.
    within(group).getByText('1.234,56 €');
    within(screen.getByTestId('positions-balance')).getByText('1.200,00 €');
    screen.getByTestId('group-Ohne Gruppe');
    expect(screen.queryByRole('button', { name: 'Einnahme hinzufügen' })).toBeNull();
    unmount();

    show(budget(true), true);
    expect(screen.getByLabelText('Ist von Kuchenverkauf')).toHaveValue(`1.000,00${NBSP}€`);
    within(screen.getByTestId('positions-balance')).getByText('Saldo aus den Ist-Beträgen');
  });
});
