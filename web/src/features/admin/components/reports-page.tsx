import { Button, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHAT_REPORT_ACTION_LABELS, CHAT_REPORT_REASON_LABELS, type ChatReportListItem, ChatReportState } from '#shared/chat-reports';
import { EmptyState } from '../../../components/empty-state';
import { PagedTable, usePaging } from '../../../components/paged-table';
import { formatDateTime } from '../../../lib/dates';
import { AdminPage, ReadsState } from './admin-page';
import { useChatReportsQuery } from './reports-api';
import { ReportDetailDrawer } from './reports-detail';
import { reportPlace, REPORTS_TEXT as T } from './reports-text';

/** /admin/reports: reported chat messages, open ones first, each opened in a drawer to act on (moderation). */
export function AdminReportsPage() {
  const [state, setState] = useState<ChatReportState>(ChatReportState.OPEN);
  // The open report lives in the address, so the report mail's link (/admin/reports?report=<id>) opens it.
  const [params, setParams] = useSearchParams();
  const openId = params.get('report');
  const setOpenId = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('report', id);
        else next.delete('report');
        return next;
      },
      { replace: true },
    );
  const paging = usePaging();
  const reports = useChatReportsQuery({ state, ...paging.query });
  const open = state === ChatReportState.OPEN;

  return (
    <AdminPage title={T.title} reads={[reports]}>
      <Segmented<ChatReportState>
        aria-label={T.filter}
        value={state}
        onChange={(value) => {
          setState(value);
          paging.reset();
        }}
        options={[
          { value: ChatReportState.OPEN, label: T.open },
          { value: ChatReportState.CLOSED, label: T.closed },
        ]}
        style={{ marginBottom: 12 }}
      />
      <ReadsState reads={[reports]}>
        <PagedTable<ChatReportListItem>
          size="small"
          data={reports.data}
          paging={paging}
          loading={reports.isFetching}
          data-testid="reports"
          empty={open ? <EmptyState compact title={T.noneOpen} text={T.noneOpenText} /> : <EmptyState compact title={T.noneClosed} />}
          columns={[
            { title: T.reportedAt, key: 'at', render: (_v, r) => formatDateTime(r.createdAt) },
            { title: T.reason, key: 'reason', render: (_v, r) => CHAT_REPORT_REASON_LABELS[r.reason] },
            {
              title: T.message,
              key: 'message',
              render: (_v, r) => (
                <Typography.Text ellipsis style={{ maxWidth: 280, display: 'inline-block' }}>
                  {r.originalContent}
                </Typography.Text>
              ),
            },
            { title: T.sender, key: 'sender', render: (_v, r) => r.sender.name },
            { title: T.where, key: 'where', render: (_v, r) => reportPlace(r) },
            ...(open
              ? []
              : [
                  {
                    title: T.action,
                    key: 'action',
                    render: (_v: unknown, r: ChatReportListItem) => (r.action ? <Tag>{CHAT_REPORT_ACTION_LABELS[r.action]}</Tag> : null),
                  },
                ]),
            {
              title: '',
              key: 'view',
              render: (_v, r) => (
                <Button size="small" onClick={() => setOpenId(r._id)} aria-label={T.viewLabel(r.sender.name)}>
                  {T.view}
                </Button>
              ),
            },
          ]}
        />
      </ReadsState>
      {openId && <ReportDetailDrawer reportId={openId} onClose={() => setOpenId(null)} />}
    </AdminPage>
  );
}
