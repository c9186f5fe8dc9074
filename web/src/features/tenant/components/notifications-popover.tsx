import { BellOutlined } from '@ant-design/icons';
import { Alert, Badge, Button } from 'antd';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ResponsivePopover } from '../../../components/responsive-popover';
import { InlineSpinner } from '../../../components/spinner';
import { COMMON_TEXT } from '../../../components/text';
import { selectCounters } from '../../../lib/counters';
import { paths } from '../../../lib/paths';
import { selectCurrentGroup } from '../../../lib/session/selectors';
import { useMarkAllSeenMutation, useMyNotificationsQuery } from '../api';
import { NOTIFICATIONS_TEXT, POPOVER_TEXT } from '../text';
import { NotificationList } from './notification-list';

/** How many of the newest notifications (across all groups) the header shows. */
export const POPOVER_SIZE = 10;

/**
 * SPEC 4: opening the popover marks everything as seen, then the list is fetched again. The list and
 * its unseen count are refreshed by the notifications saga (60 s poll, socket event).
 */
export function NotificationsPopover() {
  const counters = useSelector(selectCounters);
  const group = useSelector(selectCurrentGroup);
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch } = useMyNotificationsQuery({ pageSize: POPOVER_SIZE });
  const [markAllSeen] = useMarkAllSeenMutation();
  // The list's answer carries the count; the counters slice (kept by the saga) covers the first moments.
  const notificationsUnseen = data?.unseenCount ?? counters.notificationsUnseen;
  const label = notificationsUnseen
    ? `${POPOVER_TEXT.notifications} (${POPOVER_TEXT.unread(notificationsUnseen)})`
    : POPOVER_TEXT.notifications;

  const content = (
    <div style={{ maxHeight: 'min(420px, 75vh)', overflowY: 'auto' }} data-testid="notifications-popover">
      {isLoading ? (
        <InlineSpinner />
      ) : isError ? (
        <Alert type="error" showIcon title={COMMON_TEXT.loadError} />
      ) : (
        <NotificationList
          items={data?.items ?? []}
          showGroup
          compact
          empty={<EmptyState compact title={NOTIFICATIONS_TEXT.none} text={NOTIFICATIONS_TEXT.noneAllText} />}
        />
      )}
      {group && (
        <Button type="link" style={{ padding: 0 }} onClick={() => navigate(paths.sv.notifications)}>
          {POPOVER_TEXT.allNotifications}
        </Button>
      )}
    </div>
  );

  return (
    <ResponsivePopover
      width={340}
      title={POPOVER_TEXT.notifications}
      content={content}
      onOpenChange={(open) => {
        // The mutation invalidates the lists, so the refetch follows the marking.
        if (!open) return;
        if (notificationsUnseen > 0) void markAllSeen();
        else void refetch();
      }}
    >
      {/* The badge sits beside the button, so that its digits do not become part of the button's name. */}
      <Badge count={notificationsUnseen} size="small" offset={[-6, 6]}>
        <Button
          type="text"
          shape="circle"
          aria-label={label}
          data-testid="notifications"
          icon={<BellOutlined aria-hidden style={{ fontSize: 18 }} />}
        />
      </Badge>
    </ResponsivePopover>
  );
}
