import { Button } from 'antd';
import { useState } from 'react';
import type { GroupNotification } from '#shared/tenant';
import { EmptyState } from '../../../components/empty-state';
import { DeleteModal } from '../../../components/modal/app-modal';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { useAccess } from '../../../lib/access';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { toast } from '../../../lib/toast/toast';
import { useDeleteNotificationMutation, useGroupNotificationsQuery, useMarkAllSeenMutation, useMarkNotificationSeenMutation } from '../api';
import { NOTIFICATIONS_TEXT } from '../text';
import { focusNotificationForm, NotificationForm } from './notification-form';
import { NotificationList } from './notification-list';

export function NotificationsPage() {
  const group = useCurrentGroup();
  const access = useAccess();
  const tenantId = group._id;
  // currentData: never the previous group's list after a switch.
  const { currentData: data, isFetching, isError, refetch } = useGroupNotificationsQuery({ tenantId, pageSize: 100 });
  const [markSeen] = useMarkNotificationSeenMutation();
  const [markAllSeen, markingAll] = useMarkAllSeenMutation();
  const [remove, removing] = useDeleteNotificationMutation();
  const [toDelete, setToDelete] = useState<GroupNotification | null>(null);
  const mayWrite = access.can('notifications:create');
  const unseenIds = (data?.items ?? []).filter((item) => !item.seen).map((item) => item._id);

  const extra = unseenIds.length > 0 && (
    <Button loading={markingAll.isLoading} onClick={() => markAllSeen(unseenIds)}>
      {NOTIFICATIONS_TEXT.markAllSeen}
    </Button>
  );

  return (
    <Page title={NOTIFICATIONS_TEXT.title} extra={extra}>
      {mayWrite && <NotificationForm tenantId={tenantId} />}
      <QueryState isLoading={!data && isFetching} isError={isError} onRetry={refetch}>
        <NotificationList
          items={data?.items ?? []}
          empty={
            <EmptyState
              title={NOTIFICATIONS_TEXT.none}
              text={NOTIFICATIONS_TEXT.noneText}
              action={mayWrite ? { label: NOTIFICATIONS_TEXT.noneAction, onClick: focusNotificationForm } : undefined}
            />
          }
          onMarkSeen={(item) => markSeen({ tenantId, notificationId: item._id })}
          onDelete={access.can('notifications:delete') ? setToDelete : undefined}
        />
      </QueryState>
      <DeleteModal
        open={!!toDelete}
        loading={removing.isLoading}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          const result = await remove({ tenantId, notificationId: toDelete._id });
          if (!('error' in result)) toast.success(NOTIFICATIONS_TEXT.deleted);
          setToDelete(null);
        }}
      />
    </Page>
  );
}
