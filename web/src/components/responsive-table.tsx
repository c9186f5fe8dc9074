import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { HTMLAttributes, TdHTMLAttributes } from 'react';
import './responsive-table.css';

/** Marks the table whose rows turn into stacked cards below 48em (see responsive-table.css). */
export const RESPONSIVE_TABLE_CLASS = 'responsive-table';

type CellProps = HTMLAttributes<HTMLElement> & TdHTMLAttributes<HTMLElement>;

/**
 * Gives every cell its column's title as `data-label`, so that a stacked card can name each value
 * (CSS cannot reach the header cell from a body cell). Columns whose title is not plain text stay unnamed.
 */
export function labelColumns<T>(columns: TableColumnsType<T> | undefined): TableColumnsType<T> | undefined {
  return columns?.map((column) => {
    if ('children' in column && column.children) return { ...column, children: labelColumns(column.children) ?? [] };
    const label = typeof column.title === 'string' || typeof column.title === 'number' ? String(column.title) : undefined;
    if (label === undefined) return column;
    const own = column.onCell;
    return {
      ...column,
      onCell: (record: T, index?: number): CellProps => ({ ...own?.(record, index), ['data-label' as string]: label }) as CellProps,
    };
  });
}

export const responsiveClassName = (className?: string) => [RESPONSIVE_TABLE_CLASS, className].filter(Boolean).join(' ');

/**
 * The one antd table of the app (PagedTable builds on it): a normal table from 48em up, stacked cards with
 * the column titles as labels below, so that the row actions stay on screen on a phone without scrolling.
 */
export function ResponsiveTable<T extends object>({ columns, className, ...table }: TableProps<T>) {
  return <Table<T> scroll={{ x: true }} {...table} className={responsiveClassName(className)} columns={labelColumns(columns)} />;
}
