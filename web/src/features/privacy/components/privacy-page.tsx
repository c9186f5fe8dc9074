import { Table, Typography } from 'antd';
import type { PrivacyCategory } from '#shared/retention';
import { QueryState } from '../../../components/query-state';
import { usePrivacyPolicyQuery } from '../api';
import { PRIVACY_TEXT as T } from '../text';

/** /datenschutz: the data categories, their periods and the person's rights, from the server's rules. */
export function PrivacyPage() {
  const policy = usePrivacyPolicyQuery();
  return (
    <article>
      <Typography.Title level={1}>{T.title}</Typography.Title>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      <QueryState isLoading={policy.isLoading} isError={policy.isError} onRetry={policy.refetch}>
        <Typography.Title level={2}>{T.periodsTitle}</Typography.Title>
        <Table<PrivacyCategory>
          size="small"
          rowKey="category"
          pagination={false}
          dataSource={policy.data?.categories}
          columns={[
            { title: T.category, dataIndex: 'label' },
            { title: T.period, dataIndex: 'periodLabel' },
            { title: T.reason, dataIndex: 'reason' },
          ]}
        />
        <Typography.Title level={2}>{T.rightsTitle}</Typography.Title>
        <Typography.Paragraph>{T.rightsIntro}</Typography.Paragraph>
        <ul>
          {policy.data?.rights.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
      </QueryState>
    </article>
  );
}
