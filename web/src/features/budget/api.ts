import type {
  BudgetDetailView,
  BudgetExportFormat,
  BudgetExportView,
  BudgetInput,
  BudgetPage,
  BudgetPositionView,
  BudgetView,
} from '#shared/budget';
import type { BudgetStatisticsView } from '#shared/budget-statistics';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';
import { cleanParams as clean } from '../../lib/api/params';
import { dashboardTag, itemTag, listTag, listTags, scopedListId } from '../../lib/api/tags';
import { noteChange } from './freshness';
import { positionBody, type PositionWrite } from './position-body';

// The budget module's calls join the one API slice here (CONVENTIONS 11). Shapes are shared with the API (#shared/budget).

export interface BudgetListArgs {
  tenantId: string;
  year?: number;
  text?: string;
  page?: number;
  pageSize?: number;
}

export interface BudgetArg {
  tenantId: string;
  budgetId: string;
}

const base = (tenantId: string) => `tenant/tenant/${tenantId}/budget`;
export const budgetList = (tenantId: string) => scopedListId(tenantId);

/** The finished file of an export (the API checks `budget:edit`). */
export const budgetExportFileUrl = (tenantId: string, budgetId: string, exportId: string) =>
  `/api/${base(tenantId)}/${budgetId}/export/${exportId}/file`;

/** A group's statistics (every year): refetched after a change, then polled until the worker caught up. */
const statisticsTag = (tenantId: string) => itemTag('Budget', `STATISTICS-${tenantId}`);

/** Everything a change of one budget makes stale: the budget, the group's list, statistics and dashboard. */
const changed = (tenantId: string, budgetId: string) => [
  itemTag('Budget', budgetId),
  listTag('Budget', budgetList(tenantId)),
  statisticsTag(tenantId),
  dashboardTag(tenantId),
];

export const budgetApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    budgets: build.query<BudgetPage, BudgetListArgs>({
      query: ({ tenantId, ...args }) => ({ url: base(tenantId), params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (result, _e, { tenantId }) => listTags('Budget', result?.items, budgetList(tenantId)),
    }),
    budget: build.query<BudgetDetailView, BudgetArg>({
      query: ({ tenantId, budgetId }) => `${base(tenantId)}/${budgetId}`,
      extraOptions: SHOWN_INLINE, // the budget page shows the failure instead of its tabs
      providesTags: (_r, _e, { budgetId }) => [itemTag('Budget', budgetId)],
    }),
    createBudget: build.mutation<BudgetView, { tenantId: string; body: BudgetInput }>({
      query: ({ tenantId, body }) => ({ url: base(tenantId), method: 'POST', body }),
      invalidatesTags: (_r, error, { tenantId }) => (error ? [] : [listTag('Budget', budgetList(tenantId)), dashboardTag(tenantId)]),
    }),
    updateBudget: build.mutation<BudgetView, BudgetArg & { body: Partial<BudgetInput> }>({
      query: ({ tenantId, budgetId, body }) => ({ url: `${base(tenantId)}/${budgetId}`, method: 'PUT', body }),
      onQueryStarted: (arg, { queryFulfilled }) => noteOnSuccess(arg, queryFulfilled),
      invalidatesTags: (_r, error, { tenantId, budgetId }) => (error ? [] : changed(tenantId, budgetId)),
    }),
    deleteBudget: build.mutation<unknown, BudgetArg>({
      query: ({ tenantId, budgetId }) => ({ url: `${base(tenantId)}/${budgetId}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { tenantId }) =>
        error ? [] : [listTag('Budget', budgetList(tenantId)), statisticsTag(tenantId), dashboardTag(tenantId)],
    }),
    createBudgetPosition: build.mutation<BudgetPositionView, BudgetArg & PositionWrite>({
      query: ({ tenantId, budgetId, ...write }) => ({
        url: `${base(tenantId)}/${budgetId}/position`,
        method: 'POST',
        body: positionBody(write),
      }),
      onQueryStarted: (arg, { queryFulfilled }) => noteOnSuccess(arg, queryFulfilled),
      invalidatesTags: (_r, error, { tenantId, budgetId }) => (error ? [] : changed(tenantId, budgetId)),
    }),
    updateBudgetPosition: build.mutation<BudgetPositionView, BudgetArg & PositionWrite & { positionId: string }>({
      query: ({ tenantId, budgetId, positionId, ...write }) => ({
        url: `${base(tenantId)}/${budgetId}/position/${positionId}`,
        method: 'PUT',
        body: positionBody(write),
      }),
      onQueryStarted: (arg, { queryFulfilled }) => noteOnSuccess(arg, queryFulfilled),
      invalidatesTags: (_r, error, { tenantId, budgetId }) => (error ? [] : changed(tenantId, budgetId)),
    }),
    deleteBudgetPosition: build.mutation<unknown, BudgetArg & { positionId: string }>({
      query: ({ tenantId, budgetId, positionId }) => ({
        url: `${base(tenantId)}/${budgetId}/position/${positionId}`,
        method: 'DELETE',
      }),
      onQueryStarted: (arg, { queryFulfilled }) => noteOnSuccess(arg, queryFulfilled),
      invalidatesTags: (_r, error, { tenantId, budgetId }) => (error ? [] : changed(tenantId, budgetId)),
    }),
    budgetStatistics: build.query<BudgetStatisticsView, { tenantId: string; year: number }>({
      query: ({ tenantId, year }) => ({ url: `tenant/tenant/${tenantId}/budgetstatistics`, params: { year } }),
      extraOptions: SHOWN_INLINE, // the overview shows the failure with its retry (errors once)
      providesTags: (_r, _e, { tenantId }) => [statisticsTag(tenantId)],
    }),
    requestBudgetExport: build.mutation<BudgetExportView, BudgetArg & { format: BudgetExportFormat }>({
      query: ({ tenantId, budgetId, format }) => ({ url: `${base(tenantId)}/${budgetId}/export`, method: 'POST', body: { format } }),
    }),
    budgetExport: build.query<BudgetExportView, BudgetArg & { exportId: string }>({
      query: ({ tenantId, budgetId, exportId }) => `${base(tenantId)}/${budgetId}/export/${exportId}`,
      keepUnusedDataFor: 0,
      extraOptions: SHOWN_INLINE, // the export button shows a failed poll with its retry (errors once)
    }),
  }),
});

/** A successful change of a budget marks its statistics stale until the worker has recomputed them. */
async function noteOnSuccess({ budgetId }: BudgetArg, queryFulfilled: Promise<{ data: unknown }>) {
  try {
    const { data } = await queryFulfilled;
    const updatedAt = (data as { updatedAt?: unknown } | null)?.updatedAt;
    noteChange(budgetId, typeof updatedAt === 'string' ? updatedAt : null);
  } catch {
    // The base query or the form has shown the failure.
  }
}

export const {
  useBudgetsQuery,
  useBudgetQuery,
  useCreateBudgetMutation,
  useUpdateBudgetMutation,
  useDeleteBudgetMutation,
  useCreateBudgetPositionMutation,
  useUpdateBudgetPositionMutation,
  useDeleteBudgetPositionMutation,
  useBudgetStatisticsQuery,
  useRequestBudgetExportMutation,
  useBudgetExportQuery,
} = budgetApi;
