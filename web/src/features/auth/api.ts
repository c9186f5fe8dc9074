import type { AuthData, ChangePasswordInput, Contact, LoginInput, RegisterInput, SiteInfo } from '#shared/auth-data';
import { api } from '../../lib/api/api';

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
} = authApi;
