import type { AccountDeleted } from '#shared/account-deletion';
import type { AdminUser } from '#shared/auth-data';
import type {
  AdminUserUpdate,
  ChatReportAction,
  ChatReportDetail,
  ChatReportListItem,
  ChatReportPage,
  ChatReportState,
} from '#shared/chat-reports';
import type { Page } from '#shared/page';
import { api } from '../../../lib/api/api';
import { SHOWN_INLINE } from '../../../lib/api/base-query';
import { cleanParams as clean, type PageQuery } from '../../../lib/api/params';
import { itemTag, listTag } from '../../../lib/api/tags';

// Issue 13 "Moderation": reported chat messages (moderation level and above), and the platform level and
// suspension of an account (platform administrators), the switch that lifts what SUSPEND did.
export type { ChatReportDetail, ChatReportListItem, Page };

const REPORTS = listTag('Chat', 'REPORTS');
const reportTag = (reportId: string) => itemTag('Chat', `REPORT-${reportId}`);
const R = 'chat/admin/report';

/** A file of the reported message, opened by the moderation (audited by the API). */
export const reportFileUrl = (reportId: string, materialId: string) => `/api/${R}/${reportId}/file/${materialId}`;

export const reportsApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    chatReports: build.query<ChatReportPage, PageQuery & { state?: ChatReportState }>({
      query: (q) => ({ url: R, params: clean(q) }),
      extraOptions: SHOWN_INLINE, // ReadsState shows the failure (errors once)
      providesTags: [REPORTS],
    }),
    chatReport: build.query<ChatReportDetail, string>({
      query: (reportId) => `${R}/${reportId}`,
      extraOptions: SHOWN_INLINE, // the detail drawer shows the failure
      providesTags: (_r, _e, reportId) => [reportTag(reportId)],
    }),
    actOnReport: build.mutation<ChatReportDetail, { reportId: string; action: ChatReportAction }>({
      query: ({ reportId, action }) => ({ url: `${R}/${reportId}`, method: 'PUT', body: { action } }),
      // Removing a message changes the chats it is shown in, too.
      invalidatesTags: (_r, _e, { reportId }) => [reportTag(reportId), REPORTS, 'Chat'],
    }),
    updateAdminUser: build.mutation<AdminUser, AdminUserUpdate & { userId: string }>({
      query: ({ userId, ...body }) => ({ url: `auth/admin/user/${userId}`, method: 'PUT', body }),
    }),
    // Issue 26 §2: on a verified request, at once (the owner's own deletion has the 14 days).
    deleteAdminUser: build.mutation<AccountDeleted, { userId: string }>({
      query: ({ userId }) => ({ url: `auth/admin/user/${userId}`, method: 'DELETE', body: { immediate: true } }),
    }),
  }),
});

export const { useChatReportsQuery, useChatReportQuery, useActOnReportMutation, useUpdateAdminUserMutation, useDeleteAdminUserMutation } =
  reportsApi;
