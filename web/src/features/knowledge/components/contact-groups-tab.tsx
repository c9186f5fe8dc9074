import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ContactGroupView } from '#shared/contacts';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { PagedTable, usePaging } from '../../../components/paged-table';
import { QueryState } from '../../../components/query-state';
import { useAccess } from '../../../lib/access';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { toast } from '../../../lib/toast/toast';
import { CONTACT_GROUPS_TEXT as T } from '../contact-text';
import { useContactGroupsQuery, useDeleteContactGroupMutation } from '../contacts-api';
import { ContactGroupDialog } from './contact-group-dialog';

type Editing = { group?: ContactGroupView } | null;

/** The knowledge page's 'Kontakte' tab: the group's contact groups, each opening its page; create, edit, delete. */
export function ContactGroupsTab() {
  const tenantId = useCurrentGroup()._id;
  const access = useAccess();
  const mayCreate = access.can('knowledge:create');
  const paging = usePaging();
  const groups = useContactGroupsQuery({ tenantId, ...paging.query });
  const [remove] = useDeleteContactGroupMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const confirm = useConfirm();

  const askDelete = (group: ContactGroupView) =>
    confirm.ask({
      title: T.deleteTitle(group.title),
      text: T.deleteText,
      onConfirm: async () => {
        await remove({ tenantId, contactGroupId: group._id }).unwrap();
        toast.success(T.deleted);
      },
    });

  return (
    <Flex vertical gap={16}>
      {mayCreate && (
        <Flex justify="flex-end">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
            {T.newGroup}
          </Button>
        </Flex>
      )}
      <QueryState isLoading={false} isError={groups.isError} onRetry={groups.refetch}>
        <PagedTable<ContactGroupView>
          data-testid="contact-group-list"
          data={groups.currentData ?? groups.data}
          paging={paging}
          loading={groups.isFetching}
          hideOnSinglePage
          empty={
            <EmptyState
              title={T.none}
              text={T.noneText}
              action={mayCreate ? { label: T.createFirst, onClick: () => setEditing({}) } : undefined}
            />
          }
          columns={[
            {
              key: 'title',
              title: T.columns.title,
              render: (_, group) => <Link to={paths.sv.contactGroup(group._id)}>{group.title}</Link>,
            },
            { key: 'description', title: T.columns.description, dataIndex: 'description' },
            { key: 'count', title: T.columns.count, dataIndex: 'contactCount' },
            { key: 'viewAccess', title: T.columns.viewAccess, dataIndex: 'viewAccessLabel' },
            {
              key: 'actions',
              render: (_, group) =>
                (group.mayEdit || group.mayDelete) && (
                  <Flex gap={8} justify="flex-end">
                    {group.mayEdit && (
                      <Button
                        size="small"
                        icon={<EditOutlined aria-hidden />}
                        aria-label={T.edit(group.title)}
                        onClick={() => setEditing({ group })}
                      />
                    )}
                    {group.mayDelete && (
                      <Button
                        danger
                        size="small"
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={T.delete(group.title)}
                        onClick={() => askDelete(group)}
                      />
                    )}
                  </Flex>
                ),
            },
          ]}
        />
      </QueryState>
      {editing && <ContactGroupDialog tenantId={tenantId} group={editing.group} onClose={() => setEditing(null)} />}
      {confirm.dialog}
    </Flex>
  );
}
