import { Alert } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ChatHistoryPage, ChatMessage } from '#shared/chat';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { QueryState } from '../../../components/query-state';
import { selectUser } from '../../../lib/session/selectors';
import { useAppSelector } from '../../../lib/state';
import { toast } from '../../../lib/toast/toast';
import type { ChatKind, MessageWrite } from '../api';
import type { Mentionable } from '../mentions';
import { firstUnreadId, oldestFirst } from '../message-format';
import { CHAT_TEXT, DELETE_TEXT } from '../text';
import { Composer } from './composer';
import { ConnectionBanner } from './connection-banner';
import { MessageList } from './message-list';
import { ReportDialog } from './report-dialog';
import './chat.css';

/** What the conversation needs of a history's infinite query. */
export interface HistoryRead {
  data?: { pages: ChatHistoryPage[] };
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
}

interface ConversationProps {
  kind: ChatKind;
  history: HistoryRead;
  /** Left out: the caller may read but not write here. */
  onSend?: (write: MessageWrite) => Promise<unknown>;
  onDelete?: (message: ChatMessage) => Promise<unknown>;
  empty: ReactNode;
  /** Group chats: the members the composer's '@' offers. */
  mentionables?: Mentionable[];
}

/**
 * Reading a history marks it read, so a hidden tab does not refetch on live events (see sagas.ts); when it is
 * shown again it catches up here, and its unread counts drop only then.
 */
function useCatchUpWhenShown(refetch: () => unknown) {
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [refetch]);
}

/** A chat: the connection notice, the history, the composer, and the report and delete actions. */
export function Conversation({ kind, history, onSend, onDelete, empty, mentionables }: ConversationProps) {
  const me = useAppSelector(selectUser);
  const confirm = useConfirm();
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const messages = useMemo(() => oldestFirst(history.data?.pages), [history.data]);
  useCatchUpWhenShown(history.refetch);
  // Fixed when the chat opens: later reads (live messages) have marked everything read, the line stays.
  const [unreadFrom, setUnreadFrom] = useState<string | null | undefined>(undefined);
  const newest = history.data?.pages[0];
  // Set while rendering the first loaded page (React's pattern for state taken from props once).
  if (unreadFrom === undefined && newest) setUnreadFrom(firstUnreadId(newest.items, newest.unreadCount ?? 0, me?._id));

  const askDelete = onDelete
    ? (message: ChatMessage) =>
        confirm.ask({
          title: DELETE_TEXT.title,
          text: DELETE_TEXT.text,
          confirmText: DELETE_TEXT.action,
          onConfirm: () => onDelete(message).then(() => toast.success(DELETE_TEXT.done)),
        })
    : undefined;

  return (
    <div className="plenum-chat" data-testid="chat">
      <ConnectionBanner />
      <QueryState isLoading={history.isLoading} isError={history.isError} onRetry={history.refetch}>
        <MessageList
          messages={messages}
          meId={me?._id}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          loadOlder={() => void history.fetchNextPage()}
          empty={empty}
          unreadFrom={unreadFrom}
          onReport={setReporting}
          onDelete={askDelete}
        />
      </QueryState>
      {onSend ? <Composer onSend={onSend} mentionables={mentionables} /> : <Alert type="info" showIcon title={CHAT_TEXT.readOnly} />}
      <ReportDialog kind={kind} message={reporting} onClose={() => setReporting(null)} />
      {confirm.dialog}
    </div>
  );
}
