import type { AdminDomain, AdminMember, AdminTenant, DomainMemberAdded, GroupImportSummary } from '#shared/admin';
import type { ElectionDetail, ElectionYear, Functions, ValidatedElection } from '#shared/election';
import type { TenantType } from '#shared/levels';
import type { Page } from '#shared/page';
import type { LegalHold } from '#shared/retention';
import type { CreatedInvitation, Invitation, Member, MemberInvited } from '#shared/tenant';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';
import type { PageQuery } from '../../lib/api/params';
import { itemTag, listTag, listTags } from '../../lib/api/tags';

export type GroupType = TenantType.SV | TenantType.NETWORK;

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
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminDomain: build.query<AdminDomain, string>({
      query: (domainId) => base(domainId),
      providesTags: (_r, _e, domainId) => [itemTag('Domain', domainId)],
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
    }),
    domainElections: build.query<ElectionYear, DomainArg & { year?: number }>({
      query: ({ domainId, year }) => ({ url: `${base(domainId)}/election`, params: year ? { year } : undefined }),
      providesTags: (result) => [
        ...(result ? [...result.pending, ...result.closed, ...(result.superseded ?? [])].map((e) => itemTag('Election', e._id)) : []),
        listTag('Election'),
      ],
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
    }),
    domainElection: build.query<ElectionDetail, DomainArg & { electionId: string }>({
      query: ({ domainId, electionId }) => `${base(domainId)}/election/${electionId}`,
      providesTags: (_r, _e, { electionId }) => [itemTag('Election', electionId), listTag('Election')],
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
    }),
    validateElection: build.mutation<ValidatedElection, DomainArg & { electionId: string }>({
      query: ({ domainId, electionId }) => ({ url: `${base(domainId)}/election/${electionId}`, method: 'POST' }),
      invalidatesTags: (_r, _e, { electionId }) => [itemTag('Election', electionId), listTag('Election'), listTag('Election', 'FUNCTIONS')],
    }),
    domainFunctions: build.query<Functions, DomainArg & { year?: number }>({
      query: ({ domainId, year }) => ({ url: `${base(domainId)}/function`, params: year ? { year } : undefined }),
      providesTags: [listTag('Election', 'FUNCTIONS')],
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
    }),
    requestDelegateExport: build.mutation<ExportJob, DomainArg & { year: number; format: ExportFormat }>({
      query: ({ domainId, year, format }) => ({
        url: `${base(domainId)}/election/delegates/export`,
        method: 'POST',
        params: { year, format },
      }),
    }),
    delegateExport: build.query<ExportJob, DomainArg & { exportId: string }>({
      query: ({ domainId, exportId }) => `${base(domainId)}/election/delegates/export/${exportId}`,
      keepUnusedDataFor: 0,
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
    }),
    domainGroups: build.query<Page<AdminTenant>, DomainArg & PageQuery & { type: GroupType; text?: string }>({
      query: ({ domainId, type, text, page, pageSize }) => ({
        url: `${base(domainId)}/tenant`,
        params: { type, page, pageSize, ...(text ? { text } : {}) },
      }),
      providesTags: (r) => listTags('Tenant', r?.items),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
    }),
    createDomainGroup: build.mutation<AdminTenant, DomainArg & { name: string; type: GroupType; isPublic: boolean }>({
      query: ({ domainId, ...body }) => ({ url: `${base(domainId)}/tenant`, method: 'POST', body }),
      invalidatesTags: [listTag('Tenant')],
    }),
    updateDomainGroup: build.mutation<AdminTenant, DomainArg & { tenantId: string; name: string; isPublic: boolean }>({
      query: ({ domainId, tenantId, ...body }) => ({ url: `${base(domainId)}/tenant/${tenantId}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [itemTag('Tenant', tenantId)],
    }),
    // Issue 26 §3: nothing of a held group is deleted by the retention rules.
    setLegalHold: build.mutation<{ legalHold: LegalHold | null }, DomainArg & { tenantId: string; reason: string }>({
      query: ({ domainId, tenantId, reason }) => ({
        url: `${base(domainId)}/tenant/${tenantId}/legal-hold`,
        method: 'PUT',
        body: { reason },
      }),
      invalidatesTags: (_r, _e, { tenantId }) => [itemTag('Tenant', tenantId)],
    }),
    liftLegalHold: build.mutation<{ legalHold: LegalHold | null }, DomainArg & { tenantId: string }>({
      query: ({ domainId, tenantId }) => ({ url: `${base(domainId)}/tenant/${tenantId}/legal-hold`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { tenantId }) => [itemTag('Tenant', tenantId)],
    }),
    importDomainGroups: build.mutation<GroupImportSummary, DomainArg & { type: GroupType; file: File }>({
      query: ({ domainId, type, file }) => {
        const body = new FormData();
        body.append('file', file);
        body.append('type', type);
        return { url: `${base(domainId)}/tenant/import`, method: 'POST', body };
      },
      invalidatesTags: [listTag('Tenant')],
    }),
    domainGroupMembers: build.query<Page<AdminMember>, DomainArg & PageQuery & { tenantId: string }>({
      query: ({ domainId, tenantId, page, pageSize }) => ({
        url: `${base(domainId)}/tenant/${tenantId}/member`,
        params: { page, pageSize },
      }),
      providesTags: (_r, _e, { tenantId }) => [listTag('Member', tenantId)],
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
    }),
    addDomainGroupMember: build.mutation<
      Member | MemberInvited | DomainMemberAdded,
      DomainArg & { tenantId: string; mail: string; level: number }
    >({
      query: ({ domainId, tenantId, ...body }) => ({ url: `${base(domainId)}/tenant/${tenantId}/member`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Member', tenantId), itemTag('Tenant', tenantId)],
    }),
    updateDomainGroupMember: build.mutation<Member, DomainArg & { tenantId: string; userId: string; level: number }>({
      query: ({ domainId, tenantId, ...body }) => ({ url: `${base(domainId)}/tenant/${tenantId}/member`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Member', tenantId)],
    }),
    inviteToDomainGroup: build.mutation<CreatedInvitation, DomainArg & { tenantId: string; mail: string; level: number }>({
      query: ({ domainId, tenantId, ...body }) => ({ url: `${base(domainId)}/tenant/${tenantId}/invitation`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Invitation', tenantId)],
    }),
    domainGroupInvitations: build.query<Page<Invitation>, DomainArg & { tenantId: string }>({
      query: ({ domainId, tenantId }) => ({ url: `${base(domainId)}/tenant/${tenantId}/invitation`, params: { pageSize: 100 } }),
      providesTags: (_r, _e, { tenantId }) => [listTag('Invitation', tenantId)],
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
    }),
    removeDomainGroupMember: build.mutation<{ message: string }, DomainArg & { tenantId: string; userId: string }>({
      query: ({ domainId, tenantId, userId }) => ({ url: `${base(domainId)}/tenant/${tenantId}/member/${userId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Member', tenantId), itemTag('Tenant', tenantId)],
    }),
  }),
});

export const {
  useDomainGroupsQuery,
  useCreateDomainGroupMutation,
  useUpdateDomainGroupMutation,
  useImportDomainGroupsMutation,
  useSetLegalHoldMutation,
  useLiftLegalHoldMutation,
  useDomainGroupMembersQuery,
  useAddDomainGroupMemberMutation,
  useUpdateDomainGroupMemberMutation,
  useInviteToDomainGroupMutation,
  useDomainGroupInvitationsQuery,
  useRemoveDomainGroupMemberMutation,
  useAdminDomainQuery,
  useDomainElectionsQuery,
  useDomainElectionQuery,
  useValidateElectionMutation,
  useDomainFunctionsQuery,
  useRequestDelegateExportMutation,
  useDelegateExportQuery,
} = domainAdminApi;
