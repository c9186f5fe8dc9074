import { Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { platformLevelLabel } from '#shared/levels';
import { errorMessage, type RequestError } from '../../api/errors';
import { Page } from '../../components/page';
import { formatDate } from '../../lib/dates';
import { AdminNav } from './admin-nav';
import { type AdminUser, useAdminUsersQuery } from './api';

/** /admin/users: every account, with search (platform administrators). */
export function AdminUsersPage() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsersQuery({ text, page });
  return (
    <Page title="Benutzer">
      <AdminNav />
      <Input.Search
        aria-label="Benutzer durchsuchen"
        placeholder="Benutzer durchsuchen"
        allowClear
        style={{ maxWidth: 320, marginBottom: 12 }}
        onSearch={(value) => {
          setText(value.trim());
          setPage(1);
        }}
      />
      <Table<AdminUser>
        rowKey="_id"
        size="small"
        loading={users.isFetching}
        dataSource={users.data?.items ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: <Typography.Text>{users.error ? errorMessage(users.error as RequestError) : 'Keine Benutzer gefunden.'}</Typography.Text> }}
        pagination={{ current: page, pageSize: 20, total: users.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: 'Name', key: 'name', render: (_v, u) => `${u.contact.first_name} ${u.contact.last_name}` },
          { title: 'E-Mail-Adresse', dataIndex: 'mail' },
          { title: 'Rolle', key: 'level', render: (_v, u) => platformLevelLabel(u.permissionLevel) },
          { title: 'Bestätigt', key: 'verified', render: (_v, u) => <Tag color={u.verified ? 'green' : 'default'}>{u.verified ? 'Ja' : 'Nein'}</Tag> },
          { title: 'Angelegt', key: 'created', render: (_v, u) => formatDate(u.createdAt) },
        ]}
      />
    </Page>
  );
}
