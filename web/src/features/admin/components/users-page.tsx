import { Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { platformLevelLabel } from '#shared/levels';
import { ForbiddenPage } from '../../../app/pages/lazy-error-pages';
import { contactName } from '../../../components/members/member-table';
import { PagedTable, usePaging } from '../../../components/paged-table';
import { formatDate } from '../../../lib/dates';
import { type AdminUser, useAdminUsersQuery } from '../api';
import { ADMIN_TEXT, USERS_TEXT } from '../text';
import { AdminPage, ReadsState } from './admin-page';
import { useIsPlatformAdministrator } from './queue-link';

/** /admin/users: every account, with search (platform administrators). */
export function AdminUsersPage() {
  return useIsPlatformAdministrator() ? <UserList /> : <ForbiddenPage />;
}

function UserList() {
  const [text, setText] = useState('');
  const paging = usePaging();
  const users = useAdminUsersQuery({ text, ...paging.query });
  return (
    <AdminPage title={USERS_TEXT.title} reads={[users]}>
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
      <ReadsState reads={[users]}>
        <PagedTable<AdminUser>
          size="small"
          data={users.data}
          paging={paging}
          loading={users.isFetching}
          empty={<Typography.Text>{USERS_TEXT.none}</Typography.Text>}
          columns={[
            { title: ADMIN_TEXT.name, key: 'name', render: (_v, u) => contactName(u.contact) },
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
      </ReadsState>
    </AdminPage>
  );
}
