import type { PrivacyPolicy } from '#shared/retention';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';

// Issue 26 §3: the privacy page's table comes from the retention rules themselves.
export const privacyApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    privacyPolicy: build.query<PrivacyPolicy, void>({
      query: () => '/tenant/public/privacy',
      providesTags: [{ type: 'Retention', id: 'LIST' }],
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
    }),
  }),
});

export const { usePrivacyPolicyQuery } = privacyApi;
