import type { TableProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import type { Page } from '#shared/page';
import type { PageQuery } from '../lib/api/params';
import { ResponsiveTable } from './responsive-table';

/** Rows per page of every server-paged table. */
export const TABLE_PAGE_SIZE = 20;

export interface Paging {
  page: number;
  pageSize: number;
  /** What the list query sends: `{ page, pageSize }`. */
  query: PageQuery;
  setPage: (page: number) => void;
  /** Back to page 1, e.g. when a search or filter changes. */
  reset: () => void;
}

/** The page state of one paged table; pass `paging.query` to the list query and `paging` to the table. */
export function usePaging(pageSize: number = TABLE_PAGE_SIZE): Paging {
  const [page, setPage] = useState(1);
  return useMemo(() => ({ page, pageSize, query: { page, pageSize }, setPage, reset: () => setPage(1) }), [page, pageSize]);
}

export interface PagedTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading' | 'locale'> {
  /** The server's answer; undefined while the first page is on its way. */
  data: Page<T> | undefined;
  paging: Paging;
  loading: boolean;
  /** What the table says when the page holds no rows. */
  empty: ReactNode;
  /** Leaves the pager out when everything fits on one page. */
  hideOnSinglePage?: boolean;
}

/**
 * An antd table over one page of a server list. The pager's words come from antd's German locale (set in the
 * providers); the page size is fixed, since the server caps it and a changer would only confuse. Below 48em
 * the rows become stacked cards (ResponsiveTable).
 */
export function PagedTable<T extends object>({ data, paging, loading, empty, hideOnSinglePage = false, ...table }: PagedTableProps<T>) {
  return (
    <ResponsiveTable<T>
      rowKey="_id"
      {...table}
      loading={loading}
      dataSource={data?.items ?? []}
      locale={{ emptyText: empty }}
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total: data?.total ?? 0,
        onChange: paging.setPage,
        showSizeChanger: false,
        hideOnSinglePage,
      }}
    />
  );
}
