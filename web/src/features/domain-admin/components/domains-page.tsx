import { Card, Empty, List, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/page';
import { paths } from '../../../lib/paths';
import { selectUser } from '../../../lib/session/selectors';
import { useAppSelector } from '../../../lib/state';
import { DOMAIN_ADMIN_TEXT as T } from '../text';

/** /d_admin/domains: the domains the user administers (from the auth data). */
export function DomainsAdminPage() {
  const domains = useAppSelector(selectUser)?.domains ?? [];
  return (
    <Page title={T.domainsTitle}>
      <Typography.Paragraph type="secondary">{T.domainsIntro}</Typography.Paragraph>
      <Card>
        {domains.length === 0 ? (
          <Empty description={T.noDomains} />
        ) : (
          <List
            dataSource={domains}
            renderItem={(domain) => (
              <List.Item>
                <Link to={paths.domainAdmin.domain(domain._id)}>{domain.name}</Link>
              </List.Item>
            )}
          />
        )}
      </Card>
    </Page>
  );
}
