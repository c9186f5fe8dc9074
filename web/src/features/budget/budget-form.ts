import type { FormRule } from 'antd';
import {
  BUDGET_GROUP_TYPE_OF,
  BUDGET_YEAR_MAX,
  BUDGET_YEAR_MIN,
  BudgetPositionType,
  type BudgetDetailView,
  type BudgetGroupSum,
  type BudgetPositionView,
} from '#shared/budget';
import { dayjs, TIME_ZONE } from '../../lib/dates';
import { parseMoney } from '../../lib/money';
import { FIELD_TEXT } from './text';

// The budget forms' rules and the positions' arrangement (pure, unit-tested beside).

/** An amount typed the German way; `required` refuses an empty field. The form keeps the text. */
export const moneyRules = (required: boolean): FormRule[] => [
  {
    validator: (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value : value == null ? '' : String(value);
      const parsed = parseMoney(text);
      if (!parsed.ok) return Promise.reject(new Error(parsed.message));
      if (required && parsed.value === null) return Promise.reject(new Error(FIELD_TEXT.amountRequired));
      return Promise.resolve();
    },
  },
];

/** The amount the form's text stands for (validated before): null when empty. */
export function amountOf(text: string | undefined | null): number | null {
  const parsed = parseMoney(text ?? '');
  return parsed.ok ? parsed.value : null;
}

export const yearRules: FormRule[] = [
  {
    validator: (_rule, value: unknown) =>
      typeof value === 'number' && Number.isInteger(value) && value >= BUDGET_YEAR_MIN && value <= BUDGET_YEAR_MAX
        ? Promise.resolve()
        : Promise.reject(new Error(FIELD_TEXT.yearInvalid)),
  },
];

/** The accounting year now (in Berlin: a school's year turns at its midnight, not the browser's). */
export const currentYear = (now: Date = new Date()) => dayjs(now).tz(TIME_ZONE).year();

/** The years the list offers: next year, this year and the nine before, plus one from the address. */
export function yearChoices(current: number, selected?: number): number[] {
  const years = Array.from({ length: 11 }, (_, i) => current + 1 - i);
  if (selected && !years.includes(selected)) years.push(selected);
  return years.sort((a, b) => b - a);
}

export type EntryKind = 'INCOME' | 'EXPENSE';

/** One group of a kind with its positions and the server's sums; `group` null is 'Ohne Gruppe'. */
export interface GroupSection {
  key: string;
  group: BudgetPositionView | null;
  sum: BudgetGroupSum | undefined;
  title: string;
  positions: BudgetPositionView[];
}

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title, 'de');

/** The groups of one kind (GROUP_INCOME for INCOME), in title order. */
export function groupsOf(budget: Pick<BudgetDetailView, 'positions'>, kind: EntryKind): BudgetPositionView[] {
  const groupType = BUDGET_GROUP_TYPE_OF[kind];
  return budget.positions.filter((p) => p.type === groupType).sort(byTitle);
}

/**
 * The positions of one kind arranged by group: each group (even an empty one) with its positions, then the
 * ungrouped ones (only when there are any). Positions keep the server's order (date, then creation).
 */
export function sectionsOf(
  budget: Pick<BudgetDetailView, 'positions' | 'groups'>,
  kind: EntryKind,
  ungroupedTitle: string,
): GroupSection[] {
  const type = kind === 'INCOME' ? BudgetPositionType.INCOME : BudgetPositionType.EXPENSE;
  const entries = budget.positions.filter((p) => p.type === type);
  const groups = groupsOf(budget, kind);
  const groupIds = new Set(groups.map((g) => g._id));
  const sections: GroupSection[] = groups.map((group) => ({
    key: group._id,
    group,
    sum: budget.groups.find((s) => s.groupId === group._id),
    title: group.title,
    positions: entries.filter((p) => p.groupId === group._id),
  }));
  const loose = entries.filter((p) => !p.groupId || !groupIds.has(p.groupId));
  if (loose.length > 0) {
    const groupType = BUDGET_GROUP_TYPE_OF[kind];
    sections.push({
      key: `none-${kind}`,
      group: null,
      sum: budget.groups.find((s) => s.groupId === null && s.type === groupType),
      title: ungroupedTitle,
      positions: loose,
    });
  }
  return sections;
}

/** 'YYYY-MM-DD' as 'DD.MM.YYYY', read as the calendar day it is (no time zone can shift it). */
export function formatDay(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}
