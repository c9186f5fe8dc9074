import type { Integrations } from '#shared/integrations';
import type { TenantType } from '#shared/levels';
import { PAGE_SIZE_MAX } from '#shared/validation';
import { api } from '../../api/api';
import type { ImportSummary } from '../../components/group-import/import-result';

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminTenant {
  _id: string;
  name: string;
  type: TenantType;
  typeLabel: string;
  isPublic: boolean;
  domain: { _id: string; name: string } | null;
  integrations: Integrations;
  icalEnabled: boolean;
  shortcode: string;
  memberCount: number;
}

export interface AdminMember {
  _id: string;
  userId: string;
  contact: { first_name: string; last_name: string };
  mail: string;
  level: number;
  levelLabel: string;
}

export interface AdminDomain {
  _id: string;
  name: string;
  description: string;
  tenantCount?: number;
  administratorCount?: number;
}

export interface DomainAdministrator {
  _id: string;
  userId: string;
  mail: string;
  contact: { first_name: string; last_name: string };
}

export interface AuditEntry {
  _id: string;
  createdAt: string;
  reason: 'NOT_MEMBER' | 'LEVEL' | 'ADMIN';
  action: string | null;
  method: string;
  route: string;
  tenantId: string | null;
  domainId: string | null;
  targetId: string | null;
  detail: Record<string, string | number | boolean | null> | null;
  user: { _id: string; mail: string; contact: { first_name: string; last_name: string } } | null;
}

export interface AdminUser {
  _id: string;
  contact: { first_name: string; last_name: string };
  mail: string;
  permissionLevel: number;
  verified: boolean;
  createdAt: string;
}

export interface TenantQuery {
  text?: string;
  type?: TenantType;
  domainId?: string;
  page: number;
}

const A = '/tenant/admin';
const clean = (params: object) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

// SPEC 7 "Tenant administration", platform side (moderation level and above).
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminTenants: build.query<Paged<AdminTenant>, TenantQuery>({
      query: (q) => ({ url: `${A}/tenant`, params: clean({ ...q, pageSize: 20 }) }),
      providesTags: (r) => [...(r?.items ?? []).map((t) => ({ type: 'Tenant' as const, id: t._id })), { type: 'Tenant', id: 'LIST' }],
    }),
    adminTenant: build.query<AdminTenant & { members: Paged<AdminMember> }, { id: string; page: number }>({
      query: ({ id, page }) => ({ url: `${A}/tenant/${id}`, params: { page, pageSize: 20 } }),
      providesTags: (_r, _e, { id }) => [{ type: 'Tenant', id }],
    }),
    createAdminTenant: build.mutation<AdminTenant, { name: string; type: TenantType; domainId: string; isPublic: boolean }>({
      query: (body) => ({ url: `${A}/tenant`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Tenant', id: 'LIST' }, { type: 'Domain', id: 'LIST' }],
    }),
    updateAdminTenant: build.mutation<AdminTenant, { id: string; name?: string; isPublic?: boolean; icalEnabled?: boolean; integrations?: Partial<Integrations> }>({
      query: ({ id, ...body }) => ({ url: `${A}/tenant/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Tenant', id }, { type: 'Tenant', id: 'LIST' }],
    }),
    deleteAdminTenant: build.mutation<unknown, string>({
      query: (id) => ({ url: `${A}/tenant/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Tenant', id: 'LIST' }, { type: 'Domain', id: 'LIST' }],
    }),
    importAdminTenants: build.mutation<ImportSummary, { domainId: string; type: TenantType; file: File }>({
      query: ({ domainId, type, file }) => {
        const body = new FormData();
        body.append('file', file);
        body.append('domainId', domainId);
        body.append('type', type);
        return { url: `${A}/tenant/import`, method: 'POST', body };
      },
      invalidatesTags: [{ type: 'Tenant', id: 'LIST' }, { type: 'Domain', id: 'LIST' }],
    }),
    adminDomains: build.query<Paged<AdminDomain>, void>({
      query: () => ({ url: `${A}/domain`, params: { pageSize: PAGE_SIZE_MAX } }),
      providesTags: (r) => [...(r?.items ?? []).map((d) => ({ type: 'Domain' as const, id: d._id })), { type: 'Domain', id: 'LIST' }],
    }),
    createAdminDomain: build.mutation<AdminDomain, { name: string; description: string }>({
      query: (body) => ({ url: `${A}/domain`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Domain', id: 'LIST' }],
    }),
    updateAdminDomain: build.mutation<AdminDomain, { id: string; name: string; description: string }>({
      query: ({ id, ...body }) => ({ url: `${A}/domain/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Domain', id }],
    }),
    deleteAdminDomain: build.mutation<unknown, string>({
      query: (id) => ({ url: `${A}/domain/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Domain', id: 'LIST' }],
    }),
    domainAdministrators: build.query<{ items: DomainAdministrator[] }, string>({
      query: (domainId) => `${A}/domain/${domainId}/administrator`,
      providesTags: (_r, _e, domainId) => [{ type: 'Domain', id: `ADMINS-${domainId}` }],
    }),
    addDomainAdministrator: build.mutation<unknown, { domainId: string; mail: string }>({
      query: ({ domainId, mail }) => ({ url: `${A}/domain/${domainId}/administrator`, method: 'POST', body: { mail } }),
      invalidatesTags: (_r, _e, { domainId }) => [{ type: 'Domain', id: `ADMINS-${domainId}` }, { type: 'Domain', id: domainId }],
    }),
    removeDomainAdministrator: build.mutation<unknown, { domainId: string; userId: string }>({
      query: ({ domainId, userId }) => ({ url: `${A}/domain/${domainId}/administrator/${userId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { domainId }) => [{ type: 'Domain', id: `ADMINS-${domainId}` }, { type: 'Domain', id: domainId }],
    }),
    adminUsers: build.query<Paged<AdminUser>, { text?: string; page: number }>({
      query: (q) => ({ url: '/auth/admin/user', params: clean({ ...q, pageSize: 20 }) }),
    }),
    adminAudit: build.query<Paged<AuditEntry>, { page: number }>({
      query: (q) => ({ url: '/tenant/admin/audit', params: { ...q, pageSize: 20 } }),
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
