import type { WikiInput, WikiPage, WikiSearchPage, WikiSectionInput, WikiSectionView, WikiSortField, WikiView } from '#shared/wiki';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';
import { cleanParams as clean } from '../../lib/api/params';
import { dashboardTag, itemTag, listTag, scopedListId } from '../../lib/api/tags';
import { sectionBody, type SectionWrite } from './wiki-body';

// The wikis' calls (issue 16 §1) join the one API slice here (CONVENTIONS 11); shapes from #shared/wiki. The
// contact groups share the 'Knowledge' tag type (contacts-api.ts): every tag id here starts with WIKI, so
// that a wiki change never refetches contacts and the other way round.

const base = (tenantId: string) => `knowledge/tenant/${tenantId}`;
const wikiBase = (tenantId: string, wikiId: string) => `${base(tenantId)}/wiki/${wikiId}`;

const wikiList = (tenantId: string) => listTag('Knowledge', `WIKI-${scopedListId(tenantId)}`);
const wikiTag = (wikiId: string) => itemTag('Knowledge', `WIKI-${wikiId}`);
const sectionTag = (sectionId: string) => itemTag('Knowledge', `WIKI-SECTION-${sectionId}`);
// Search hits come from chapter text: any chapter change may change them.
const searchTag = (tenantId: string) => itemTag('Knowledge', `WIKI-SEARCH-${tenantId}`);

export interface WikiListArgs {
  tenantId: string;
  text?: string;
  sort?: WikiSortField | `-${WikiSortField}`;
  page?: number;
  pageSize?: number;
}

export interface WikiArg {
  tenantId: string;
  wikiId: string;
}

export interface SectionArg extends WikiArg {
  sectionId: string;
}

// A chapter's title lives in the wiki's answer too (the chapter list), and the dashboard shows recent chapters.
const sectionChanged = (tenantId: string, wikiId: string) => [
  wikiTag(wikiId),
  wikiList(tenantId),
  searchTag(tenantId),
  dashboardTag(tenantId),
];

/** The saved wiki replaces the cached one at once (a moved chapter does not jump back). */
const storeWiki =
  () =>
  async (
    { tenantId, wikiId }: WikiArg,
    { dispatch, queryFulfilled }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<{ data: WikiView }> },
  ) => {
    try {
      const { data } = await queryFulfilled;
      dispatch(wikiApi.util.upsertQueryData('wiki', { tenantId, wikiId }, data));
    } catch {
      // The base query has shown the failure.
    }
  };

export const wikiApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    wikis: build.query<WikiPage, WikiListArgs>({
      query: ({ tenantId, ...args }) => ({ url: `${base(tenantId)}/wiki`, params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (result, _e, { tenantId }) => [...(result?.items ?? []).map((w) => wikiTag(w._id)), wikiList(tenantId)],
    }),
    wiki: build.query<WikiView, WikiArg>({
      query: ({ tenantId, wikiId }) => wikiBase(tenantId, wikiId),
      extraOptions: SHOWN_INLINE, // the wiki page shows the failure instead of its chapters
      providesTags: (_r, _e, { wikiId }) => [wikiTag(wikiId)],
    }),
    createWiki: build.mutation<WikiView, { tenantId: string } & WikiInput>({
      query: ({ tenantId, ...body }) => ({ url: `${base(tenantId)}/wiki`, method: 'POST', body }),
      invalidatesTags: (_r, error, { tenantId }) => (error ? [] : [wikiList(tenantId), dashboardTag(tenantId)]),
    }),
    updateWiki: build.mutation<WikiView, WikiArg & Partial<WikiInput>>({
      query: ({ tenantId, wikiId, ...body }) => ({ url: wikiBase(tenantId, wikiId), method: 'PUT', body }),
      onQueryStarted: storeWiki(),
      invalidatesTags: (_r, error, { tenantId }) => (error ? [] : [wikiList(tenantId), searchTag(tenantId), dashboardTag(tenantId)]),
    }),
    deleteWiki: build.mutation<unknown, WikiArg>({
      query: ({ tenantId, wikiId }) => ({ url: wikiBase(tenantId, wikiId), method: 'DELETE' }),
      invalidatesTags: (_r, error, { tenantId }) => (error ? [] : [wikiList(tenantId), searchTag(tenantId), dashboardTag(tenantId)]),
    }),
    wikiSection: build.query<WikiSectionView, SectionArg>({
      query: ({ tenantId, wikiId, sectionId }) => `${wikiBase(tenantId, wikiId)}/section/${sectionId}`,
      extraOptions: SHOWN_INLINE, // the chapter pane shows the failure with its retry
      providesTags: (_r, _e, { sectionId }) => [sectionTag(sectionId)],
    }),
    createWikiSection: build.mutation<WikiSectionView, WikiArg & WikiSectionInput>({
      query: ({ tenantId, wikiId, ...body }) => ({ url: `${wikiBase(tenantId, wikiId)}/section`, method: 'POST', body }),
      invalidatesTags: (_r, error, { tenantId, wikiId }) => (error ? [] : sectionChanged(tenantId, wikiId)),
    }),
    /** Multipart (SPEC 7); also used alone to upload an image into the chapter's materials before it is placed. */
    updateWikiSection: build.mutation<WikiSectionView, SectionArg & SectionWrite>({
      query: ({ tenantId, wikiId, sectionId, ...write }) => ({
        url: `${wikiBase(tenantId, wikiId)}/section/${sectionId}`,
        method: 'PUT',
        body: sectionBody(write),
      }),
      async onQueryStarted({ tenantId, wikiId, sectionId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(wikiApi.util.upsertQueryData('wikiSection', { tenantId, wikiId, sectionId }, data));
        } catch {
          // The base query has shown the failure.
        }
      },
      invalidatesTags: (_r, error, { tenantId, wikiId }) => (error ? [] : sectionChanged(tenantId, wikiId)),
    }),
    deleteWikiSection: build.mutation<unknown, SectionArg>({
      query: ({ tenantId, wikiId, sectionId }) => ({ url: `${wikiBase(tenantId, wikiId)}/section/${sectionId}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { tenantId, wikiId }) => (error ? [] : sectionChanged(tenantId, wikiId)),
    }),
    orderWikiSections: build.mutation<WikiView, WikiArg & { sectionIds: string[] }>({
      query: ({ tenantId, wikiId, sectionIds }) => ({
        url: `${wikiBase(tenantId, wikiId)}/section/order`,
        method: 'PUT',
        body: { sectionIds },
      }),
      onQueryStarted: storeWiki(),
    }),
    searchWikis: build.query<WikiSearchPage, { tenantId: string; text: string; page?: number; pageSize?: number }>({
      query: ({ tenantId, ...args }) => ({ url: `${base(tenantId)}/search`, params: clean(args) }),
      extraOptions: SHOWN_INLINE, // the search box shows the failure under itself
      providesTags: (_r, _e, { tenantId }) => [searchTag(tenantId)],
    }),
  }),
});

export const {
  useWikisQuery,
  useWikiQuery,
  useCreateWikiMutation,
  useUpdateWikiMutation,
  useDeleteWikiMutation,
  useWikiSectionQuery,
  useCreateWikiSectionMutation,
  useUpdateWikiSectionMutation,
  useDeleteWikiSectionMutation,
  useOrderWikiSectionsMutation,
  useSearchWikisQuery,
} = wikiApi;
