import { Flex, Select, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BudgetView } from '#shared/budget';
import { EmptyState } from '../../../components/empty-state';
import { FilteredListPage } from '../../../components/filtered-list-page';
import { usePaging } from '../../../components/paged-table';
import { useAccess } from '../../../lib/access';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useBudgetsQuery } from '../api';
import { currentYear, yearChoices } from '../budget-form';
import { BUDGET_TEXT as T, FIELD_TEXT } from '../text';
import { CreateBudgetDialog } from './create-budget-dialog';
import { YearFigures } from './year-figures';

const ALL = 'all';

/** The amounts that make a budget's balance: actual ones while its actual column is on. */
const income = (b: BudgetView) => (b.actualEnabled ? b.totals.incomeActual : b.totals.incomeTarget);
const expense = (b: BudgetView) => (b.actualEnabled ? b.totals.expenseActual : b.totals.expenseTarget);

/** /sv/budgets (issue 17 §3): the group's budgets of one accounting year (kept in the address) with their totals. */
export function BudgetsPage() {
  const tenantId = useCurrentGroup()._id;
  const access = useAccess();
  const mayCreate = access.can('budget:create');
  const [creating, setCreating] = useState(false);
  const paging = usePaging();
  const thisYear = currentYear();
  const [filters, setFilter] = useUrlFilters({ year: String(thisYear), text: '' }, paging.reset);
  const parsed = Number(filters.year);
  const year = filters.year !== ALL && Number.isInteger(parsed) ? parsed : undefined;
  const text = filters.text;
  const budgets = useBudgetsQuery({ tenantId, year, text: text || undefined, ...paging.query }, { refetchOnMountOrArgChange: true });

  const create = mayCreate ? { label: T.createBudget, onClick: () => setCreating(true) } : undefined;
  const empty = text ? (
    <EmptyState title={T.noHits} action={{ label: T.resetSearch, onClick: () => setFilter({ text: '' }) }} />
  ) : (
    <EmptyState title={year ? T.noBudgetsInYear(String(year)) : T.noBudgets} text={T.noBudgetsText} action={create} />
  );
  const yearOptions = [
    ...yearChoices(thisYear, year).map((y) => ({ value: String(y), label: String(y) })),
    { value: ALL, label: T.allYears },
  ];

  return (
    <FilteredListPage<BudgetView>
      title={T.budgets}
      create={mayCreate ? { label: T.newBudget, onClick: () => setCreating(true) } : undefined}
      scope={
        <Select
          aria-label={T.yearFilter}
          value={year ? String(year) : ALL}
          options={yearOptions}
          onChange={(value) => setFilter({ year: value })}
          style={{ width: 140 }}
          data-testid="budget-year"
        />
      }
      search={{ label: T.search, value: text, onSearch: (value) => setFilter({ text: value }) }}
      summary={year && <YearFigures tenantId={tenantId} year={year} />}
      query={budgets}
      paging={paging}
      testId="budget-list"
      empty={empty}
      dialog={creating && <CreateBudgetDialog tenantId={tenantId} year={year ?? thisYear} onClose={() => setCreating(false)} />}
      columns={[
        {
          key: 'title',
          title: T.columns.title,
          render: (_, budget) => <Link to={paths.sv.budget(budget._id)}>{budget.title}</Link>,
        },
        { key: 'year', title: T.columns.year, dataIndex: 'year' },
        { key: 'income', title: T.columns.income, align: 'right', render: (_, b) => formatMoney(income(b)) },
        { key: 'expense', title: T.columns.expense, align: 'right', render: (_, b) => formatMoney(expense(b)) },
        {
          key: 'balance',
          title: T.columns.balance,
          align: 'right',
          render: (_, b) => (
            <Flex gap={6} justify="flex-end" align="center" wrap>
              <span data-testid="budget-balance">{formatMoney(b.totals.balance)}</span>
              <Tag>{b.actualEnabled ? FIELD_TEXT.actual : FIELD_TEXT.target}</Tag>
            </Flex>
          ),
        },
      ]}
    />
  );
}
