import { MessageOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { selectCounters } from '../../lib/counters';
import { paths } from '../../lib/paths';
import { useAppSelector } from '../../lib/state';

// The notifications popover lives with the group feature; the header only places it.
export { NotificationsPopover } from '../../features/tenant/components/notifications-popover';

export const HEADER_TEXT = {
  privateChats: 'Private Chats',
  unread: (count: number) => `${count} ungelesen`,
} as const;

/** Shortcut to the private chats with a red dot for unread messages. */
export function ChatShortcut() {
  const { privateChatUnread } = useAppSelector(selectCounters);
  const navigate = useNavigate();
  const label = privateChatUnread ? `${HEADER_TEXT.privateChats} (${HEADER_TEXT.unread(privateChatUnread)})` : HEADER_TEXT.privateChats;
  return (
    <Tooltip title={HEADER_TEXT.privateChats}>
      <Button type="text" shape="circle" aria-label={label} data-testid="chat-shortcut" onClick={() => navigate(paths.user.chats)}>
        <Badge dot={privateChatUnread > 0}>
          <MessageOutlined aria-hidden style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Tooltip>
  );
}
