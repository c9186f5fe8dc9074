import { Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, type RequestError } from '../../api/errors';
import { Page } from '../../components/page';
import { formatDateTime } from '../../lib/dates';
import { AdminNav } from './admin-nav';
import { type AuditEntry, useAdminAuditQuery } from './api';

const REASONS: Record<AuditEntry['reason'], { label: string; color: string }> = {
  ADMIN: { label: 'Verwaltung', color: 'blue' },
  NOT_MEMBER: { label: 'Ohne Mitgliedschaft', color: 'orange' },
  LEVEL: { label: 'Über eigener Rolle', color: 'gold' },
};

const describe = (entry: AuditEntry) =>
  [entry.action ?? `${entry.method} ${entry.route}`, ...Object.entries(entry.detail ?? {}).map(([k, v]) => `${k}: ${v}`)].join(' · ');

/** /admin/audit: administrative actions and platform staff acting inside groups (platform administrators). */
export function AdminAuditPage() {
  const [page, setPage] = useState(1);
  const audit = useAdminAuditQuery({ page });
  return (
    <Page title="Protokoll">
      <AdminNav />
      <Table<AuditEntry>
        rowKey="_id"
        size="small"
        loading={audit.isFetching}
        dataSource={audit.data?.items ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: <Typography.Text>{audit.error ? errorMessage(audit.error as RequestError) : 'Noch keine Einträge.'}</Typography.Text> }}
        pagination={{ current: page, pageSize: 20, total: audit.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: 'Zeitpunkt', key: 'at', render: (_v, e) => formatDateTime(e.createdAt) },
          { title: 'Person', key: 'user', render: (_v, e) => (e.user ? `${e.user.contact.first_name} ${e.user.contact.last_name} (${e.user.mail})` : 'Gelöschtes Konto') },
          { title: 'Art', key: 'reason', render: (_v, e) => <Tag color={REASONS[e.reason].color}>{REASONS[e.reason].label}</Tag> },
          { title: 'Aktion', key: 'action', render: (_v, e) => describe(e) },
        ]}
      />
    </Page>
  );
}
