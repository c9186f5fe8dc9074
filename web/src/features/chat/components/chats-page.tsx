import { PlusOutlined } from '@ant-design/icons';
import { Badge, Flex, Pagination, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ChatMessage } from '#shared/chat';
import { EmptyState } from '../../../components/empty-state';
import { ItemList } from '../../../components/item-list';
import { LinkButton } from '../../../components/link-button';
import { Page } from '../../../components/page';
import { usePaging } from '../../../components/paged-table';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../lib/paths';
import { selectUser } from '../../../lib/session/selectors';
import { useAppSelector } from '../../../lib/state';
import { type PrivateChatListItem, usePrivateChatsQuery } from '../api';
import { dayLabel, timeOf } from '../message-format';
import { CHAT_TEXT, LIST_TEXT } from '../text';
import { BlockedPeople } from './blocked-people';
import './chat.css';

/** One line about the last message: its text, how many files, or the placeholder. */
function preview(message: ChatMessage | null, meId: string | undefined): string {
  if (!message) return LIST_TEXT.noMessageYet;
  const text = message.removed ? CHAT_TEXT.removed : message.content || LIST_TEXT.files(message.files.length);
  return message.sender._id === meId ? `${CHAT_TEXT.you}: ${text}` : text;
}

/** '14:05' today, else the day ('Gestern', 'Montag, 23. November 2026'). */
const when = (iso: string) => {
  const day = dayLabel(iso);
  return day === CHAT_TEXT.today ? timeOf(iso) : day;
};

/** /user/chat: the caller's private conversations, newest first, each with its unread count. */
export function ChatsPage() {
  const me = useAppSelector(selectUser);
  const paging = usePaging();
  const chats = usePrivateChatsQuery(paging.query);
  const items = chats.data?.items ?? [];
  const row = (chat: PrivateChatListItem) => ({
    key: chat.conversationId,
    content: (
      <Link to={paths.user.chat(chat.partner._id)} className="plenum-chat-row" data-testid="chat-row">
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text strong ellipsis>
            {chat.partner.name}
          </Typography.Text>
          <Flex align="center" gap={8} style={{ flex: 'none' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {when(chat.lastActivityAt)}
            </Typography.Text>
            {chat.unreadCount > 0 && (
              <Badge count={chat.unreadCount} aria-label={LIST_TEXT.unread(chat.unreadCount)} data-testid="chat-unread" />
            )}
          </Flex>
        </Flex>
        <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
          {preview(chat.lastMessage, me?._id)}
        </Typography.Text>
      </Link>
    ),
  });
  return (
    <Page
      title={CHAT_TEXT.chats}
      extra={
        items.length > 0 && (
          <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={paths.user.newChat}>
            {CHAT_TEXT.newChat}
          </LinkButton>
        )
      }
    >
      <QueryState isLoading={chats.isLoading} isError={chats.isError} onRetry={chats.refetch}>
        <ItemList
          items={items}
          itemTestId="chat-item"
          row={row}
          empty={
            <EmptyState title={LIST_TEXT.none} text={LIST_TEXT.noneText} action={{ label: CHAT_TEXT.newChat, to: paths.user.newChat }} />
          }
        />
        {(chats.data?.total ?? 0) > paging.pageSize && (
          <Pagination
            style={{ marginTop: 12 }}
            current={paging.page}
            pageSize={paging.pageSize}
            total={chats.data?.total ?? 0}
            onChange={paging.setPage}
            showSizeChanger={false}
          />
        )}
      </QueryState>
      <BlockedPeople />
    </Page>
  );
}
