import { Button, Flex, Spin, Typography } from 'antd';
import { Fragment, useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import type { ChatMessage } from '#shared/chat';
import { timeline } from '../message-format';
import { CHAT_TEXT } from '../text';
import { MessageItem, type MessageActions } from './message-item';

interface MessageListProps extends MessageActions {
  /** Oldest first. */
  messages: ChatMessage[];
  meId: string | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  /** Shown when there is no message at all. */
  empty: ReactNode;
  /** The first message the reader had not read when the chat opened: 'Neue Nachrichten' goes above it. */
  unreadFrom?: string | null;
}

/** How close to an edge counts as "at" it, in pixels. */
const EDGE = 80;

/**
 * The history: newest at the bottom, older pages loaded when scrolled to the top (or with the button there),
 * a separator per day. It stays at the bottom while the reader is there, and keeps its place when older
 * messages are added above.
 */
export function MessageList({
  messages,
  meId,
  hasOlder,
  loadingOlder,
  loadOlder,
  empty,
  unreadFrom,
  onReport,
  onDelete,
}: MessageListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** scrollHeight and scrollTop when older messages were asked for, to keep the reader's place. */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const items = useMemo(() => timeline(messages), [messages]);

  const scrollToBottom = useCallback(() => {
    const list = listRef.current;
    if (list && atBottom.current) list.scrollTop = list.scrollHeight;
  }, []);

  const askOlder = useCallback(() => {
    const list = listRef.current;
    // One request at a time: scroll events keep coming before `loadingOlder` arrives.
    if (!list || !hasOlder || loadingOlder || anchor.current) return;
    anchor.current = { height: list.scrollHeight, top: list.scrollTop };
    loadOlder();
  }, [hasOlder, loadingOlder, loadOlder]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (anchor.current && !loadingOlder) {
      list.scrollTop = list.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else {
      scrollToBottom();
    }
  }, [items, loadingOlder, scrollToBottom]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < EDGE;
    if (list.scrollTop < EDGE) askOlder();
  };

  return (
    <div
      ref={listRef}
      className="plenum-chat-list"
      role="log"
      aria-label={CHAT_TEXT.messages}
      aria-busy={loadingOlder}
      // The list scrolls: keyboard users reach it too (axe scrollable-region-focusable).
      tabIndex={0}
      onScroll={onScroll}
      data-testid="chat-messages"
    >
      <Flex justify="center" style={{ minHeight: 32 }}>
        {loadingOlder ? (
          <Flex gap={8} align="center" role="status">
            <Spin size="small" />
            <Typography.Text type="secondary">{CHAT_TEXT.loadingOlder}</Typography.Text>
          </Flex>
        ) : hasOlder ? (
          <Button size="small" type="link" onClick={askOlder}>
            {CHAT_TEXT.loadOlder}
          </Button>
        ) : messages.length > 0 ? (
          <Typography.Text type="secondary">{CHAT_TEXT.start}</Typography.Text>
        ) : null}
      </Flex>
      {messages.length === 0 && empty}
      {items.map((item) =>
        item.kind === 'day' ? (
          <div key={item.key} className="plenum-chat-day" role="separator" aria-label={item.label}>
            <span>{item.label}</span>
          </div>
        ) : (
          <Fragment key={item.key}>
            {item.message._id === unreadFrom && (
              <div
                className="plenum-chat-day plenum-chat-unread"
                role="separator"
                aria-label={CHAT_TEXT.newMessages}
                data-testid="chat-unread"
              >
                <span>{CHAT_TEXT.newMessages}</span>
              </div>
            )}
            <MessageItem
              message={item.message}
              mine={item.message.sender._id === meId}
              onReport={onReport}
              onDelete={onDelete}
              onImageLoad={scrollToBottom}
            />
          </Fragment>
        ),
      )}
    </div>
  );
}
