import type { RetentionCategory, RetentionReport, RetentionRule } from '#shared/retention';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';

// Issue 26 §3: the retention rules (platform administrators). Changing a rule changes the privacy page too.
const RULES = { type: 'Retention', id: 'LIST' } as const;
const R = '/tenant/admin/retention';

export const retentionApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    retentionRules: build.query<RetentionRule[], void>({
      query: () => R,
      providesTags: [RULES],
      extraOptions: SHOWN_INLINE, // ReadsState shows the failure (errors once)
    }),
    setRetentionPeriod: build.mutation<RetentionRule, { category: RetentionCategory; period: number }>({
      query: ({ category, period }) => ({ url: `${R}/${category}`, method: 'PUT', body: { period } }),
      invalidatesTags: [RULES],
    }),
    retentionDryRun: build.mutation<RetentionReport, { periods: Partial<Record<RetentionCategory, number>>; asOf?: string }>({
      query: (body) => ({ url: `${R}/dry-run`, method: 'POST', body }),
    }),
    retentionRun: build.mutation<RetentionReport, void>({
      query: () => ({ url: `${R}/run`, method: 'POST', body: {} }),
    }),
  }),
});

export const { useRetentionRulesQuery, useSetRetentionPeriodMutation, useRetentionDryRunMutation, useRetentionRunMutation } = retentionApi;
