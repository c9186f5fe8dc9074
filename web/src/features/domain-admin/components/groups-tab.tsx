import { EditOutlined, PlusOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import type { AdminTenant } from '#shared/admin';
import { ImportDialog } from '../../../components/group-import/import-dialog';
import { PagedTable, usePaging } from '../../../components/paged-table';
import { QueryState } from '../../../components/query-state';
import { toast } from '../../../lib/toast/toast';
import {
  type GroupType,
  useCreateDomainGroupMutation,
  useDomainGroupsQuery,
  useImportDomainGroupsMutation,
  useUpdateDomainGroupMutation,
} from '../api';
import { DOMAIN_ADMIN_TEXT as T, GROUP_TAB_TEXT, GROUPS_TEXT } from '../text';
import { GroupDialog } from './group-dialog';
import { MembersDrawer } from './members-drawer';

/** The SV or NETWORK groups of the domain: search, create, edit, import, members. */
export function GroupsTab({ domainId, type }: { domainId: string; type: GroupType }) {
  const words = GROUP_TAB_TEXT[type];
  const [text, setText] = useState('');
  const paging = usePaging();
  const [editing, setEditing] = useState<AdminTenant | 'new' | null>(null);
  const [membersOf, setMembersOf] = useState<AdminTenant | null>(null);
  const [importing, setImporting] = useState(false);
  const groups = useDomainGroupsQuery({ domainId, type, text, ...paging.query });
  const [create, creating] = useCreateDomainGroupMutation();
  const [update, updating] = useUpdateDomainGroupMutation();
  const [importGroups, importState] = useImportDomainGroupsMutation();

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap justify="space-between">
        <Input.Search
          aria-label={words.search}
          placeholder={words.search}
          allowClear
          style={{ maxWidth: 320 }}
          onSearch={(value) => {
            setText(value.trim());
            paging.reset();
          }}
        />
        <Flex gap={8} wrap>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {GROUPS_TEXT.importGroups}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {words.create}
          </Button>
        </Flex>
      </Flex>
      <QueryState isLoading={groups.isLoading} isError={groups.isError} onRetry={groups.refetch}>
        <PagedTable<AdminTenant>
          size="small"
          data={groups.data}
          paging={paging}
          loading={groups.isFetching}
          empty={<Typography.Text>{words.empty}</Typography.Text>}
          hideOnSinglePage
          columns={[
            { title: T.name, dataIndex: 'name' },
            { title: GROUPS_TEXT.open, key: 'public', render: (_v, g) => (g.isPublic ? T.yes : T.no) },
            { title: GROUPS_TEXT.members, dataIndex: 'memberCount' },
            {
              title: T.actions,
              key: 'actions',
              render: (_v, g) => (
                <Flex gap={4} wrap>
                  <Button size="small" icon={<EditOutlined />} aria-label={GROUPS_TEXT.editLabel(g.name)} onClick={() => setEditing(g)} />
                  <Button
                    size="small"
                    icon={<TeamOutlined />}
                    aria-label={GROUPS_TEXT.membersLabel(g.name)}
                    onClick={() => setMembersOf(g)}
                  />
                </Flex>
              ),
            },
          ]}
        />
      </QueryState>
      <GroupDialog
        open={editing !== null}
        title={editing === 'new' ? words.create : words.edit}
        initial={editing && editing !== 'new' ? { name: editing.name, isPublic: editing.isPublic } : undefined}
        loading={creating.isLoading || updating.isLoading}
        onClose={() => setEditing(null)}
        onSave={async (values) => {
          if (editing === 'new') await create({ domainId, type, ...values }).unwrap();
          else if (editing) await update({ domainId, tenantId: editing._id, ...values }).unwrap();
          toast.success(T.saved);
        }}
      />
      <ImportDialog
        open={importing}
        loading={importState.isLoading}
        onClose={() => setImporting(false)}
        onImport={(file) => importGroups({ domainId, type, file }).unwrap()}
      />
      {membersOf && <MembersDrawer domainId={domainId} type={type} group={membersOf} onClose={() => setMembersOf(null)} />}
    </Flex>
  );
}
