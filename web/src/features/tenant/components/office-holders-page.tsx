import { MessageOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { OfficeHolder } from '#shared/tenant';
import { EmptyState } from '../../../components/empty-state';
import { LinkButton } from '../../../components/link-button';
import { contactName, nameColumn, roleColumn } from '../../../components/members/member-table';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { useOfficeHoldersQuery } from '../api';
import { OFFICE_TEXT, TENANT_TEXT } from '../text';

/** The members page of a guest: the group's contact persons (board level and above), names and roles only. */
export function OfficeHoldersPage() {
  const group = useCurrentGroup();
  const holders = useOfficeHoldersQuery({ tenantId: group._id, pageSize: 200 });
  const columns = [
    nameColumn<OfficeHolder>(),
    roleColumn<OfficeHolder>(),
    {
      title: TENANT_TEXT.actions,
      key: 'actions',
      render: (_: unknown, holder: OfficeHolder) => (
        <LinkButton
          size="small"
          icon={<MessageOutlined aria-hidden />}
          to={paths.user.chat(holder.userId)}
          aria-label={OFFICE_TEXT.writeTo(contactName(holder.contact))}
        >
          {OFFICE_TEXT.write}
        </LinkButton>
      ),
    },
  ];
  return (
    <Page title={OFFICE_TEXT.title}>
      <Typography.Paragraph type="secondary">{OFFICE_TEXT.intro}</Typography.Paragraph>
      {/* currentData: never the previous group's list after a switch. */}
      <QueryState isLoading={!holders.currentData && holders.isFetching} isError={holders.isError} onRetry={holders.refetch}>
        <ResponsiveTable<OfficeHolder>
          rowKey="userId"
          data-testid="office-table"
          columns={columns}
          dataSource={holders.currentData?.items ?? []}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: <EmptyState title={OFFICE_TEXT.none} /> }}
        />
      </QueryState>
    </Page>
  );
}
