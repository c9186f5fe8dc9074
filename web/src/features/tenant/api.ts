import type { Page } from '#shared/auth-data';
import { api } from '../../api/api';

export interface Invitation {
  _id: string;
  tenantId?: string;
  tenantName?: string;
  invitedAt?: string;
  invitedAs?: number;
}

export const tenantApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Silent: the homepage shows 0 invitations rather than an error when this cannot be answered.
    myInvitations: build.query<Page<Invitation>, void>({
      query: () => 'tenant/user/invitation',
      extraOptions: { silent: true },
      providesTags: (result) => [
        ...(result?.items ?? []).map((item) => ({ type: 'Invitation' as const, id: item._id })),
        { type: 'Invitation' as const, id: 'LIST' },
      ],
    }),
  }),
});

export const { useMyInvitationsQuery } = tenantApi;
