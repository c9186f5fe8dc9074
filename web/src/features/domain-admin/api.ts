import type { TenantType } from '#shared/levels';
import type { ImportSummary } from '../../components/group-import/import-result';
import { api } from '../../api/api';

export interface ElectionPerson {
  _id: string;
  role: string;
  roleLabel: string;
  position: number;
  kind: 'DELEGATE' | 'SCHOOL';
  firstName: string;
  lastName: string;
  mail: string;
  className: string | null;
}

export interface Election {
  _id: string;
  domainId: string;
  school: { _id: string; name: string };
  schoolYear: string;
  electionType: 'FULL_ASSEMBLY' | 'DELEGATES';
  electionDate: string;
  assemblyDate: string;
  leader: { firstName: string; lastName: string };
  minutesToPrincipal: boolean;
  minutesKeptByCouncil: boolean;
  truthConfirmed: boolean;
  state: 'PENDING' | 'CLOSED';
  validatedAt: string | null;
  validatedBy: { _id: string; contact: { first_name: string; last_name: string } } | null;
  people: ElectionPerson[];
  createdAt: string;
}

export interface ElectionYear {
  year: number;
  schoolYear: string;
  pending: Election[];
  closed: Election[];
}

export interface InvitationResult {
  roles: string[];
  roleLabels: string[];
  mail: string;
  tenantId: string | null;
  level: number;
  result: 'invited' | 'already-member' | 'no-ssr-group' | 'failed';
  message?: string;
}

export interface FunctionHolder extends ElectionPerson {
  school: { _id: string; name: string };
  electionId: string;
  validatedAt: string | null;
}

export interface Functions {
  year: number;
  schoolYear: string;
  items: FunctionHolder[];
}

export type GroupType = TenantType.SV | TenantType.NETWORK;

export interface AdminGroup {
  _id: string;
  name: string;
  type: string;
  typeLabel: string;
  isPublic: boolean;
  memberCount: number;
  shortcode: string;
}

export interface AdminMember {
  _id: string;
  userId: string;
  contact: { first_name: string; last_name: string };
  mail: string;
  level: number;
  levelLabel: string;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type ExportFormat = 'pdf' | 'csv';
export interface ExportJob {
  _id: string;
  state: 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';
  progress: number;
}

interface DomainArg {
  domainId: string;
}
const base = (domainId: string) => `/tenant/admin/domain/${domainId}`;
export const exportFileUrl = (domainId: string, exportId: string) => `/api${base(domainId)}/election/delegates/export/${exportId}/file`;

// SPEC 7 "Tenant administration": every call is scoped to one domain the user administers.
export const domainAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminDomain: build.query<{ _id: string; name: string; description?: string }, string>({
      query: (domainId) => base(domainId),
      providesTags: (_r, _e, domainId) => [{ type: 'Domain', id: domainId }],
    }),
    domainElections: build.query<ElectionYear, DomainArg & { year?: number }>({
      query: ({ domainId, year }) => ({ url: `${base(domainId)}/election`, params: year ? { year } : undefined }),
      providesTags: (result) => [
        ...(result ? [...result.pending, ...result.closed].map((e) => ({ type: 'Election' as const, id: e._id })) : []),
        { type: 'Election', id: 'LIST' },
      ],
    }),
    validateElection: build.mutation<Election & { invitations: InvitationResult[] }, DomainArg & { electionId: string }>({
      query: ({ domainId, electionId }) => ({ url: `${base(domainId)}/election/${electionId}`, method: 'POST' }),
      invalidatesTags: (_r, _e, { electionId }) => [
        { type: 'Election', id: electionId },
        { type: 'Election', id: 'LIST' },
        { type: 'Election', id: 'FUNCTIONS' },
      ],
    }),
    domainFunctions: build.query<Functions, DomainArg & { year?: number }>({
      query: ({ domainId, year }) => ({ url: `${base(domainId)}/function`, params: year ? { year } : undefined }),
      providesTags: [{ type: 'Election', id: 'FUNCTIONS' }],
    }),
    requestDelegateExport: build.mutation<ExportJob, DomainArg & { year: number; format: ExportFormat }>({
      query: ({ domainId, year, format }) => ({ url: `${base(domainId)}/election/delegates/export`, method: 'POST', params: { year, format } }),
    }),
    delegateExport: build.query<ExportJob, DomainArg & { exportId: string }>({
      query: ({ domainId, exportId }) => `${base(domainId)}/election/delegates/export/${exportId}`,
      keepUnusedDataFor: 0,
    }),
    domainGroups: build.query<Paged<AdminGroup>, DomainArg & { type: GroupType; text?: string; page: number }>({
      query: ({ domainId, type, text, page }) => ({ url: `${base(domainId)}/tenant`, params: { type, page, pageSize: 20, ...(text ? { text } : {}) } }),
      providesTags: (result) => [...(result?.items ?? []).map((g) => ({ type: 'Tenant' as const, id: g._id })), { type: 'Tenant', id: 'LIST' }],
    }),
    createDomainGroup: build.mutation<AdminGroup, DomainArg & { name: string; type: GroupType; isPublic: boolean }>({
      query: ({ domainId, ...body }) => ({ url: `${base(domainId)}/tenant`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Tenant', id: 'LIST' }],
    }),
    updateDomainGroup: build.mutation<AdminGroup, DomainArg & { tenantId: string; name: string; isPublic: boolean }>({
      query: ({ domainId, tenantId, ...body }) => ({ url: `${base(domainId)}/tenant/${tenantId}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [{ type: 'Tenant', id: tenantId }],
    }),
    importDomainGroups: build.mutation<ImportSummary, DomainArg & { type: GroupType; file: File }>({
      query: ({ domainId, type, file }) => {
        const body = new FormData();
        body.append('file', file);
        body.append('type', type);
        return { url: `${base(domainId)}/tenant/import`, method: 'POST', body };
      },
      invalidatesTags: [{ type: 'Tenant', id: 'LIST' }],
    }),
    domainGroupMembers: build.query<Paged<AdminMember>, DomainArg & { tenantId: string; page: number }>({
      query: ({ domainId, tenantId, page }) => ({ url: `${base(domainId)}/tenant/${tenantId}/member`, params: { page, pageSize: 20 } }),
      providesTags: (_r, _e, { tenantId }) => [{ type: 'Member', id: tenantId }],
    }),
    addDomainGroupMember: build.mutation<AdminMember, DomainArg & { tenantId: string; mail: string; level: number }>({
      query: ({ domainId, tenantId, ...body }) => ({ url: `${base(domainId)}/tenant/${tenantId}/member`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [{ type: 'Member', id: tenantId }, { type: 'Tenant', id: tenantId }],
    }),
    updateDomainGroupMember: build.mutation<AdminMember, DomainArg & { tenantId: string; userId: string; level: number }>({
      query: ({ domainId, tenantId, ...body }) => ({ url: `${base(domainId)}/tenant/${tenantId}/member`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [{ type: 'Member', id: tenantId }],
    }),
    inviteToDomainGroup: build.mutation<{ _id: string; mailSent: boolean }, DomainArg & { tenantId: string; mail: string; level: number }>({
      query: ({ domainId, tenantId, ...body }) => ({ url: `${base(domainId)}/tenant/${tenantId}/invitation`, method: 'POST', body }),
    }),
  }),
});

export const {
  useDomainGroupsQuery,
  useCreateDomainGroupMutation,
  useUpdateDomainGroupMutation,
  useImportDomainGroupsMutation,
  useDomainGroupMembersQuery,
  useAddDomainGroupMemberMutation,
  useUpdateDomainGroupMemberMutation,
  useInviteToDomainGroupMutation,
  useAdminDomainQuery,
  useDomainElectionsQuery,
  useValidateElectionMutation,
  useDomainFunctionsQuery,
  useRequestDelegateExportMutation,
  useDelegateExportQuery,
} = domainAdminApi;
