import type {
  PublicSurveyView,
  SurveyAnswerInput,
  SurveyConfirmInput,
  SurveyCodePage,
  SurveyComponentInput,
  SurveyGenerateCodesInput,
  SurveyGeneratedCodesView,
  SurveyInput,
  SurveyOpenAnswerPage,
  SurveyPage,
  SurveyResetCodesView,
  SurveyResultCreatedView,
  SurveyState,
  SurveyStatisticsView,
  SurveyView,
} from '#shared/survey';
import type { SurveyExportKind, SurveyExportView } from '#shared/survey-export';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';
import { cleanParams as clean } from '../../lib/api/params';
import { dashboardTag, itemTag, listTag, listTags, scopedListId } from '../../lib/api/tags';

// The survey module's calls join the one API slice here (CONVENTIONS 11). Shapes are shared with the API (#shared/survey).

export interface SurveyListArgs {
  tenantId: string;
  text?: string;
  state?: SurveyState;
  page?: number;
  pageSize?: number;
}

export interface SurveyArg {
  tenantId: string;
  surveyId: string;
}

interface PagedArg extends SurveyArg {
  page?: number;
  pageSize?: number;
}

const base = (tenantId: string) => `survey/tenant/${tenantId}/survey`;
const publicBase = (surveyId: string) => `survey/public/survey/${surveyId}`;
const surveyList = (tenantId: string) => scopedListId(tenantId);
// Codes and results are fetched per survey; a change refetches exactly that survey's lists.
const codesTag = (surveyId: string) => itemTag('Survey', `CODES-${surveyId}`);
const resultsTag = (surveyId: string) => itemTag('Survey', `RESULTS-${surveyId}`);

/** The finished file of an export (`survey:edit` only; the API checks). */
export const surveyExportFileUrl = (tenantId: string, surveyId: string, exportId: string) =>
  `/api/${base(tenantId)}/${surveyId}/export/${exportId}/file`;

// Every change of a survey: its page, the list and the dashboard's active surveys.
const changed = (tenantId: string, surveyId: string) => [
  itemTag('Survey', surveyId),
  listTag('Survey', surveyList(tenantId)),
  dashboardTag(tenantId),
];

/** The saved survey replaces the cached one at once (a moved question does not jump back). */
const storeSaved =
  () =>
  async (
    { tenantId, surveyId }: SurveyArg,
    { dispatch, queryFulfilled }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<{ data: SurveyView }> },
  ) => {
    try {
      const { data } = await queryFulfilled;
      dispatch(surveyApi.util.upsertQueryData('survey', { tenantId, surveyId }, data));
    } catch {
      // The base query has shown the failure.
    }
  };

export const surveyApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    surveys: build.query<SurveyPage, SurveyListArgs>({
      query: ({ tenantId, ...args }) => ({ url: base(tenantId), params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (result, _e, { tenantId }) => listTags('Survey', result?.items, surveyList(tenantId)),
    }),
    survey: build.query<SurveyView, SurveyArg>({
      query: ({ tenantId, surveyId }) => `${base(tenantId)}/${surveyId}`,
      extraOptions: SHOWN_INLINE, // the survey page shows the failure instead of its tabs
      providesTags: (_r, _e, { surveyId }) => [itemTag('Survey', surveyId)],
    }),
    createSurvey: build.mutation<SurveyView, { tenantId: string } & SurveyInput>({
      query: ({ tenantId, ...body }) => ({ url: base(tenantId), method: 'POST', body }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Survey', surveyList(tenantId)), dashboardTag(tenantId)],
    }),
    updateSurvey: build.mutation<SurveyView, SurveyArg & Partial<SurveyInput>>({
      query: ({ tenantId, surveyId, ...body }) => ({ url: `${base(tenantId)}/${surveyId}`, method: 'PUT', body }),
      onQueryStarted: storeSaved(),
      invalidatesTags: (_r, error, { tenantId, surveyId }) => (error ? [] : changed(tenantId, surveyId).slice(1)),
    }),
    deleteSurvey: build.mutation<unknown, SurveyArg>({
      query: ({ tenantId, surveyId }) => ({ url: `${base(tenantId)}/${surveyId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { tenantId }) => [listTag('Survey', surveyList(tenantId)), dashboardTag(tenantId)],
    }),
    addSurveyComponent: build.mutation<SurveyView, SurveyArg & { body: SurveyComponentInput }>({
      query: ({ tenantId, surveyId, body }) => ({ url: `${base(tenantId)}/${surveyId}/component`, method: 'POST', body }),
      onQueryStarted: storeSaved(),
    }),
    updateSurveyComponent: build.mutation<SurveyView, SurveyArg & { componentId: string; body: SurveyComponentInput }>({
      query: ({ tenantId, surveyId, componentId, body }) => ({
        url: `${base(tenantId)}/${surveyId}/component/${componentId}`,
        method: 'PUT',
        body,
      }),
      onQueryStarted: storeSaved(),
    }),
    deleteSurveyComponent: build.mutation<unknown, SurveyArg & { componentId: string }>({
      query: ({ tenantId, surveyId, componentId }) => ({
        url: `${base(tenantId)}/${surveyId}/component/${componentId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { surveyId }) => [itemTag('Survey', surveyId)],
    }),
    /** `position` is the question's new place, 0-based. */
    moveSurveyComponent: build.mutation<SurveyView, SurveyArg & { componentId: string; position: number }>({
      query: ({ tenantId, surveyId, componentId, position }) => ({
        url: `${base(tenantId)}/${surveyId}/component/${componentId}/order`,
        method: 'PUT',
        body: { position },
      }),
      onQueryStarted: storeSaved(),
    }),
    surveyCodes: build.query<SurveyCodePage, PagedArg & { batch?: string; used?: boolean }>({
      query: ({ tenantId, surveyId, ...args }) => ({ url: `${base(tenantId)}/${surveyId}/codes`, params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (_r, _e, { surveyId }) => [codesTag(surveyId)],
    }),
    generateSurveyCodes: build.mutation<SurveyGeneratedCodesView, SurveyArg & SurveyGenerateCodesInput>({
      query: ({ tenantId, surveyId, ...body }) => ({ url: `${base(tenantId)}/${surveyId}/gencodes`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { surveyId }) => [codesTag(surveyId), resultsTag(surveyId)],
    }),
    resetSurveyCodes: build.mutation<SurveyResetCodesView, SurveyArg>({
      query: ({ tenantId, surveyId }) => ({ url: `${base(tenantId)}/${surveyId}/rescodes`, method: 'PUT' }),
      invalidatesTags: (_r, _e, { surveyId }) => [codesTag(surveyId), resultsTag(surveyId)],
    }),
    surveyStatistics: build.query<SurveyStatisticsView, SurveyArg>({
      query: ({ tenantId, surveyId }) => `${base(tenantId)}/${surveyId}/statistics`,
      extraOptions: SHOWN_INLINE, // the results tab shows the failure inline
      providesTags: (_r, _e, { surveyId }) => [resultsTag(surveyId)],
    }),
    surveyOpenAnswers: build.query<SurveyOpenAnswerPage, PagedArg & { componentId: string }>({
      query: ({ tenantId, surveyId, componentId, ...args }) => ({
        url: `${base(tenantId)}/${surveyId}/statistics/component/${componentId}/open`,
        params: clean(args),
      }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (_r, _e, { surveyId }) => [resultsTag(surveyId)],
    }),
    deleteSurveyResults: build.mutation<unknown, SurveyArg>({
      query: ({ tenantId, surveyId }) => ({ url: `${base(tenantId)}/${surveyId}/result`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { tenantId, surveyId }) => [...changed(tenantId, surveyId), resultsTag(surveyId), codesTag(surveyId)],
    }),
    requestSurveyExport: build.mutation<SurveyExportView, SurveyArg & { kind: SurveyExportKind }>({
      query: ({ tenantId, surveyId, kind }) => ({ url: `${base(tenantId)}/${surveyId}/export`, method: 'POST', body: { kind } }),
    }),
    surveyExport: build.query<SurveyExportView, SurveyArg & { exportId: string }>({
      query: ({ tenantId, surveyId, exportId }) => `${base(tenantId)}/${surveyId}/export/${exportId}`,
      keepUnusedDataFor: 0,
      extraOptions: SHOWN_INLINE, // the export button shows a failed poll with its retry (errors once)
    }),
    // ANONYMOUS: the answer sends the participation cookie this request sets (httpOnly, same origin).
    // TAN: the slip's code goes along, so the page can say at once that it is spent.
    publicSurvey: build.query<PublicSurveyView, { surveyId: string; code?: string }>({
      query: ({ surveyId, code }) => (code ? `${publicBase(surveyId)}?code=${encodeURIComponent(code)}` : publicBase(surveyId)),
      extraOptions: SHOWN_INLINE, // the public page shows 'Umfrage nicht gefunden' itself
      keepUnusedDataFor: 0,
    }),
    answerSurvey: build.mutation<SurveyResultCreatedView, { surveyId: string; body: SurveyAnswerInput }>({
      query: ({ surveyId, body }) => ({ url: `${publicBase(surveyId)}/result`, method: 'POST', body }),
      extraOptions: SHOWN_INLINE, // the public form shows every failure under its questions or above its button
    }),
    confirmSurveyAnswer: build.mutation<{ message: string }, SurveyConfirmInput>({
      query: (body) => ({ url: 'survey/public/confirm', method: 'POST', body }),
      extraOptions: SHOWN_INLINE, // the confirmation page tells the outcome itself
    }),
  }),
});

export const {
  useSurveysQuery,
  useSurveyQuery,
  useCreateSurveyMutation,
  useUpdateSurveyMutation,
  useDeleteSurveyMutation,
  useAddSurveyComponentMutation,
  useUpdateSurveyComponentMutation,
  useDeleteSurveyComponentMutation,
  useMoveSurveyComponentMutation,
  useSurveyCodesQuery,
  useGenerateSurveyCodesMutation,
  useResetSurveyCodesMutation,
  useSurveyStatisticsQuery,
  useSurveyOpenAnswersQuery,
  useDeleteSurveyResultsMutation,
  useRequestSurveyExportMutation,
  useSurveyExportQuery,
  usePublicSurveyQuery,
  useAnswerSurveyMutation,
  useConfirmSurveyAnswerMutation,
} = surveyApi;
