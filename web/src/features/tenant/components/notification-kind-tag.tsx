import {
  AuditOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  FlagOutlined,
  FormOutlined,
  MailOutlined,
  MessageOutlined,
  NotificationOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { GroupNotification } from '#shared/tenant';
import { isNotificationKind, KIND_LABELS, type NotificationKind } from '../../../lib/notification-kinds';

const KIND_ICONS: Record<NotificationKind, ReactNode> = {
  PRIVATE_MESSAGE: <MessageOutlined aria-hidden />,
  MENTION: <UserOutlined aria-hidden />,
  GROUP_NOTIFICATION: <NotificationOutlined aria-hidden />,
  INVITATION: <MailOutlined aria-hidden />,
  JOIN_REQUEST: <UserAddOutlined aria-hidden />,
  TASK: <CheckSquareOutlined aria-hidden />,
  REVIEW: <AuditOutlined aria-hidden />,
  REPORT: <FlagOutlined aria-hidden />,
  EVENT: <CalendarOutlined aria-hidden />,
  SURVEY: <FormOutlined aria-hidden />,
  TERM: <ClockCircleOutlined aria-hidden />,
};

/** The kind a bell item carries (issue 25 §4); items from before the kinds have none. */
export function notificationKind(item: GroupNotification): NotificationKind | null {
  const { kind } = item as GroupNotification & { kind?: unknown };
  return isNotificationKind(kind) ? kind : null;
}

/** A small label with an icon saying what a bell item is about: 'Erwähnung', 'Aufgabe', 'Meldung' … */
export function NotificationKindTag({ item }: { item: GroupNotification }) {
  const kind = notificationKind(item);
  if (!kind) return null;
  return (
    <Tag icon={KIND_ICONS[kind]} data-testid="notification-kind" style={{ marginInlineEnd: 6 }}>
      {KIND_LABELS[kind].one}
    </Tag>
  );
}
