import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { GroupNotification } from '#shared/tenant';
import { ItemList } from '../../../components/item-list';
import { formatDateTime } from '../../../lib/dates';
import { NOTIFICATIONS_TEXT, personName } from '../text';
import { NotificationKindTag } from './notification-kind-tag';

interface NotificationListProps {
  items: GroupNotification[];
  /** Shown beside the author, e.g. the group's name in the cross-group popover. */
  showGroup?: boolean;
  compact?: boolean;
  /** The empty state; by default just 'Noch keine Benachrichtigungen.' */
  empty?: ReactNode;
  onMarkSeen?: (item: GroupNotification) => void;
  onDelete?: (item: GroupNotification) => void;
}

export function NotificationList({
  items,
  showGroup,
  compact,
  empty = NOTIFICATIONS_TEXT.none,
  onMarkSeen,
  onDelete,
}: NotificationListProps) {
  return (
    <ItemList
      items={items}
      compact={compact}
      empty={empty}
      itemTestId="notification-item"
      row={(item) => {
        const actions: ReactNode[] = [];
        if (onMarkSeen && !item.seen) {
          actions.push(
            <Button key="seen" size="small" icon={<CheckOutlined aria-hidden />} onClick={() => onMarkSeen(item)}>
              {NOTIFICATIONS_TEXT.markSeen}
            </Button>,
          );
        }
        if (onDelete) {
          actions.push(
            <Button
              key="delete"
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={NOTIFICATIONS_TEXT.deleteLabel}
              onClick={() => onDelete(item)}
            />,
          );
        }
        const author = personName(item.author);
        const meta = [
          formatDateTime(item.creationDate),
          showGroup ? (item.tenant?.name ?? null) : null,
          author ? NOTIFICATIONS_TEXT.from(author) : null,
        ]
          .filter(Boolean)
          .join(' · ');
        return {
          key: item._id,
          actions,
          content: (
            <Space orientation="vertical" size={2} style={{ minWidth: 0 }}>
              <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} strong={!item.seen}>
                {!item.seen && <Tag color="red">{NOTIFICATIONS_TEXT.unseen}</Tag>}
                <NotificationKindTag item={item} />
                {item.content}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {meta}
              </Typography.Text>
            </Space>
          ),
        };
      }}
    />
  );
}
