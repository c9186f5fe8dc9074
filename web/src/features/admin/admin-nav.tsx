import { Flex, Segmented, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { isPlatformAdministrator } from '#shared/levels';
import { paths } from '../../app/paths';
import { selectUser } from '../../app/session/selectors';
import { useAppSelector } from '../../app/store';

export const QUEUE_DASHBOARD_URL = '/api/admin/queues';

/** The sections of /admin, and for platform administrators the queue dashboards (a plain link). */
export function AdminNav() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const isAdmin = !!user && isPlatformAdministrator(user.permissionLevel);
  const options = [
    { value: paths.admin.tenants, label: 'Gruppen' },
    { value: paths.admin.domains, label: 'Domains' },
    ...(isAdmin ? [{ value: paths.admin.users, label: 'Benutzer' }, { value: paths.admin.audit, label: 'Protokoll' }] : []),
  ];
  const current = options.find((o) => pathname.startsWith(o.value))?.value ?? paths.admin.tenants;
  return (
    <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
      <nav aria-label="Administration">
        <Segmented options={options} value={current} onChange={(value) => navigate(value)} />
      </nav>
      {isAdmin && (
        <Typography.Link href={QUEUE_DASHBOARD_URL} target="_blank" rel="noopener">
          Warteschlangen
        </Typography.Link>
      )}
    </Flex>
  );
}
