import type { AccountDeletionInput, AccountDeletionPending } from '#shared/account-deletion';
import type { AuthData, ChangePasswordInput, Contact, LoginInput, RegisterInput, SiteInfo } from '#shared/auth-data';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';
import { itemTag } from '../../lib/api/tags';
import type { NotificationSettings } from './notification-settings';

const NOTIFICATION_SETTINGS = 'SETTINGS';

interface MessageAnswer {
  message: string;
}

export const authApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    check: build.query<AuthData, void>({
      query: () => 'auth/public/check',
      extraOptions: { silent: true },
      providesTags: ['Auth'],
    }),
    // A GET that rotates the cookies: modelled as a mutation so it is never cached or deduplicated.
    refresh: build.mutation<AuthData, void>({
      query: () => 'auth/public/refresh',
      extraOptions: { silent: true },
    }),
    login: build.mutation<AuthData, LoginInput>({
      query: (body) => ({ url: 'auth/public/login', method: 'POST', body }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'auth/public/logout', method: 'POST' }),
    }),
    register: build.mutation<MessageAnswer, RegisterInput>({
      query: (body) => ({ url: 'auth/public/register', method: 'POST', body }),
    }),
    // A query, so that a double mount (React's strict mode) sends the one-time token only once.
    verify: build.query<MessageAnswer, string>({
      query: (token) => ({ url: 'auth/public/verify', method: 'POST', body: { token } }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    requestReset: build.mutation<void, { mail: string }>({
      query: (body) => ({ url: 'auth/public/reset-password', method: 'POST', body }),
    }),
    repeatReset: build.mutation<void, { mail: string }>({
      query: (body) => ({ url: 'auth/public/reset-password-repeat', method: 'POST', body }),
    }),
    resetPassword: build.mutation<void, { token: string; password: string }>({
      query: ({ token, password }) => ({
        url: `auth/public/reset-password/${encodeURIComponent(token)}`,
        method: 'POST',
        body: { password },
      }),
    }),
    // The operator's support address and imprint: fixed while the server runs, so read once per visit.
    site: build.query<SiteInfo, void>({
      query: () => 'auth/public/site',
      keepUnusedDataFor: 3600,
    }),
    changePassword: build.mutation<void, ChangePasswordInput>({
      query: (body) => ({ url: 'auth/private/user/change-password', method: 'POST', body }),
    }),
    updateContact: build.mutation<AuthData, { contact: Contact }>({
      query: (body) => ({ url: 'auth/private/user', method: 'PUT', body }),
    }),
    requestAccountDeletion: build.mutation<AccountDeletionPending, AccountDeletionInput>({
      query: (body) => ({ url: 'auth/private/user', method: 'DELETE', body }),
    }),
    cancelAccountDeletion: build.mutation<MessageAnswer, void>({
      query: () => ({ url: 'auth/private/user/deletion/cancel', method: 'POST' }),
    }),
    notificationSettings: build.query<NotificationSettings, void>({
      query: () => 'tenant/user/notification-settings',
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: [itemTag('Notification', NOTIFICATION_SETTINGS)],
    }),
    updateNotificationSettings: build.mutation<NotificationSettings, NotificationSettings>({
      query: (body) => ({ url: 'tenant/user/notification-settings', method: 'PUT', body }),
      extraOptions: SHOWN_INLINE, // the settings show the failure above their button
      invalidatesTags: [itemTag('Notification', NOTIFICATION_SETTINGS)],
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useVerifyQuery,
  useSiteQuery,
  useRequestResetMutation,
  useRepeatResetMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useUpdateContactMutation,
  useRequestAccountDeletionMutation,
  useCancelAccountDeletionMutation,
  useNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
} = authApi;
