// What both budget exports show, built once from the rows: income, then expense; per type the groups in
// order with their positions, then the positions without a group; then the sums and the balance. Amounts
// stay numeric text from PostgreSQL (sums included) and are only re-spelled here, never computed.
import { BUDGET_MESSAGES as BM, BudgetPositionType } from '#shared/budget';
import type { GroupSumRow, TotalsRow } from '../budget.views';
import type { BudgetPosition } from '../entities/budget-position.entity';
import type { Budget } from '../entities/budget.entity';

export interface ReportLine {
  title: string;
  date: string | null;
  target: string;
  actual: string | null;
  note: string;
}

export interface ReportGroup {
  /** Null: the positions without a group. */
  title: string | null;
  plan: string | null;
  lines: ReportLine[];
  sumTarget: string;
  sumActual: string;
}

export interface ReportSection {
  heading: 'Einnahmen' | 'Ausgaben';
  groups: ReportGroup[];
}

export interface BudgetReport {
  title: string;
  year: number;
  groupName: string;
  actualEnabled: boolean;
  sections: ReportSection[];
  totals: TotalsRow;
  /** Income minus expense by target and by actual, whichever the switch names as the balance. */
  balanceTarget: string;
  balanceActual: string;
}

const line = (p: BudgetPosition): ReportLine => ({ title: p.title, date: p.date, target: p.target, actual: p.actual, note: p.note });

export function buildReport(
  budget: Budget,
  groupName: string,
  positions: BudgetPosition[],
  sums: GroupSumRow[],
  totals: TotalsRow & { balanceTarget: string; balanceActual: string },
): BudgetReport {
  const section = (heading: ReportSection['heading'], entry: BudgetPositionType, group: BudgetPositionType): ReportSection => {
    const entries = positions.filter((p) => p.type === entry);
    const groups: ReportGroup[] = sums
      .filter((s) => s.type === group)
      .map((s) => ({
        title: s.groupId ? (s.title ?? '') : null,
        plan: s.groupId ? s.plan : null,
        lines: entries.filter((p) => p.groupId === s.groupId).map(line),
        sumTarget: s.target,
        sumActual: s.actual,
      }));
    return { heading, groups };
  };
  return {
    title: budget.title,
    year: budget.year,
    groupName,
    actualEnabled: budget.actualEnabled,
    sections: [
      section('Einnahmen', BudgetPositionType.INCOME, BudgetPositionType.GROUP_INCOME),
      section('Ausgaben', BudgetPositionType.EXPENSE, BudgetPositionType.GROUP_EXPENSE),
    ],
    totals,
    balanceTarget: totals.balanceTarget,
    balanceActual: totals.balanceActual,
  };
}

export const UNGROUPED_TITLE = BM.ungrouped;

/** '1234.5' -> '1234,50': decimal comma, two decimals, no thousands separator (what German spreadsheets read). */
export function csvAmount(text: string | null): string {
  if (text === null) return '';
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}${whole},${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** '1234.5' -> '1.234,50 €' for reading (the app's format). */
export function printedAmount(text: string | null): string {
  if (text === null) return '–';
  const [sign, rest] = text.startsWith('-') ? ['-', csvAmount(text.slice(1))] : ['', csvAmount(text)];
  const [whole, fraction] = rest.split(',');
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction} €`;
}

/** '2026-03-15' -> '15.03.2026' (a calendar day, no time zone involved). */
export function printedDay(day: string | null): string {
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}
