import { BellOutlined, MessageOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Tooltip, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { selectCounters } from '../counters';
import { paths } from '../paths';
import { selectCurrentGroup } from '../session/selectors';
import { useAppSelector } from '../store';

export const HEADER_TEXT = {
  notifications: 'Benachrichtigungen',
  noNotifications: 'Keine neuen Benachrichtigungen.',
  allNotifications: 'Alle Benachrichtigungen ansehen',
  privateChats: 'Private Chats',
  unread: (count: number) => `${count} ungelesen`,
} as const;

/** The notifications popover; the notifications issue fills it with the latest entries. */
export function NotificationsPopover() {
  const { notificationsUnseen } = useAppSelector(selectCounters);
  const group = useAppSelector(selectCurrentGroup);
  const navigate = useNavigate();
  const label = notificationsUnseen
    ? `${HEADER_TEXT.notifications} (${HEADER_TEXT.unread(notificationsUnseen)})`
    : HEADER_TEXT.notifications;
  const content = (
    <div style={{ width: 280, maxWidth: '80vw' }}>
      <Typography.Paragraph type="secondary">{HEADER_TEXT.noNotifications}</Typography.Paragraph>
      {group && (
        <Button type="link" style={{ padding: 0 }} onClick={() => navigate(paths.sv.notifications)}>
          {HEADER_TEXT.allNotifications}
        </Button>
      )}
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={HEADER_TEXT.notifications} content={content}>
      <Button type="text" shape="circle" aria-label={label} data-testid="notifications">
        <Badge count={notificationsUnseen} size="small">
          <BellOutlined aria-hidden style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}

/** Shortcut to the private chats with a red dot for unread messages. */
export function ChatShortcut() {
  const { privateChatUnread } = useAppSelector(selectCounters);
  const navigate = useNavigate();
  const label = privateChatUnread
    ? `${HEADER_TEXT.privateChats} (${HEADER_TEXT.unread(privateChatUnread)})`
    : HEADER_TEXT.privateChats;
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
