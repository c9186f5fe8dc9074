import type { Page } from '#shared/page';
import type { ProfileView, PublicProfileObjectView, PublicProfileView } from '#shared/profile';
import {
  PROFILE_OBJECT_PATH,
  type ContentStatus,
  type ProfileObjectKind,
  type ProfileObjectPage,
  type ProfileObjectView,
  type ProfileObjectWaitingView,
} from '#shared/profile-objects';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';
import { cleanParams as clean } from '../../lib/api/params';
import { dashboardTag, itemTag, listTag, listTags, scopedListId } from '../../lib/api/tags';
import { profileBody, profileObjectBody, type ProfileObjectWrite, type ProfileWrite } from './profile-body';

// The profile module's calls join the one API slice here (CONVENTIONS 11). Shapes are shared with the API
// (#shared/profile, #shared/profile-objects).

export interface ProfileObjectListArgs {
  tenantId: string;
  kind: ProfileObjectKind;
  status?: ContentStatus;
  text?: string;
  page?: number;
  pageSize?: number;
}

interface ObjectArg {
  tenantId: string;
  kind: ProfileObjectKind;
  objectId: string;
}

const base = (tenantId: string) => `profile/tenant/${tenantId}`;
const objectsUrl = (tenantId: string, kind: ProfileObjectKind) => `${base(tenantId)}/${PROFILE_OBJECT_PATH[kind]}`;
const profileTag = (tenantId: string) => itemTag('Profile', tenantId);
// One list per group and kind; the waiting count and the public page change with every object.
const objectList = (tenantId: string, kind: ProfileObjectKind) => scopedListId(`${tenantId}-${kind}`);
const waitingTag = (tenantId: string) => itemTag('Profile', `WAITING-${tenantId}`);
const publicTag = itemTag('Profile', 'PUBLIC');

const objectChanged = (tenantId: string, kind: ProfileObjectKind) => [
  listTag('Profile', objectList(tenantId, kind)),
  waitingTag(tenantId),
  publicTag,
  dashboardTag(tenantId),
];

export const profileApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    profile: build.query<ProfileView, string>({
      query: (tenantId) => base(tenantId),
      extraOptions: SHOWN_INLINE, // the profile page shows the failure instead of its form
      providesTags: (_r, _e, tenantId) => [profileTag(tenantId)],
    }),
    updateProfile: build.mutation<ProfileView, { tenantId: string } & ProfileWrite>({
      query: ({ tenantId, ...write }) => ({ url: base(tenantId), method: 'PUT', body: profileBody(write) }),
      async onQueryStarted({ tenantId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('profile', tenantId, data));
        } catch {
          // The base query or the form has shown the failure.
        }
      },
      invalidatesTags: (_r, error) => (error ? [] : [publicTag]),
    }),
    profileObjects: build.query<ProfileObjectPage, ProfileObjectListArgs>({
      query: ({ tenantId, kind, ...args }) => ({ url: objectsUrl(tenantId, kind), params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (result, _e, { tenantId, kind }) => listTags('Profile', result?.items, objectList(tenantId, kind)),
    }),
    createProfileObject: build.mutation<ProfileObjectView, { tenantId: string; kind: ProfileObjectKind } & ProfileObjectWrite>({
      query: ({ tenantId, kind, ...write }) => ({ url: objectsUrl(tenantId, kind), method: 'POST', body: profileObjectBody(write) }),
      invalidatesTags: (_r, error, { tenantId, kind }) => (error ? [] : objectChanged(tenantId, kind)),
    }),
    updateProfileObject: build.mutation<ProfileObjectView, ObjectArg & ProfileObjectWrite>({
      query: ({ tenantId, kind, objectId, ...write }) => ({
        url: `${objectsUrl(tenantId, kind)}/${objectId}`,
        method: 'PUT',
        body: profileObjectBody(write),
      }),
      invalidatesTags: (_r, error, { tenantId, kind, objectId }) =>
        error ? [] : [itemTag('Profile', objectId), ...objectChanged(tenantId, kind)],
    }),
    deleteProfileObject: build.mutation<unknown, ObjectArg>({
      query: ({ tenantId, kind, objectId }) => ({ url: `${objectsUrl(tenantId, kind)}/${objectId}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { tenantId, kind }) => (error ? [] : objectChanged(tenantId, kind)),
    }),
    profileWaiting: build.query<ProfileObjectWaitingView, string>({
      query: (tenantId) => `${base(tenantId)}/waiting`,
      // A silent hint above the tabs: without it the screen still works, so a failure is only toasted.
      providesTags: (_r, _e, tenantId) => [waitingTag(tenantId)],
    }),
    publicProfile: build.query<PublicProfileView, string>({
      query: (shortcode) => `profile/public/${encodeURIComponent(shortcode)}`,
      extraOptions: SHOWN_INLINE, // the public page shows 'Profil nicht gefunden' or the retry notice
      providesTags: [publicTag],
    }),
    publicProfileObjects: build.query<
      Page<PublicProfileObjectView>,
      { shortcode: string; kind: 'news' | 'project'; page: number; pageSize: number }
    >({
      query: ({ shortcode, kind, ...args }) => ({ url: `profile/public/${encodeURIComponent(shortcode)}/${kind}`, params: args }),
      extraOptions: SHOWN_INLINE, // shown under the list with a retry button
      providesTags: [publicTag],
    }),
  }),
});

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useProfileObjectsQuery,
  useCreateProfileObjectMutation,
  useUpdateProfileObjectMutation,
  useDeleteProfileObjectMutation,
  useProfileWaitingQuery,
  usePublicProfileQuery,
  usePublicProfileObjectsQuery,
} = profileApi;
