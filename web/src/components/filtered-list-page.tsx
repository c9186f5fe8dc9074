import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import type { Page as ListPage } from '#shared/page';
import { ListSearch, type ListSearchProps } from './list-search';
import { Page } from './page';
import { PagedTable, type PagedTableProps, type Paging } from './paged-table';
import { QueryState } from './query-state';

export interface FilteredListPageProps<T> {
  title: string;
  /** The primary "new" button beside the heading; left out when the user may not create. */
  create?: { label: string; onClick: () => void };
  /** A control before the search that picks which part of the list is shown, e.g. the accounting year. */
  scope?: ReactNode;
  search: ListSearchProps;
  /** Controls after the search, e.g. a segmented state filter. */
  filters?: ReactNode;
  /** Shown between the filter row and the table, e.g. the figures of the chosen year. */
  summary?: ReactNode;
  /** The list query's state; an RTK Query hook result fits as it is. */
  query: { currentData?: ListPage<T>; isFetching: boolean; isError: boolean; refetch: () => void };
  paging: Paging;
  /** The table's test id, e.g. 'event-list'. */
  testId: string;
  empty: ReactNode;
  columns: PagedTableProps<T>['columns'];
  /** Rendered after the table, e.g. the create dialog while it is open. */
  dialog?: ReactNode;
}

/** A screen listing a group's items: heading with a "new" button, search and filters, then a paged table. */
export function FilteredListPage<T extends object>(props: FilteredListPageProps<T>) {
  const { title, create, scope, search, filters, summary, query, paging, testId, empty, columns, dialog } = props;
  return (
    <Page
      title={title}
      extra={
        create && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={create.onClick}>
            {create.label}
          </Button>
        )
      }
    >
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        {scope}
        <ListSearch {...search} />
        {filters}
      </Flex>
      {summary}
      {/* The table shows its own spinner, so only the error state is QueryState's. */}
      <QueryState isLoading={false} isError={query.isError} onRetry={query.refetch}>
        <PagedTable<T>
          data-testid={testId}
          data={query.currentData}
          paging={paging}
          loading={query.isFetching}
          empty={empty}
          hideOnSinglePage
          columns={columns}
        />
      </QueryState>
      {dialog}
    </Page>
  );
}
