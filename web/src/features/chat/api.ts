import type { Contact } from '#shared/auth-data';
import type {
  BlockedPersonPage,
  ChatHistoryPage,
  ChatMessage,
  ChatUnreadCount,
  GroupChatListPage,
  PrivateChatListItem,
  PrivateChatListPage,
} from '#shared/chat';
import { CHAT_PAGE_SIZE_DEFAULT } from '#shared/chat';
import type { ChatReportCreated, ChatReportReason } from '#shared/chat-reports';
import type { Page } from '#shared/page';
import { PAGE_SIZE_MAX } from '#shared/validation';
import { api } from '../../lib/api/api';
import { SHOWN_INLINE } from '../../lib/api/base-query';
import { cleanParams as clean, type PageQuery } from '../../lib/api/params';
import { dashboardTag, itemTag, listTag } from '../../lib/api/tags';

// SPEC 7 "Chat". The shapes are shared with the API (#shared/chat, #shared/chat-reports).
export type { ChatMessage, PrivateChatListItem };

/** Someone the caller may write to under the contact rule (`GET /auth/private/user`). */
export interface ChatCandidate {
  _id: string;
  contact: Contact;
}

export interface MessageWrite {
  content: string;
  files: File[];
  /** Group chats: the members named with '@Vorname Nachname' (issue 25 §4), sent as repeated `mentions` parts. */
  mentions?: string[];
}

/** A member of a group chat, as the '@' picker lists them. */
export interface ChatMember {
  userId: string;
  contact: Contact;
}

export type ChatKind = 'group' | 'private';

/** SPEC 7: multipart with `content`, repeated `files` parts and arrays as JSON text (`mentions`). */
export function messageFormData({ content, files, mentions = [] }: MessageWrite): FormData {
  const body = new FormData();
  body.append('content', content);
  if (mentions.length) body.append('mentions', JSON.stringify(mentions));
  for (const file of files) body.append('files', file, file.name);
  return body;
}

// Cache tags. A history refetches on its tag; the sender's own other tabs refetch every private history.
export const groupHistoryTag = (tenantId: string) => itemTag('Chat', `P2G-${tenantId}`);
export const privateHistoryTag = (userId: string) => itemTag('Chat', `P2P-${userId}`);
export const ALL_PRIVATE_HISTORIES = itemTag('Chat', 'P2P-HISTORY');
export const PRIVATE_LIST = listTag('Chat', 'P2P');
export const GROUP_LIST = listTag('Chat', 'P2G');
export const BLOCK_LIST = listTag('Chat', 'BLOCKED');
const CANDIDATES = listTag('Member', 'CHAT-CANDIDATES');

const G = (tenantId: string) => `chat/private/p2g/${tenantId}/general`;
const P = (userId: string) => `chat/private/p2p/${userId}`;

/** Older pages follow the cursor of the last one; none once the server says there is nothing older. */
const historyPaging = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: ChatHistoryPage) => (last.hasMore ? last.nextBefore : undefined),
};
const historyParams = (before: string | null) => clean({ before: before ?? undefined, pageSize: CHAT_PAGE_SIZE_DEFAULT });

export const chatApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Histories, newest first, one page per scroll up. Fetching a history marks it read (issue 13 §2).
    groupHistory: build.infiniteQuery<ChatHistoryPage, string, string | null>({
      infiniteQueryOptions: historyPaging,
      query: ({ queryArg: tenantId, pageParam }) => ({ url: G(tenantId), params: historyParams(pageParam) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (_r, _e, tenantId) => [groupHistoryTag(tenantId)],
    }),
    privateHistory: build.infiniteQuery<ChatHistoryPage, string, string | null>({
      infiniteQueryOptions: historyPaging,
      query: ({ queryArg: userId, pageParam }) => ({ url: P(userId), params: historyParams(pageParam) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: (_r, _e, userId) => [privateHistoryTag(userId), ALL_PRIVATE_HISTORIES],
    }),
    sendGroupMessage: build.mutation<ChatMessage, MessageWrite & { tenantId: string }>({
      query: ({ tenantId, ...write }) => ({ url: G(tenantId), method: 'POST', body: messageFormData(write) }),
      invalidatesTags: (_r, _e, { tenantId }) => [groupHistoryTag(tenantId), GROUP_LIST, dashboardTag(tenantId)],
    }),
    sendPrivateMessage: build.mutation<ChatMessage, MessageWrite & { userId: string }>({
      query: ({ userId, ...write }) => ({ url: P(userId), method: 'POST', body: messageFormData(write) }),
      invalidatesTags: (_r, _e, { userId }) => [privateHistoryTag(userId), PRIVATE_LIST],
    }),
    deleteGroupMessage: build.mutation<unknown, { tenantId: string; messageId: string }>({
      query: ({ tenantId, messageId }) => ({ url: `${G(tenantId)}/${messageId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { tenantId }) => [groupHistoryTag(tenantId), GROUP_LIST, dashboardTag(tenantId)],
    }),
    reportMessage: build.mutation<ChatReportCreated, { kind: ChatKind; messageId: string; reason: ChatReportReason; comment?: string }>({
      query: ({ kind, ...body }) => ({
        url: kind === 'group' ? 'chat/private/p2greport' : 'chat/private/p2preport',
        method: 'POST',
        body: clean(body),
      }),
    }),
    privateChats: build.query<PrivateChatListPage, PageQuery>({
      query: (paging) => ({ url: 'chat/private/p2p', params: paging }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: [PRIVATE_LIST],
    }),
    groupChats: build.query<GroupChatListPage, void>({
      query: () => 'chat/private/p2g',
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: [GROUP_LIST],
    }),
    // The layout's red dots (SPEC 9: polled every 60 s, and on live events); silent, nothing to show inline.
    privateUnread: build.query<ChatUnreadCount, void>({
      query: () => 'chat/private/p2punseen',
      extraOptions: SHOWN_INLINE,
    }),
    groupUnread: build.query<ChatUnreadCount, string>({
      query: (tenantId) => `${G(tenantId)}/unseen`,
      extraOptions: SHOWN_INLINE,
    }),
    // The '@' picker's list: the group's members (the member list's route, its largest page); silent, the picker
    // then stays empty.
    groupChatMembers: build.query<Page<ChatMember>, string>({
      query: (tenantId) => ({ url: `tenant/tenant/${tenantId}/member`, params: { pageSize: PAGE_SIZE_MAX } }),
      extraOptions: SHOWN_INLINE,
      providesTags: (_r, _e, tenantId) => [listTag('Member', `CHAT-MEMBERS-${tenantId}`)],
    }),
    chatCandidates: build.query<Page<ChatCandidate>, PageQuery & { text?: string }>({
      query: (args) => ({ url: 'auth/private/user', params: clean(args) }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: [CANDIDATES],
    }),
    // Blocking and removing a private chat (issue 24). Confirmations come from the API ({ message }).
    blockedPeople: build.query<BlockedPersonPage, PageQuery>({
      query: (paging) => ({ url: 'chat/private/block', params: paging }),
      extraOptions: SHOWN_INLINE, // QueryState shows the failure (errors once)
      providesTags: [BLOCK_LIST],
    }),
    blockPerson: build.mutation<{ message: string }, string>({
      query: (userId) => ({ url: `chat/private/block/${userId}`, method: 'PUT' }),
      invalidatesTags: [BLOCK_LIST],
    }),
    unblockPerson: build.mutation<{ message: string }, string>({
      query: (userId) => ({ url: `chat/private/block/${userId}`, method: 'DELETE' }),
      invalidatesTags: [BLOCK_LIST],
    }),
    removePrivateChat: build.mutation<{ message: string }, string>({
      query: (userId) => ({ url: P(userId), method: 'DELETE' }),
      invalidatesTags: [PRIVATE_LIST],
    }),
    chatPartner: build.query<ChatCandidate, string>({
      query: (userId) => `auth/private/user/${userId}`,
      extraOptions: SHOWN_INLINE, // the chat screen shows the failure
      providesTags: (_r, _e, userId) => [itemTag('Member', `CHAT-${userId}`)],
    }),
  }),
});

export const {
  useGroupHistoryInfiniteQuery,
  usePrivateHistoryInfiniteQuery,
  useSendGroupMessageMutation,
  useSendPrivateMessageMutation,
  useDeleteGroupMessageMutation,
  useReportMessageMutation,
  usePrivateChatsQuery,
  useGroupChatsQuery,
  useChatCandidatesQuery,
  useGroupChatMembersQuery,
  useChatPartnerQuery,
  useBlockedPeopleQuery,
  useBlockPersonMutation,
  useUnblockPersonMutation,
  useRemovePrivateChatMutation,
} = chatApi;
