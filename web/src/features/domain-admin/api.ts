import type { Contact } from '#shared/auth-data';
import type { TenantType } from '#shared/levels';
import type { Page } from '#shared/page';
import { api } from '../../api/api';
import { SHOWN_INLINE } from '../../api/base-query';
import type { PageQuery } from '../../api/params';
import { itemTag, listTag, listTags } from '../../api/tags';
import type { ImportSummary } from '../../components/group-import/import-result';
import type { AdminMember } from '../../components/members/member-table';

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
  state: 'PENDING' | 'CLOSED' | 'SUPERSEDED';
  validatedAt: string | null;
  validatedBy: { _id: string; contact: Contact } | null;
  people: ElectionPerson[];
  createdAt: string;
  /** When the submission arrived; how many its school sent this year; the other pending ones (issue 10). */
  submittedAt?: string;
  submissionCount?: number;
  competing?: { _id: string; submittedAt: string; differences: string[] }[];
}

/** One submission with its competitors in full, for the side-by-side comparison. */
export interface ElectionWithCompeting extends Omit<Election, 'competing'> {
  competing: (Election & { differences: string[] })[];
}

export interface ElectionYear {
  year: number;
  schoolYear: string;
  pending: Election[];
  closed: Election[];
  superseded?: Election[];
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

/** A pending invitation into a group, as the drawer shows it. */
export interface PendingInvitation {
  _id: string;
  mail: string;
  level: number;
  levelLabel: string;
  invitedAt: string;
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
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminDomain: build.query<{ _id: string; name: string; description?: string }, string>({
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
    domainElection: build.query<ElectionWithCompeting, DomainArg & { electionId: string }>({
      query: ({ domainId, electionId }) => `${base(domainId)}/election/${electionId}`,
      providesTags: (_r, _e, { electionId }) => [itemTag('Election', electionId), listTag('Election')],
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
    }),
    validateElection: build.mutation<Election & { invitations: InvitationResult[] }, DomainArg & { electionId: string }>({
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
    domainGroups: build.query<Page<AdminGroup>, DomainArg & PageQuery & { type: GroupType; text?: string }>({
      query: ({ domainId, type, text, page, pageSize }) => ({
        url: `${base(domainId)}/tenant`,
        params: { type, page, pageSize, ...(text ? { text } : {}) },
      }),
      providesTags: (r) => listTags('Tenant', r?.items),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
    }),
    createDomainGroup: build.mutation<AdminGroup, DomainArg & { name: string; type: GroupType; isPublic: boolean }>({
      query: ({ domainId, ...body }) => ({ url: `${base(domainId)}/tenant`, method: 'POST', body }),
      invalidatesTags: [listTag('Tenant')],
    }),
    updateDomainGroup: build.mutation<AdminGroup, DomainArg & { tenantId: string; name: string; isPublic: boolean }>({
      query: ({ domainId, tenantId, ...body }) => ({ url: `${base(domainId)}/tenant/${tenantId}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [itemTag('Tenant', tenantId)],
    }),
    importDomainGroups: build.mutation<ImportSummary, DomainArg & { type: GroupType; file: File }>({
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
      AdminMember | { invited: true; message: string },
      DomainArg & { tenantId: string; mail: string; level: number }
    >({
      query: ({ domainId, tenantId, ...body }) => ({ url: `${base(domainId)}/tenant/${tenantId}/member`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Member', tenantId), itemTag('Tenant', tenantId)],
    }),
    updateDomainGroupMember: build.mutation<AdminMember, DomainArg & { tenantId: string; userId: string; level: number }>({
      query: ({ domainId, tenantId, ...body }) => ({ url: `${base(domainId)}/tenant/${tenantId}/member`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Member', tenantId)],
    }),
    inviteToDomainGroup: build.mutation<{ _id: string; mailSent: boolean }, DomainArg & { tenantId: string; mail: string; level: number }>({
      query: ({ domainId, tenantId, ...body }) => ({ url: `${base(domainId)}/tenant/${tenantId}/invitation`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Invitation', tenantId)],
    }),
    domainGroupInvitations: build.query<Page<PendingInvitation>, DomainArg & { tenantId: string }>({
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
