import type { Permission } from '#shared/permissions';
import type { RoleMatrixView } from '#shared/role-matrix';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';

/** A group's role matrix (issue 28 §2): read and changed by its administrators on the settings page. */
export const roleMatrixApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    roleMatrix: build.query<RoleMatrixView, string>({
      query: (tenantId) => `tenant/tenant/${tenantId}/permissions`,
      extraOptions: SHOWN_INLINE, // QueryState shows the failure
    }),
    updateRoleMatrix: build.mutation<RoleMatrixView, { tenantId: string; permissions: Partial<Record<Permission, number[]>> }>({
      query: ({ tenantId, permissions }) => ({ url: `tenant/tenant/${tenantId}/permissions`, method: 'PUT', body: { permissions } }),
      extraOptions: SHOWN_INLINE, // the matrix shows the 400 message above its save button
      async onQueryStarted({ tenantId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(roleMatrixApi.util.upsertQueryData('roleMatrix', tenantId, data));
      },
    }),
  }),
});

export const { useRoleMatrixQuery, useUpdateRoleMatrixMutation } = roleMatrixApi;
