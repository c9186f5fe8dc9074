import { Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { platformLevelLabel } from '#shared/levels';
import { errorMessage, type RequestError } from '../../../api/errors';
import { ForbiddenPage } from '../../../app/pages/lazy-error-pages';
import { Page } from '../../../components/page';
import { PagedTable, usePaging } from '../../../components/paged-table';
import { formatDate } from '../../../lib/dates';
import { type AdminUser, useAdminUsersQuery } from '../api';
import { ADMIN_TEXT, USERS_TEXT } from '../text';
import { QueueLink, useIsPlatformAdministrator } from './queue-link';

/** /admin/users: every account, with search (platform administrators). */
export function AdminUsersPage() {
  return useIsPlatformAdministrator() ? <UserList /> : <ForbiddenPage />;
}

function UserList() {
  const [text, setText] = useState('');
  const paging = usePaging();
  const users = useAdminUsersQuery({ text, ...paging.query });
  return (
    <Page title={USERS_TEXT.title}>
      <QueueLink />
      <Input.Search
        aria-label={USERS_TEXT.search}
        placeholder={USERS_TEXT.search}
        allowClear
        style={{ maxWidth: 320, marginBottom: 12 }}
        onSearch={(value) => {
          setText(value.trim());
          paging.reset();
        }}
      />
      <PagedTable<AdminUser>
        size="small"
        data={users.data}
        paging={paging}
        loading={users.isFetching}
        empty={<Typography.Text>{users.error ? errorMessage(users.error as RequestError) : USERS_TEXT.none}</Typography.Text>}
        columns={[
          { title: ADMIN_TEXT.name, key: 'name', render: (_v, u) => `${u.contact.first_name} ${u.contact.last_name}` },
          { title: ADMIN_TEXT.mail, dataIndex: 'mail' },
          { title: ADMIN_TEXT.role, key: 'level', render: (_v, u) => platformLevelLabel(u.permissionLevel) },
          {
            title: USERS_TEXT.verified,
            key: 'verified',
            render: (_v, u) => <Tag color={u.verified ? 'green' : 'default'}>{u.verified ? ADMIN_TEXT.yes : ADMIN_TEXT.no}</Tag>,
          },
          { title: USERS_TEXT.created, key: 'created', render: (_v, u) => formatDate(u.createdAt) },
        ]}
      />
    </Page>
  );
}
