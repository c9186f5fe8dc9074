// The chat as the API sends it and the rules the web composer mirrors (issue 13 §1-3).
// Pure TypeScript: api, workers and web import it (`#shared/chat`).
import type { MaterialView } from './files';
import { UPLOAD_MAX_FILES } from './files';
import type { Page } from './page';

/** Characters of a message after trimming; empty is allowed only when the message carries files. */
export const CHAT_CONTENT_MAX_LENGTH = 4000;
export const CHAT_MAX_FILES = UPLOAD_MAX_FILES;
/** History pages (cursor `before=<messageId>`). */
export const CHAT_PAGE_SIZE_DEFAULT = 50;
export const CHAT_PAGE_SIZE_MAX = 100;
/** What a removed message reads instead of its text (issue 13 §1), verbatim. */
export const CHAT_REMOVED_TEXT = 'Nachricht entfernt';

export const CHAT_MESSAGES = {
  contentRequired: 'Bitte schreibe eine Nachricht oder hänge eine Datei an.',
  contentTooLong: `Eine Nachricht darf höchstens ${CHAT_CONTENT_MAX_LENGTH} Zeichen lang sein.`,
  selfChat: 'Du kannst dir nicht selbst schreiben.',
  messageRemoved: 'Die Nachricht wurde entfernt.',
  chatRemoved: 'Der Chat wurde aus deiner Liste entfernt.',
  partnerBlocked: 'Du hast diese Person blockiert. Hebe die Blockierung auf, um ihr zu schreiben.',
  selfBlock: 'Du kannst dich nicht selbst blockieren.',
  blocked: 'Die Person ist blockiert. Sie erfährt davon nichts.',
  unblocked: 'Die Blockierung ist aufgehoben.',
} as const;

/** `GET /chat/private/block` item: a person the caller has blocked (names only). */
export interface BlockedPerson {
  _id: string;
  name: string;
  blockedAt: string;
}
export type BlockedPersonPage = Page<BlockedPerson>;

/** The sender or partner of a chat: id and display name ('Vorname Nachname'). */
export interface ChatPerson {
  /** Null once the account is deleted (name 'Ehemaliges Mitglied'). */
  _id: string | null;
  name: string;
}

/** The other side of a private chat: always an existing account (a private chat goes with either account). */
export interface ChatPartner extends ChatPerson {
  _id: string;
}

/** One message (history item, POST answer, dashboard item, list preview). */
export interface ChatMessage {
  _id: string;
  conversationId: string;
  /** Set for group chat messages, null for private ones. */
  tenantId: string | null;
  sender: ChatPerson;
  /** Plain text, never HTML. `CHAT_REMOVED_TEXT` when `removed` (the original text is not sent). */
  content: string;
  /** Empty when `removed`. Downloads at `/api/files/{_id}`. */
  files: MaterialView[];
  removed: boolean;
  /** Whether the caller may delete it (group chat: `chat:delete` or the sender; never for private ones). */
  mayDelete: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One page of a history, newest first. Ask for older ones with `before=nextBefore`. */
export interface ChatHistoryPage {
  items: ChatMessage[];
  pageSize: number;
  /** The `_id` of the oldest message of this page when older ones exist, else null. */
  nextBefore: string | null;
  hasMore: boolean;
  /** Private histories only: the other person (also before the first message). */
  partner?: ChatPartner;
  /**
   * The newest page (no `before`) only: how many messages of others the caller had not read before this
   * read marked them read. The web draws 'Neue Nachrichten' above the oldest of them (issue 28 §8).
   */
  unreadCount?: number;
}

/** `GET /chat/private/p2p` item: one private conversation of the caller. */
export interface PrivateChatListItem {
  conversationId: string;
  partner: ChatPartner;
  lastMessage: ChatMessage | null;
  unreadCount: number;
  /** When the last message was written (the list's order, newest first). */
  lastActivityAt: string;
}
export type PrivateChatListPage = Page<PrivateChatListItem>;

/** `GET /chat/private/p2g` item: the general chat of one of the caller's groups (chat integration on). */
export interface GroupChatListItem {
  tenantId: string;
  tenantName: string;
  conversationId: string | null;
  lastMessage: ChatMessage | null;
  unreadCount: number;
  /** Whether the caller may post (`chat:create`). */
  mayPost: boolean;
}
export type GroupChatListPage = Page<GroupChatListItem>;

/** `.../unseen` and `GET /chat/private/p2punseen`. */
export interface ChatUnreadCount {
  unreadCount: number;
}

/**
 * Dashboard `chat` section: its `items` hold exactly one of these (the section's list shape is shared by
 * every module): the group chat's latest messages (newest first) and the caller's unread count.
 */
export interface ChatDashboardSection {
  items: ChatMessage[];
  unreadCount: number;
}
