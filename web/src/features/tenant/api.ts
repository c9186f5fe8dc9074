import type { DomainMemberAdded } from '#shared/admin';
import type { Dashboard } from '#shared/dashboard';
import type { Integrations } from '#shared/integrations';
import type { TenantType } from '#shared/levels';
import type { Page } from '#shared/page';
import type {
  CreatedInvitation,
  GroupNotification,
  GroupResult,
  Invitation,
  JoinPolicy,
  JoinRequested,
  Member,
  OfficeHolder,
  MemberInvited,
  NotificationPage,
  PublicTenant,
  TenantSettings,
} from '#shared/tenant';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';
import { cleanParams as clean } from '../../lib/api/params';
import { dashboardTag, itemTag, listTag, listTags, scopedListId } from '../../lib/api/tags';

export interface PageArgs {
  page?: number;
  pageSize?: number;
  text?: string;
}

export interface PublicTenantArgs extends PageArgs {
  type?: TenantType;
  domainId?: string;
}

export interface TenantUpdate {
  name?: string;
  isPublic?: boolean;
  icalEnabled?: boolean;
  joinPolicy?: JoinPolicy;
  integrations?: Partial<Integrations>;
}

export const groupList = (tenantId: string) => scopedListId(tenantId);
export const MY_NOTIFICATIONS = 'MINE';
export const MY_GROUPS = 'MINE';

export const tenantApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Silent: the homepage shows 0 invitations rather than an error when this cannot be answered.
    myInvitations: build.query<Page<Invitation>, void>({
      query: () => 'tenant/user/invitation',
      extraOptions: { silent: true },
      providesTags: (result) => listTags('Invitation', result?.items),
    }),
    acceptInvitation: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `tenant/user/invitation/${id}`, method: 'PUT' }),
      invalidatesTags: (_r, _e, id) => [itemTag('Invitation', id), listTag('Invitation')],
    }),
    declineInvitation: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `tenant/user/invitation/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [itemTag('Invitation', id), listTag('Invitation')],
    }),
    // A group that admits on request answers with the pending request (202) instead of the group.
    joinTenant: build.mutation<GroupResult | JoinRequested, string>({
      query: (tenantId) => ({ url: `tenant/user/join/${tenantId}`, method: 'POST' }),
      invalidatesTags: [listTag('JoinRequest', MY_GROUPS)],
    }),
    // Issue 26 §2: the group's administration deletes it, typing its name as confirmation.
    deleteTenant: build.mutation<{ message: string }, { tenantId: string; name: string }>({
      query: ({ tenantId, name }) => ({ url: `tenant/tenant/${tenantId}`, method: 'DELETE', body: { name } }),
    }),
    leaveTenant: build.mutation<{ message: string }, string>({
      query: (tenantId) => ({ url: `tenant/user/join/${tenantId}`, method: 'DELETE' }),
    }),
    publicTenants: build.query<Page<PublicTenant>, PublicTenantArgs>({
      query: (args) => ({ url: 'tenant/public/tenant', params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (result) => listTags('Tenant', result?.items, 'PUBLIC'),
    }),
    myNotifications: build.query<NotificationPage, PageArgs | void>({
      query: (args) => ({ url: 'tenant/user/notification', params: clean(args ?? {}) }),
      // Silent: the header polls this; the popover shows a failure itself instead of a toast a minute.
      extraOptions: { silent: true },
      providesTags: (result) => listTags('Notification', result?.items, MY_NOTIFICATIONS),
    }),
    markAllSeen: build.mutation<{ unseenCount: number }, string[] | void>({
      query: (ids) => ({ url: 'tenant/user/notification/seen', method: 'PUT', body: ids ? { ids } : {} }),
      invalidatesTags: [listTag('Notification'), listTag('Notification', MY_NOTIFICATIONS)],
    }),
    tenant: build.query<TenantSettings, string>({
      query: (tenantId) => `tenant/tenant/${tenantId}`,
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (_r, _e, tenantId) => [itemTag('Tenant', tenantId)],
    }),
    updateTenant: build.mutation<TenantSettings, { tenantId: string; body: TenantUpdate }>({
      query: ({ tenantId, body }) => ({ url: `tenant/tenant/${tenantId}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [itemTag('Tenant', tenantId), listTag('Tenant', 'PUBLIC')],
    }),
    dashboard: build.query<Dashboard, string>({
      query: (tenantId) => `tenant/tenant/${tenantId}/dashboard`,
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (_r, _e, tenantId) => [dashboardTag(tenantId)],
    }),
    members: build.query<Page<Member>, { tenantId: string } & PageArgs>({
      query: ({ tenantId, ...args }) => ({ url: `tenant/tenant/${tenantId}/member`, params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (result, _e, { tenantId }) => listTags('Member', result?.items, groupList(tenantId)),
    }),
    // Guests read the group's contact persons instead of the member list (issue 24).
    officeHolders: build.query<Page<OfficeHolder>, { tenantId: string } & PageArgs>({
      query: ({ tenantId, ...args }) => ({ url: `tenant/tenant/${tenantId}/office`, params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (_r, _e, { tenantId }) => [listTag('Member', groupList(tenantId))],
    }),
    // Group admins' adds become invitations the person accepts; only the administration adds directly (a
    // domain administrator's answer says the same whether the address had an account).
    addMember: build.mutation<Member | MemberInvited | DomainMemberAdded, { tenantId: string; mail: string; level: number }>({
      query: ({ tenantId, ...body }) => ({ url: `auth/tenant/${tenantId}/user/add`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Member', groupList(tenantId)), listTag('Invitation', groupList(tenantId))],
    }),
    updateMember: build.mutation<Member, { tenantId: string; userId: string; level: number }>({
      query: ({ tenantId, ...body }) => ({ url: `auth/tenant/${tenantId}/user/update`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Member', groupList(tenantId))],
    }),
    removeMember: build.mutation<{ message: string }, { tenantId: string; userId: string }>({
      query: ({ tenantId, userId }) => ({ url: `auth/tenant/${tenantId}/user/remove/${userId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Member', groupList(tenantId))],
    }),
    groupInvitations: build.query<Page<Invitation>, { tenantId: string } & PageArgs>({
      query: ({ tenantId, ...args }) => ({ url: `tenant/tenant/${tenantId}/invitation`, params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (result, _e, { tenantId }) => listTags('Invitation', result?.items, groupList(tenantId)),
    }),
    invite: build.mutation<CreatedInvitation, { tenantId: string; mail: string; level: number }>({
      query: ({ tenantId, ...body }) => ({ url: `tenant/tenant/${tenantId}/invitation`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Invitation', groupList(tenantId))],
    }),
    deleteInvitation: build.mutation<{ message: string }, { tenantId: string; invitationId: string }>({
      query: ({ tenantId, invitationId }) => ({ url: `tenant/tenant/${tenantId}/invitation/${invitationId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Invitation', groupList(tenantId))],
    }),
    groupNotifications: build.query<NotificationPage, { tenantId: string } & PageArgs>({
      query: ({ tenantId, ...args }) => ({ url: `tenant/tenant/${tenantId}/notification`, params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (result) => listTags('Notification', result?.items),
    }),
    sendNotification: build.mutation<GroupNotification, { tenantId: string; content: string }>({
      query: ({ tenantId, content }) => ({ url: `tenant/tenant/${tenantId}/notification`, method: 'POST', body: { content } }),
      invalidatesTags: [listTag('Notification'), listTag('Notification', MY_NOTIFICATIONS)],
    }),
    deleteNotification: build.mutation<{ message: string }, { tenantId: string; notificationId: string }>({
      query: ({ tenantId, notificationId }) => ({ url: `tenant/tenant/${tenantId}/notification/${notificationId}`, method: 'DELETE' }),
      invalidatesTags: [listTag('Notification'), listTag('Notification', MY_NOTIFICATIONS)],
    }),
    markNotificationSeen: build.mutation<{ unseenCount: number }, { tenantId: string; notificationId: string }>({
      query: ({ tenantId, notificationId }) => ({
        url: `tenant/tenant/${tenantId}/notification/${notificationId}/seen`,
        method: 'PUT',
      }),
      invalidatesTags: (_r, _e, { notificationId }) => [itemTag('Notification', notificationId), listTag('Notification', MY_NOTIFICATIONS)],
    }),
  }),
});

export const {
  useMyInvitationsQuery,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useJoinTenantMutation,
  useLeaveTenantMutation,
  useDeleteTenantMutation,
  usePublicTenantsQuery,
  useMyNotificationsQuery,
  useMarkAllSeenMutation,
  useTenantQuery,
  useUpdateTenantMutation,
  useDashboardQuery,
  useMembersQuery,
  useOfficeHoldersQuery,
  useAddMemberMutation,
  useUpdateMemberMutation,
  useRemoveMemberMutation,
  useGroupInvitationsQuery,
  useInviteMutation,
  useDeleteInvitationMutation,
  useGroupNotificationsQuery,
  useSendNotificationMutation,
  useDeleteNotificationMutation,
  useMarkNotificationSeenMutation,
} = tenantApi;

/** How many invitations wait for the caller (header badge); 0 while unknown. */
export function usePendingInvitationCount(): number {
  const { data } = tenantApi.useMyInvitationsQuery();
  return data?.items.filter((invitation) => invitation.state === 'PENDING').length ?? 0;
}
