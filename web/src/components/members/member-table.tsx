import { DeleteOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import type { AdminMember } from '#shared/admin';
import type { Contact } from '#shared/auth-data';
import type { Page } from '#shared/page';
import { PagedTable, type Paging } from '../paged-table';
import { MEMBER_TABLE_TEXT as T } from './members-text';

export const contactName = (contact: Contact) => `${contact.first_name} ${contact.last_name}`;

// The columns every list of people starts with, titled alike on every screen.
export const nameColumn = <R extends { contact: Contact }>(): TableColumnType<R> => ({
  title: T.name,
  key: 'name',
  render: (_v, row) => contactName(row.contact),
});

export const mailColumn = <R extends { mail?: string }>(): TableColumnType<R> => ({ title: T.mail, key: 'mail', dataIndex: 'mail' });

/** The role cell shows the saved role's label unless the screen lets it be changed there. */
export const roleColumn = <R extends { levelLabel: string }>(
  render: (row: R) => ReactNode = (row) => row.levelLabel,
): TableColumnType<R> => ({
  title: T.role,
  key: 'level',
  render: (_v, row) => render(row),
});

interface MemberTableProps {
  data: Page<AdminMember> | undefined;
  paging: Paging;
  loading: boolean;
  empty: ReactNode;
  /** The role cell; the saved role's label unless the screen lets it be changed there. */
  role?: (member: AdminMember) => ReactNode;
  /** Columns after name, address and role, e.g. the row's actions. */
  extra?: TableColumnsType<AdminMember>;
}

/** One page of a group's members: name, address and role (the platform's group page, the domain's member drawer). */
export function MemberTable({ data, paging, loading, empty, role, extra = [] }: MemberTableProps) {
  return (
    <PagedTable<AdminMember>
      size="small"
      data={data}
      paging={paging}
      loading={loading}
      empty={empty}
      hideOnSinglePage
      columns={[nameColumn(), mailColumn(), roleColumn(role), ...extra]}
    />
  );
}

/** The column of a row's remove button; the button names whom it removes, and `onRemove` asks first. */
export function removeColumn<T extends object>(title: string, labelOf: (row: T) => string, onRemove: (row: T) => void): TableColumnType<T> {
  return {
    title,
    key: 'remove',
    render: (_v, row) => <Button size="small" danger icon={<DeleteOutlined />} aria-label={labelOf(row)} onClick={() => onRemove(row)} />,
  };
}
