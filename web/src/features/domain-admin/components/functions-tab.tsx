import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { FunctionHolder } from '#shared/election';
import { QueryState } from '../../../components/query-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useDomainFunctionsQuery } from '../api';
import { DOMAIN_ADMIN_TEXT as T, FUNCTION_KIND_LABELS } from '../text';

/** Who holds which office in the school year, from validated elections (SPEC 2.6). */
export function FunctionsTab({ domainId, year, yearSelect }: { domainId: string; year: number; yearSelect: ReactNode }) {
  const functions = useDomainFunctionsQuery({ domainId, year });
  const { data, isFetching } = functions;
  return (
    <Flex vertical gap={16}>
      <span>
        <Typography.Text strong style={{ marginRight: 8 }}>
          {T.schoolYear}
        </Typography.Text>
        {yearSelect}
      </span>
      <QueryState isLoading={false} isError={functions.isError} onRetry={functions.refetch}>
        <ResponsiveTable<FunctionHolder>
          rowKey={(p) => `${p.electionId}-${p._id}`}
          size="small"
          loading={isFetching}
          dataSource={data?.items ?? []}
          scroll={{ x: true }}
          locale={{ emptyText: <Typography.Text>{T.noFunctions}</Typography.Text> }}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { title: T.school, key: 'school', render: (_v, p) => p.school.name },
            { title: T.office, dataIndex: 'roleLabel' },
            { title: T.kind, key: 'kind', render: (_v, p) => FUNCTION_KIND_LABELS[p.kind] },
            { title: T.name, key: 'name', render: (_v, p) => `${p.firstName} ${p.lastName}` },
            { title: T.className, key: 'class', render: (_v, p) => p.className ?? '–' },
            { title: T.mail, dataIndex: 'mail' },
          ]}
        />
      </QueryState>
    </Flex>
  );
}
