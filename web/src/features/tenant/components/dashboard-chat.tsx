import { Badge, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ChatMessage } from '#shared/chat';
import type { DashboardSection } from '#shared/dashboard';
import { ItemList } from '../../../components/item-list';
import { formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { selectUser } from '../../../lib/session/selectors';
import { useAppSelector } from '../../../lib/state';
import { DASHBOARD_CHAT_TEXT, DASHBOARD_TEXT } from '../text';

/** A chat without messages is an empty card: hidden like the others, and the group still counts as new. */
export const chatHasContent = ({ items: [summary] }: DashboardSection<'chat'>) => (summary?.items.length ?? 0) > 0;

/** One line of preview: the text (line breaks as spaces), or what the message carries when it has no text. */
function preview(message: ChatMessage): string {
  const text = message.content.replace(/\s+/g, ' ').trim();
  return text || DASHBOARD_CHAT_TEXT.files(message.files.length);
}

/** The group chat's latest messages, oldest first so they read like the chat, and the caller's unread count. */
export function DashboardChat({ section }: { section: DashboardSection<'chat'> }) {
  // The section's one item is the chat's summary.
  const [summary] = section.items;
  const messages = [...(summary?.items ?? [])].reverse();
  const unread = summary?.unreadCount ?? 0;
  const meId = useAppSelector(selectUser)?._id;
  return (
    <Flex vertical gap={8}>
      <ItemList
        items={messages}
        compact
        empty={DASHBOARD_TEXT.emptySection}
        itemTestId="dashboard-chat-message"
        row={(message) => ({
          key: message._id,
          content: (
            <>
              <Flex justify="space-between" gap={8} wrap>
                {/* Like the chat itself: your own messages are signed 'Du'. */}
                <Typography.Text strong>{message.sender._id === meId ? DASHBOARD_CHAT_TEXT.you : message.sender.name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(message.createdAt)}
                </Typography.Text>
              </Flex>
              <Typography.Paragraph
                type={message.removed ? 'secondary' : undefined}
                italic={message.removed}
                ellipsis={{ rows: 2 }}
                style={{ margin: 0 }}
              >
                {preview(message)}
              </Typography.Paragraph>
            </>
          ),
        })}
      />
      <Flex justify="space-between" align="center" gap={8} wrap>
        {unread > 0 ? (
          <Badge status="processing" text={DASHBOARD_CHAT_TEXT.unread(unread)} data-testid="dashboard-chat-unread" />
        ) : (
          <Typography.Text type="secondary">{DASHBOARD_CHAT_TEXT.allRead}</Typography.Text>
        )}
        <Link to={paths.sv.chat}>{DASHBOARD_CHAT_TEXT.open}</Link>
      </Flex>
    </Flex>
  );
}
