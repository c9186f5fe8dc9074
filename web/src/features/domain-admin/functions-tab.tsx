import { Flex, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type FunctionHolder, useDomainFunctionsQuery } from './api';
import { DOMAIN_ADMIN_TEXT as T } from './text';

const KIND_LABELS = { DELEGATE: 'Delegierte', SCHOOL: 'Schule' } as const;

/** Who holds which office in the school year, from validated elections (SPEC 2.6). */
export function FunctionsTab({ domainId, year, yearSelect }: { domainId: string; year: number; yearSelect: ReactNode }) {
  const { data, isFetching } = useDomainFunctionsQuery({ domainId, year });
  return (
    <Flex vertical gap={16}>
      <span>
        <Typography.Text strong style={{ marginRight: 8 }}>
          {T.schoolYear}
        </Typography.Text>
        {yearSelect}
      </span>
      <Table<FunctionHolder>
        rowKey={(p) => `${p.electionId}-${p._id}`}
        size="small"
        loading={isFetching}
        dataSource={data?.items ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: <Typography.Text>{T.noFunctions}</Typography.Text> }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          { title: 'Schule', key: 'school', render: (_v, p) => p.school.name },
          { title: 'Amt', dataIndex: 'roleLabel' },
          { title: 'Art', key: 'kind', render: (_v, p) => KIND_LABELS[p.kind] },
          { title: 'Name', key: 'name', render: (_v, p) => `${p.firstName} ${p.lastName}` },
          { title: 'Klasse', key: 'class', render: (_v, p) => p.className ?? '–' },
          { title: 'E-Mail-Adresse', dataIndex: 'mail' },
        ]}
      />
    </Flex>
  );
}
