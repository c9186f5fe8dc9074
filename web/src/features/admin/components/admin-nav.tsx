import { Flex, Segmented, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { isPlatformAdministrator } from '#shared/levels';
import { paths } from '../../../app/paths';
import { selectUser } from '../../../app/session/selectors';
import { useAppSelector } from '../../../app/store';
import { ADMIN_NAV_TEXT } from '../text';

export const QUEUE_DASHBOARD_URL = '/api/admin/queues';

/** The sections of /admin, and for platform administrators the queue dashboards (a plain link). */
export function AdminNav() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const isAdmin = !!user && isPlatformAdministrator(user.permissionLevel);
  const options = [
    { value: paths.admin.tenants, label: ADMIN_NAV_TEXT.tenants },
    { value: paths.admin.domains, label: ADMIN_NAV_TEXT.domains },
    ...(isAdmin
      ? [
          { value: paths.admin.users, label: ADMIN_NAV_TEXT.users },
          { value: paths.admin.audit, label: ADMIN_NAV_TEXT.audit },
        ]
      : []),
  ];
  const current = options.find((o) => pathname.startsWith(o.value))?.value ?? paths.admin.tenants;
  return (
    <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
      <nav aria-label={ADMIN_NAV_TEXT.label}>
        <Segmented options={options} value={current} onChange={(value) => navigate(value)} />
      </nav>
      {isAdmin && (
        <Typography.Link href={QUEUE_DASHBOARD_URL} target="_blank" rel="noopener">
          {ADMIN_NAV_TEXT.queues}
        </Typography.Link>
      )}
    </Flex>
  );
}
