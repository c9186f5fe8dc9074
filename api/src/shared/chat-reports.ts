// Reports of chat messages and their moderation (issue 13 §2 "Reports", "Moderation"), and the platform
// level / suspension switch of `PUT /auth/admin/user/{userId}`. Pure TypeScript: api, workers and web
// import it (`#shared/chat-reports`).
import type { ChatMessage, ChatPerson } from './chat';
import type { Page } from './page';

export enum ChatReportReason {
  SPAM = 'SPAM',
  INSULT = 'INSULT',
  HARASSMENT = 'HARASSMENT',
  INAPPROPRIATE = 'INAPPROPRIATE',
  OTHER = 'OTHER',
}
export const CHAT_REPORT_REASONS = Object.values(ChatReportReason);

export const CHAT_REPORT_REASON_LABELS: Record<ChatReportReason, string> = {
  [ChatReportReason.SPAM]: 'Spam',
  [ChatReportReason.INSULT]: 'Beleidigung',
  [ChatReportReason.HARASSMENT]: 'Belästigung',
  [ChatReportReason.INAPPROPRIATE]: 'Unangemessener Inhalt',
  [ChatReportReason.OTHER]: 'Sonstiges',
};

export enum ChatReportState {
  OPEN = 'OPEN',
  CLOSED = 'CLOSED',
}
export const CHAT_REPORT_STATES = Object.values(ChatReportState);

/** What a moderator does with an open report; every action closes it. */
export enum ChatReportAction {
  /** Nothing wrong: the message stays. */
  DISMISS = 'DISMISS',
  /** The message becomes the 'Nachricht entfernt' placeholder; the report keeps the original text. */
  REMOVE = 'REMOVE',
  /** The sender gets a warning mail; the message stays. */
  WARN = 'WARN',
  /** The sender is suspended: sessions and sockets end at once, login answers 403 until lifted. */
  SUSPEND = 'SUSPEND',
}
export const CHAT_REPORT_ACTIONS = Object.values(ChatReportAction);

export const CHAT_REPORT_ACTION_LABELS: Record<ChatReportAction, string> = {
  [ChatReportAction.DISMISS]: 'Verwerfen',
  [ChatReportAction.REMOVE]: 'Nachricht entfernen',
  [ChatReportAction.WARN]: 'Verwarnen',
  [ChatReportAction.SUSPEND]: 'Konto sperren',
};

/** `comment` of a report, in characters after trimming. */
export const CHAT_REPORT_COMMENT_MAX_LENGTH = 500;
/**
 * Open reports one person may have at once: every report mails the whole moderation, so a flood of reports
 * is refused (429) until the moderation has worked through them.
 */
export const CHAT_REPORT_OPEN_MAX = 20;
/** Messages shown before the reported one in the detail. */
export const CHAT_REPORT_CONTEXT_SIZE = 5;

export const CHAT_REPORT_MESSAGES = {
  reasonInvalid: 'Bitte wähle einen Grund für die Meldung.',
  commentTooLong: `Der Kommentar darf höchstens ${CHAT_REPORT_COMMENT_MAX_LENGTH} Zeichen lang sein.`,
  actionInvalid: 'Bitte wähle eine Maßnahme: DISMISS, REMOVE, WARN oder SUSPEND.',
  stateInvalid: 'Der Status muss OPEN oder CLOSED sein.',
  /** 201: a new report; 200: the caller's open report on this message already exists. */
  reported: 'Danke! Die Nachricht wurde gemeldet und wird von der Moderation geprüft.',
  alreadyReported: 'Du hast diese Nachricht bereits gemeldet. Die Moderation prüft sie.',
  reportClosed: 'Diese Meldung ist bereits abgeschlossen.',
  tooManyOpen: 'Du hast gerade viele Nachrichten gemeldet. Bitte warte, bis die Moderation sie geprüft hat.',
  /** Login of a suspended account (403, code ACCOUNT_SUSPENDED). */
  suspended: 'Dein Konto ist gesperrt. Bitte wende dich an die Plattform-Administration.',
} as const;

/** Confirmations of the moderation actions (the 'Erfolg' toast). */
export const CHAT_REPORT_ACTION_DONE: Record<ChatReportAction, string> = {
  [ChatReportAction.DISMISS]: 'Die Meldung wurde verworfen.',
  [ChatReportAction.REMOVE]: 'Die Nachricht wurde entfernt.',
  [ChatReportAction.WARN]: 'Die verfassende Person wurde per E-Mail verwarnt.',
  [ChatReportAction.SUSPEND]: 'Das Konto der verfassenden Person wurde gesperrt.',
};

/** Answer of `POST /chat/private/p2preport` and `.../p2greport` (201 new, 200 already open). */
export interface ChatReportCreated {
  _id: string;
  state: ChatReportState;
  message: string;
}

/** Where the reported message was written. */
export interface ChatReportConversation {
  _id: string;
  kind: 'GROUP' | 'PRIVATE';
  /** Group chats: the group; null for private chats. */
  tenant: { _id: string; name: string } | null;
  /** Private chats: both participants; empty for group chats. */
  participants: ChatPerson[];
}

/** `GET /chat/admin/report` item. */
export interface ChatReportListItem {
  _id: string;
  state: ChatReportState;
  reason: ChatReportReason;
  comment: string | null;
  reporter: ChatPerson;
  sender: ChatPerson;
  /** The reported text as it was written (kept on the report, also after removal). */
  originalContent: string;
  messageId: string;
  conversation: ChatReportConversation;
  /** Set once closed. */
  action: ChatReportAction | null;
  handledBy: ChatPerson | null;
  handledAt: string | null;
  createdAt: string;
  updatedAt: string;
}
export type ChatReportPage = Page<ChatReportListItem>;

/** `GET /chat/admin/report/{reportId}` and the answer of `PUT`. */
export interface ChatReportDetail extends ChatReportListItem {
  /** The message as the conversation shows it now (the placeholder once removed). */
  message: ChatMessage;
  /** Up to CHAT_REPORT_CONTEXT_SIZE messages written before it, oldest first. */
  context: ChatMessage[];
  /** Whether the sender's account is suspended now. */
  senderSuspended: boolean;
}

/** `PUT /chat/admin/report/{reportId}` body. */
export interface ChatReportActionRequest {
  action: ChatReportAction;
}

/** `PUT /auth/admin/user/{userId}` body (platform administrators): either field or both. */
export interface AdminUserUpdate {
  permissionLevel?: number;
  suspended?: boolean;
}
