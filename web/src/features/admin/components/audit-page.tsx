import { Tag, Typography } from 'antd';
import type { AuditEntry } from '#shared/admin';
import { ForbiddenPage } from '../../../components/error-pages/lazy-error-pages';
import { contactName } from '../../../components/members/member-table';
import { PagedTable, usePaging } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/dates';
import { useAdminAuditQuery } from '../api';
import { AUDIT_TEXT } from '../text';
import { AdminPage, ReadsState } from './admin-page';
import { auditEntryTrace, describeAuditEntry } from './audit-describe';
import { useIsPlatformAdministrator } from './queue-link';

const REASONS: Record<AuditEntry['reason'], { label: string; color: string }> = {
  ADMIN: { label: AUDIT_TEXT.reasons.ADMIN, color: 'blue' },
  NOT_MEMBER: { label: AUDIT_TEXT.reasons.NOT_MEMBER, color: 'orange' },
  LEVEL: { label: AUDIT_TEXT.reasons.LEVEL, color: 'gold' },
};

/** /admin/audit: administrative actions and platform staff acting inside groups (platform administrators). */
export function AdminAuditPage() {
  return useIsPlatformAdministrator() ? <AuditLog /> : <ForbiddenPage />;
}

function AuditLog() {
  const paging = usePaging();
  const audit = useAdminAuditQuery(paging.query);
  return (
    <AdminPage title={AUDIT_TEXT.title} reads={[audit]}>
      <ReadsState reads={[audit]}>
        <PagedTable<AuditEntry>
          size="small"
          data={audit.data}
          paging={paging}
          loading={audit.isFetching}
          empty={<Typography.Text>{AUDIT_TEXT.none}</Typography.Text>}
          columns={[
            { title: AUDIT_TEXT.at, key: 'at', render: (_v, e) => formatDateTime(e.createdAt) },
            {
              title: AUDIT_TEXT.person,
              key: 'user',
              render: (_v, e) => (e.user ? `${contactName(e.user.contact)} (${e.user.mail})` : AUDIT_TEXT.deletedAccount),
            },
            {
              title: AUDIT_TEXT.reason,
              key: 'reason',
              render: (_v, e) => <Tag color={REASONS[e.reason].color}>{REASONS[e.reason].label}</Tag>,
            },
            {
              title: AUDIT_TEXT.action,
              key: 'action',
              // The raw request and ids stay reachable on hover for tracing; the line itself reads as German.
              render: (_v, e) => <span title={auditEntryTrace(e)}>{describeAuditEntry(e)}</span>,
            },
          ]}
        />
      </ReadsState>
    </AdminPage>
  );
}
