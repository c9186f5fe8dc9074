// Budgets (issue 17 §2): the views the API sends, the rules the web forms mirror and their German messages.
// Pure TypeScript: api, workers and web import it (`#shared/budget`).
// Routes (under /api/tenant/tenant/{tenantId}):
//   GET  /budget?year=&page=&pageSize=&text=   -> BudgetPage (each item with its totals)
//   POST /budget                                -> BudgetView           (budget:create)
//   GET  /budget/{budgetId}                     -> BudgetDetailView (positions capped at BUDGET_POSITIONS_MAX)
//   PUT  /budget/{budgetId}                     -> BudgetView, changes only the fields sent (budget:edit)
//   DELETE /budget/{budgetId}                   (budget:delete)
//   GET  /budget/{budgetId}/position?type=&groupId=&page=&pageSize= -> BudgetPositionPage
//   POST /budget/{budgetId}/position            multipart (newUploads) -> BudgetPositionView (budget:create)
//   PUT  /budget/{budgetId}/position/{positionId} multipart (materials, newUploads) (budget:edit)
//   DELETE /budget/{budgetId}/position/{positionId} (budget:edit)
//   POST /budget/{budgetId}/export {format}     -> 202 BudgetExportView (budget:edit)
//   GET  /budget/{budgetId}/export/{exportId}   -> BudgetExportView (poll until DONE or FAILED)
//   GET  /budget/{budgetId}/export/{exportId}/file -> the CSV or PDF; 409 while it is still being made
import { EXPORT_MESSAGES } from './exports';
import type { MaterialView } from './files';
import type { Page } from './page';
import { TITLE_MAX_LENGTH } from './validation';

export const BUDGET_TITLE_MAX_LENGTH = TITLE_MAX_LENGTH;
/** Sanitised HTML from the editor; markup counts. */
export const BUDGET_DESCRIPTION_MAX_LENGTH = 20_000;
export const BUDGET_NOTE_MAX_LENGTH = 2_000;
export const BUDGET_YEAR_MIN = 2000;
export const BUDGET_YEAR_MAX = 2100;
/** Positions per budget (groups included): the detail answer carries them all, so they are capped. */
export const BUDGET_POSITIONS_MAX = 500;
/** numeric(12,2): the largest amount a position may carry (SPEC 5, issue 17). */
export const BUDGET_AMOUNT_MAX = 9_999_999_999.99;

export enum BudgetPositionType {
  INCOME = 'INCOME',
  EXPENSE = 'EXPENSE',
  GROUP_INCOME = 'GROUP_INCOME',
  GROUP_EXPENSE = 'GROUP_EXPENSE',
}
export const BUDGET_POSITION_TYPES = Object.values(BudgetPositionType);
export const BUDGET_GROUP_TYPES = [BudgetPositionType.GROUP_INCOME, BudgetPositionType.GROUP_EXPENSE] as const;
/** Only these count in totals and the balance; a group's target is a plan figure. */
export const BUDGET_ENTRY_TYPES = [BudgetPositionType.INCOME, BudgetPositionType.EXPENSE] as const;
/** The group type an INCOME or EXPENSE position may belong to. */
export const BUDGET_GROUP_TYPE_OF: Record<'INCOME' | 'EXPENSE', BudgetPositionType> = {
  INCOME: BudgetPositionType.GROUP_INCOME,
  EXPENSE: BudgetPositionType.GROUP_EXPENSE,
};
export const BUDGET_POSITION_TYPE_LABELS: Record<BudgetPositionType, string> = {
  [BudgetPositionType.INCOME]: 'Einnahme',
  [BudgetPositionType.EXPENSE]: 'Ausgabe',
  [BudgetPositionType.GROUP_INCOME]: 'Einnahmengruppe',
  [BudgetPositionType.GROUP_EXPENSE]: 'Ausgabengruppe',
};

export function isBudgetGroupType(type: BudgetPositionType): boolean {
  return type === BudgetPositionType.GROUP_INCOME || type === BudgetPositionType.GROUP_EXPENSE;
}

/** Sums of the INCOME and EXPENSE positions (euros as JSON numbers, summed in SQL). */
export interface BudgetTotals {
  incomeTarget: number;
  incomeActual: number;
  expenseTarget: number;
  expenseActual: number;
  /** Income minus expense: actual amounts while the actual column is on, targets otherwise. */
  balance: number;
}

/** One budget (POST/PUT answer, list item with its totals). */
export interface BudgetView {
  _id: string;
  tenantId: string;
  title: string;
  year: number;
  /** Sanitised HTML; render it as it comes. */
  description: string;
  /** The actual-column switch. */
  actualEnabled: boolean;
  /** The lowest level of the group that sees the budget. */
  viewAccess: number;
  totals: BudgetTotals;
  mayEdit: boolean;
  mayDelete: boolean;
  createdAt: string;
  updatedAt: string;
}
export type BudgetPage = Page<BudgetView>;

/** One position or group. */
export interface BudgetPositionView {
  _id: string;
  budgetId: string;
  type: BudgetPositionType;
  title: string;
  target: number;
  /** Null while none is entered. */
  actual: number | null;
  /** ISO calendar day (YYYY-MM-DD) or null. */
  date: string | null;
  note: string;
  /** INCOME/EXPENSE only: its GROUP_INCOME/GROUP_EXPENSE position, or null. Always null for a group. */
  groupId: string | null;
  /** Receipts. */
  materials: MaterialView[];
  createdAt: string;
  updatedAt: string;
}
export type BudgetPositionPage = Page<BudgetPositionView>;

/**
 * The sums of one group's positions beside its plan figure. `groupId` null is the ungrouped INCOME
 * (type GROUP_INCOME) or EXPENSE (type GROUP_EXPENSE) positions, titled 'Ohne Gruppe'.
 */
export interface BudgetGroupSum {
  groupId: string | null;
  type: BudgetPositionType.GROUP_INCOME | BudgetPositionType.GROUP_EXPENSE;
  title: string;
  /** The group's own target (plan figure); 0 for the ungrouped rows. */
  plan: number;
  target: number;
  actual: number;
  positionCount: number;
}

/** GET /budget/{budgetId}: the budget with all its positions (at most BUDGET_POSITIONS_MAX) and sums. */
export interface BudgetDetailView extends BudgetView {
  positions: BudgetPositionView[];
  groups: BudgetGroupSum[];
}

/** POST /budget and PUT /budget/{budgetId} (PUT: every field optional, only those sent change). */
export interface BudgetInput {
  title: string;
  year: number;
  description?: string;
  actualEnabled?: boolean;
  viewAccess?: number;
}

/** Position fields; multipart sends numbers as text and `materials` as JSON text of the ids to keep. */
export interface BudgetPositionInput {
  type: BudgetPositionType;
  title: string;
  target: number;
  actual?: number | null;
  date?: string | null;
  note?: string;
  groupId?: string | null;
}

export type BudgetExportFormat = 'csv' | 'pdf';
export const BUDGET_EXPORT_FORMATS: BudgetExportFormat[] = ['csv', 'pdf'];
export type BudgetExportState = 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';

export interface BudgetExportView {
  _id: string;
  budgetId: string;
  format: BudgetExportFormat;
  state: BudgetExportState;
  progress: number;
  fileName: string;
  createdAt: string;
  updatedAt: string;
}

export const BUDGET_MESSAGES = {
  notFound: 'Budget nicht gefunden',
  positionNotFound: 'Position nicht gefunden',
  /** SPEC 5 / issue 17, verbatim. */
  amountInvalid: 'Der Betrag darf nicht negativ sein und höchstens zwei Nachkommastellen haben.',
  yearInvalid: `Bitte gib ein Jahr zwischen ${BUDGET_YEAR_MIN} und ${BUDGET_YEAR_MAX} an.`,
  typeInvalid: 'Bitte wähle einen Typ: Einnahme, Ausgabe, Einnahmengruppe oder Ausgabengruppe.',
  typeChangeKind: 'Eine Gruppe kann nicht zu einer Position werden und umgekehrt.',
  groupInvalid: 'Bitte wähle eine passende Gruppe dieses Budgets.',
  groupNotForGroups: 'Eine Gruppe kann nicht in einer anderen Gruppe liegen.',
  groupHasPositions: 'Eine Gruppe mit Positionen kann ihren Typ nicht ändern.',
  dateInvalid: 'Bitte gib ein gültiges Datum an.',
  viewAccessInvalid: 'Diese Rolle gibt es in dieser Gruppe nicht.',
  tooManyPositions: `Ein Budget kann höchstens ${BUDGET_POSITIONS_MAX} Positionen haben.`,
  formatInvalid: 'Bitte wähle ein Format: csv oder pdf.',
  exportNotReady: EXPORT_MESSAGES.notReady,
  exportFailed: EXPORT_MESSAGES.failed,
  budgetDeleted: 'Das Budget wurde gelöscht.',
  positionDeleted: 'Die Position wurde gelöscht.',
  ungrouped: 'Ohne Gruppe',
} as const;
