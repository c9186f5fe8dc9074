import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { ElectionListItem } from '#shared/election';
import { QueryState } from '../../../components/query-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useDomainElectionsQuery } from '../api';
import { DOMAIN_ADMIN_TEXT as T, ELECTION_TYPE_LABELS } from '../text';
import { ElectionDetail } from './election-detail';
import { ExportPanel } from './export-panel';

interface ElectionsTabProps {
  domainId: string;
  year: number;
  yearSelect: ReactNode;
}

function ElectionTable({
  items,
  empty,
  loading,
  onOpen,
}: {
  items: ElectionListItem[];
  empty: string;
  loading: boolean;
  onOpen: (e: ElectionListItem) => void;
}) {
  return (
    <ResponsiveTable<ElectionListItem>
      rowKey="_id"
      size="small"
      loading={loading}
      dataSource={items}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: <Typography.Text>{empty}</Typography.Text> }}
      columns={[
        { title: T.school, key: 'school', render: (_v, e) => e.school.name },
        { title: T.electionType, key: 'type', render: (_v, e) => ELECTION_TYPE_LABELS[e.electionType] },
        { title: T.electionDate, key: 'date', render: (_v, e) => formatDate(e.electionDate) },
        { title: T.received, key: 'created', render: (_v, e) => formatDate(e.createdAt) },
        {
          title: T.submissions,
          key: 'submissions',
          render: (_v, e) => (
            <>
              {e.submissionCount ?? 1}
              {e.state === 'SUPERSEDED' && <Tag style={{ marginLeft: 8 }}>{T.supersededTag}</Tag>}
              {!!e.competing?.length && <Tag style={{ marginLeft: 8 }}>{T.competingTag(e.competing.length)}</Tag>}
            </>
          ),
        },
        {
          title: T.action,
          key: 'action',
          render: (_v, e) => (
            <Button size="small" onClick={() => onOpen(e)} aria-label={`${T.show}: ${e.school.name}`}>
              {T.show}
            </Button>
          ),
        },
      ]}
    />
  );
}

/** Pending and validated registrations of the chosen school year, plus the delegate list download. */
export function ElectionsTab({ domainId, year, yearSelect }: ElectionsTabProps) {
  const elections = useDomainElectionsQuery({ domainId, year });
  const { data, isFetching } = elections;
  const [openId, setOpenId] = useState<string | null>(null);
  const all = [...(data?.pending ?? []), ...(data?.closed ?? []), ...(data?.superseded ?? [])];
  const open = all.find((e) => e._id === openId) ?? null;
  // The form opens with this domain chosen and locked, so that a school cannot file it with another one.
  const formLink = `${window.location.origin}${paths.electionRegistrationFor(domainId)}`;
  return (
    <Flex vertical gap={16}>
      <Card title={T.formLinkTitle} size="small">
        <Typography.Paragraph>{T.formLinkIntro}</Typography.Paragraph>
        <Typography.Paragraph
          data-testid="election-form-link"
          style={{ marginBottom: 0, wordBreak: 'break-all' }}
          copyable={{ text: formLink, tooltips: [T.formLinkCopy, T.formLinkCopied] }}
        >
          <Typography.Link href={formLink} target="_blank" rel="noopener">
            {formLink}
          </Typography.Link>
        </Typography.Paragraph>
      </Card>
      <Flex gap={12} wrap align="center" justify="space-between">
        <span>
          <Typography.Text strong style={{ marginRight: 8 }}>
            {T.schoolYear}
          </Typography.Text>
          {yearSelect}
        </span>
        <ExportPanel domainId={domainId} year={year} />
      </Flex>
      <QueryState isLoading={false} isError={elections.isError} onRetry={elections.refetch}>
        <Card title={T.pending} size="small">
          <ElectionTable items={data?.pending ?? []} empty={T.noPending} loading={isFetching} onOpen={(e) => setOpenId(e._id)} />
        </Card>
        <Card title={T.closed} size="small">
          <ElectionTable items={data?.closed ?? []} empty={T.noClosed} loading={isFetching} onOpen={(e) => setOpenId(e._id)} />
        </Card>
        {!!data?.superseded?.length && (
          <Card title={T.superseded} size="small">
            <ElectionTable items={data.superseded} empty="" loading={isFetching} onOpen={(e) => setOpenId(e._id)} />
          </Card>
        )}
      </QueryState>
      {open && <ElectionDetail domainId={domainId} election={open} onClose={() => setOpenId(null)} />}
    </Flex>
  );
}
