import type { AdminDomain, AdminTenant, AdminTenantDetail, AuditEntry, DomainAdministrator, GroupImportSummary } from '#shared/admin';
import type { AdminUser } from '#shared/auth-data';
import type { Integrations } from '#shared/integrations';
import type { TenantType } from '#shared/levels';
import type { Page } from '#shared/page';
import type { CreatedInvitation } from '#shared/tenant';
import { PAGE_SIZE_MAX } from '#shared/validation';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';
import { cleanParams as clean, type PageQuery } from '../../lib/api/params';
import { itemTag, listTag, listTags } from '../../lib/api/tags';

export interface TenantQuery extends PageQuery {
  text?: string;
  type?: TenantType;
  domainId?: string;
}

const A = '/tenant/admin';

// SPEC 7 "Tenant administration", platform side (moderation level and above).
export const adminApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminTenants: build.query<Page<AdminTenant>, TenantQuery>({
      query: (q) => ({ url: `${A}/tenant`, params: clean(q) }),
      providesTags: (r) => listTags('Tenant', r?.items),
      extraOptions: SHOWN_INLINE, // ReadsState shows the failure (errors once)
    }),
    adminTenant: build.query<AdminTenantDetail, { id: string } & PageQuery>({
      query: ({ id, ...paging }) => ({ url: `${A}/tenant/${id}`, params: paging }),
      providesTags: (_r, _e, { id }) => [itemTag('Tenant', id)],
      extraOptions: SHOWN_INLINE, // ReadsState shows the failure (errors once)
    }),
    createAdminTenant: build.mutation<AdminTenant, { name: string; type: TenantType; domainId: string; isPublic: boolean }>({
      query: (body) => ({ url: `${A}/tenant`, method: 'POST', body }),
      invalidatesTags: [listTag('Tenant'), listTag('Domain')],
    }),
    updateAdminTenant: build.mutation<
      AdminTenant,
      { id: string; name?: string; isPublic?: boolean; icalEnabled?: boolean; integrations?: Partial<Integrations> }
    >({
      query: ({ id, ...body }) => ({ url: `${A}/tenant/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [itemTag('Tenant', id), listTag('Tenant')],
    }),
    // The group's own invitation route: platform staff may act in every group (the first administrator of a new one).
    inviteToAdminTenant: build.mutation<CreatedInvitation, { tenantId: string; mail: string; level: number }>({
      query: ({ tenantId, ...body }) => ({ url: `/tenant/tenant/${tenantId}/invitation`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [itemTag('Tenant', tenantId)],
    }),
    deleteAdminTenant: build.mutation<unknown, string>({
      query: (id) => ({ url: `${A}/tenant/${id}`, method: 'DELETE' }),
      invalidatesTags: [listTag('Tenant'), listTag('Domain')],
    }),
    importAdminTenants: build.mutation<GroupImportSummary, { domainId: string; type: TenantType; file: File }>({
      query: ({ domainId, type, file }) => {
        const body = new FormData();
        body.append('file', file);
        body.append('domainId', domainId);
        body.append('type', type);
        return { url: `${A}/tenant/import`, method: 'POST', body };
      },
      invalidatesTags: [listTag('Tenant'), listTag('Domain')],
    }),
    adminDomains: build.query<Page<AdminDomain>, { text?: string } | void>({
      query: (args) => ({ url: `${A}/domain`, params: clean({ pageSize: PAGE_SIZE_MAX, text: args?.text }) }),
      providesTags: (r) => listTags('Domain', r?.items),
      extraOptions: SHOWN_INLINE, // ReadsState shows the failure (errors once)
    }),
    createAdminDomain: build.mutation<AdminDomain, { name: string; description: string }>({
      query: (body) => ({ url: `${A}/domain`, method: 'POST', body }),
      invalidatesTags: [listTag('Domain')],
    }),
    updateAdminDomain: build.mutation<AdminDomain, { id: string; name: string; description: string }>({
      query: ({ id, ...body }) => ({ url: `${A}/domain/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [itemTag('Domain', id)],
    }),
    deleteAdminDomain: build.mutation<unknown, string>({
      query: (id) => ({ url: `${A}/domain/${id}`, method: 'DELETE' }),
      invalidatesTags: [listTag('Domain')],
    }),
    domainAdministrators: build.query<{ items: DomainAdministrator[] }, string>({
      query: (domainId) => `${A}/domain/${domainId}/administrator`,
      providesTags: (_r, _e, domainId) => [listTag('Domain', `ADMINS-${domainId}`)],
      extraOptions: SHOWN_INLINE, // ReadsState shows the failure (errors once)
    }),
    addDomainAdministrator: build.mutation<unknown, { domainId: string; mail: string }>({
      query: ({ domainId, mail }) => ({ url: `${A}/domain/${domainId}/administrator`, method: 'POST', body: { mail } }),
      invalidatesTags: (_r, _e, { domainId }) => [listTag('Domain', `ADMINS-${domainId}`), itemTag('Domain', domainId)],
    }),
    removeDomainAdministrator: build.mutation<unknown, { domainId: string; userId: string }>({
      query: ({ domainId, userId }) => ({ url: `${A}/domain/${domainId}/administrator/${userId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { domainId }) => [listTag('Domain', `ADMINS-${domainId}`), itemTag('Domain', domainId)],
    }),
    adminUsers: build.query<Page<AdminUser>, { text?: string } & PageQuery>({
      query: (q) => ({ url: '/auth/admin/user', params: clean(q) }),
      extraOptions: SHOWN_INLINE, // ReadsState shows the failure (errors once)
    }),
    adminAudit: build.query<Page<AuditEntry>, PageQuery>({
      query: (q) => ({ url: '/tenant/admin/audit', params: q }),
      extraOptions: SHOWN_INLINE, // ReadsState shows the failure (errors once)
    }),
  }),
});

export const {
  useAdminTenantsQuery,
  useAdminAuditQuery,
  useAdminTenantQuery,
  useCreateAdminTenantMutation,
  useUpdateAdminTenantMutation,
  useDeleteAdminTenantMutation,
  useInviteToAdminTenantMutation,
  useImportAdminTenantsMutation,
  useAdminDomainsQuery,
  useCreateAdminDomainMutation,
  useUpdateAdminDomainMutation,
  useDeleteAdminDomainMutation,
  useDomainAdministratorsQuery,
  useAddDomainAdministratorMutation,
  useRemoveDomainAdministratorMutation,
  useAdminUsersQuery,
} = adminApi;
