import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import type { ContactPage, ContactSortField, ContactView } from '#shared/contacts';
import type { Paging } from '../../../components/paged-table';
import { PagedTable } from '../../../components/paged-table';
import { contactAddress, contactName } from '../contact-form';
import { CONTACT_TEXT as T } from '../contact-text';

export type ContactSort = ContactSortField | `-${ContactSortField}`;

export interface ContactTableProps {
  data: ContactPage | undefined;
  paging: Paging;
  loading: boolean;
  empty: ReactNode;
  sort: ContactSort;
  onSort: (sort: ContactSort) => void;
  /** Left out without the right to change contacts: no action column. */
  onEdit?: (contact: ContactView) => void;
  onDelete?: (contact: ContactView) => void;
}

const order = (sort: ContactSort, field: ContactSortField) =>
  sort === field ? ('ascend' as const) : sort === `-${field}` ? ('descend' as const) : null;

/** One page of a contact group's contacts, sortable by name and city on the server; cards on phones. */
export function ContactTable({ data, paging, loading, empty, sort, onSort, onEdit, onDelete }: ContactTableProps) {
  const label = (contact: ContactView) => contactName(contact, T.unnamed);
  return (
    <PagedTable<ContactView>
      data-testid="contact-table"
      data={data}
      paging={paging}
      loading={loading}
      empty={empty}
      hideOnSinglePage
      size="small"
      onChange={(_pagination, _filters, sorter, extra) => {
        // The pager has its own handler (PagedTable); only a click on a sortable header changes the order.
        if (extra.action !== 'sort') return;
        const { columnKey, order: direction } = sorter as SorterResult<ContactView>;
        const field = (columnKey === 'name' ? 'lastName' : columnKey) as ContactSortField;
        onSort(direction ? (direction === 'descend' ? `-${field}` : field) : 'lastName');
      }}
      columns={[
        {
          key: 'name',
          title: T.name,
          sorter: true,
          sortOrder: order(sort, 'lastName'),
          render: (_, contact) => label(contact),
        },
        { key: 'organisation', title: T.fields.organisation, dataIndex: 'organisation' },
        {
          key: 'mail',
          title: T.fields.mail,
          sorter: true,
          sortOrder: order(sort, 'mail'),
          render: (_, contact) => contact.mail && <Typography.Link href={`mailto:${contact.mail}`}>{contact.mail}</Typography.Link>,
        },
        { key: 'phone', title: T.fields.phone, dataIndex: 'phone' },
        {
          key: 'city',
          title: T.address,
          sorter: true,
          sortOrder: order(sort, 'city'),
          render: (_, contact) => contactAddress(contact),
        },
        { key: 'description', title: T.fields.description, dataIndex: 'description' },
        ...(onEdit && onDelete
          ? [
              {
                key: 'actions',
                render: (_: unknown, contact: ContactView) => (
                  <Flex gap={8} justify="flex-end">
                    <Button
                      size="small"
                      icon={<EditOutlined aria-hidden />}
                      aria-label={T.edit(label(contact))}
                      onClick={() => onEdit(contact)}
                    />
                    <Button
                      danger
                      size="small"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={T.delete(label(contact))}
                      onClick={() => onDelete(contact)}
                    />
                  </Flex>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
