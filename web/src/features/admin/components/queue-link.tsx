import { Typography } from 'antd';
import { isPlatformAdministrator } from '#shared/levels';
import { selectUser } from '../../../lib/session/selectors';
import { useAppSelector } from '../../../lib/state';
import { ADMIN_NAV_TEXT } from '../text';

export const QUEUE_DASHBOARD_URL = '/api/admin/queues';

/** The queue dashboards are served by the API, not the app: a plain link, for platform administrators only. */
export function QueueLink() {
  const user = useAppSelector(selectUser);
  if (!user || !isPlatformAdministrator(user.permissionLevel)) return null;
  return (
    <Typography.Paragraph>
      <Typography.Link href={QUEUE_DASHBOARD_URL} target="_blank" rel="noopener">
        {ADMIN_NAV_TEXT.queues}
      </Typography.Link>
    </Typography.Paragraph>
  );
}

/** Users and the audit log are for platform administrators; a moderator who types the address gets the 403 page. */
export function useIsPlatformAdministrator(): boolean {
  const user = useAppSelector(selectUser);
  return !!user && isPlatformAdministrator(user.permissionLevel);
}
