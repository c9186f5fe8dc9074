// Join on request (issue 24): my pending requests (the discover page's 'Anfrage gesendet') and a group's
// requests that its member administrators decide.
import type { Page } from '#shared/page';
import type { JoinRequest, JoinRequestDecided, MyJoinRequest } from '#shared/tenant';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';
import { cleanParams as clean } from '../../lib/api/params';
import { listTag, listTags } from '../../lib/api/tags';
import { groupList, MY_GROUPS, type PageArgs } from './api';

export const joinRequestApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Silent: without it the discover page only lacks the 'Anfrage gesendet' marks.
    myJoinRequests: build.query<Page<MyJoinRequest>, void>({
      query: () => ({ url: 'tenant/user/join-request', params: { pageSize: 200 } }),
      extraOptions: { silent: true },
      providesTags: (result) => listTags('JoinRequest', result?.items, MY_GROUPS),
    }),
    joinRequests: build.query<Page<JoinRequest>, { tenantId: string } & PageArgs>({
      query: ({ tenantId, ...args }) => ({ url: `tenant/tenant/${tenantId}/join-request`, params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (result, _e, { tenantId }) => listTags('JoinRequest', result?.items, groupList(tenantId)),
    }),
    decideJoinRequest: build.mutation<JoinRequestDecided, { tenantId: string; requestId: string; accept: boolean }>({
      query: ({ tenantId, requestId, accept }) => ({
        url: `tenant/tenant/${tenantId}/join-request/${requestId}`,
        method: 'PUT',
        body: { accept },
      }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('JoinRequest', groupList(tenantId)), listTag('Member', groupList(tenantId))],
    }),
  }),
});

export const { useMyJoinRequestsQuery, useJoinRequestsQuery, useDecideJoinRequestMutation } = joinRequestApi;
