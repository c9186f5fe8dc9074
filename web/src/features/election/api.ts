import type { ElectionReceipt, ElectionRegistration } from '#shared/election';
import type { Page } from '#shared/page';
import type { PublicDomain, Ref } from '#shared/tenant';
import { PAGE_SIZE_MAX } from '#shared/validation';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';

export const SCHOOL_PAGE_SIZE = 20;

// SPEC 7 "Tenant, public side": no login; the lists feed the selects of the election form.
export const electionApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    electionDomains: build.query<Ref[], void>({
      query: () => ({ url: '/tenant/public/domain', params: { pageSize: PAGE_SIZE_MAX } }),
      transformResponse: (page: Page<PublicDomain>) => page.items.map(({ _id, name }) => ({ _id, name })),
      extraOptions: SHOWN_INLINE, // the general step shows the failure under its select (errors once)
    }),
    // Searched as the visitor types (issue 10 §6): a domain may have many schools, the server sends one page.
    electionSchools: build.query<Ref[], { domainId: string; text?: string }>({
      query: ({ domainId, text }) => ({
        url: `/tenant/public/domain/${domainId}/school`,
        params: { pageSize: SCHOOL_PAGE_SIZE, ...(text ? { text } : {}) },
      }),
      transformResponse: (page: Page<Ref>) => page.items.map(({ _id, name }) => ({ _id, name })),
      extraOptions: SHOWN_INLINE, // the general step shows the failure under its select (errors once)
    }),
    submitElection: build.mutation<ElectionReceipt, ElectionRegistration>({
      query: (body) => ({ url: '/tenant/public/election', method: 'POST', body }),
    }),
  }),
});

export const { useElectionDomainsQuery, useElectionSchoolsQuery, useSubmitElectionMutation } = electionApi;
