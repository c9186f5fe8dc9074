import { EditOutlined, PlusOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { ImportDialog } from '../../components/group-import/import-dialog';
import { toast } from '../../components/toast/toast';
import {
  type AdminGroup,
  type GroupType,
  useCreateDomainGroupMutation,
  useDomainGroupsQuery,
  useImportDomainGroupsMutation,
  useUpdateDomainGroupMutation,
} from './api';
import { GroupDialog } from './group-dialog';
import { MembersDrawer } from './members-drawer';

const WORDS = {
  SV: { search: 'Schulen durchsuchen', create: 'Schule anlegen', edit: 'Schule bearbeiten', empty: 'Keine Schulen gefunden.' },
  NETWORK: { search: 'Netzwerke durchsuchen', create: 'Netzwerk anlegen', edit: 'Netzwerk bearbeiten', empty: 'Keine Netzwerke gefunden.' },
} as const;

/** The SV or NETWORK groups of the domain: search, create, edit, import, members. */
export function GroupsTab({ domainId, type }: { domainId: string; type: GroupType }) {
  const words = WORDS[type];
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminGroup | 'new' | null>(null);
  const [membersOf, setMembersOf] = useState<AdminGroup | null>(null);
  const [importing, setImporting] = useState(false);
  const groups = useDomainGroupsQuery({ domainId, type, text, page });
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
            setPage(1);
          }}
        />
        <Flex gap={8} wrap>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            Importieren
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {words.create}
          </Button>
        </Flex>
      </Flex>
      <Table<AdminGroup>
        rowKey="_id"
        size="small"
        loading={groups.isFetching}
        dataSource={groups.data?.items ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: <Typography.Text>{words.empty}</Typography.Text> }}
        pagination={{ current: page, pageSize: 20, total: groups.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Offen', key: 'public', render: (_v, g) => (g.isPublic ? 'Ja' : 'Nein') },
          { title: 'Mitglieder', dataIndex: 'memberCount' },
          {
            title: 'Aktionen',
            key: 'actions',
            render: (_v, g) => (
              <Flex gap={4} wrap>
                <Button size="small" icon={<EditOutlined />} aria-label={`${g.name} bearbeiten`} onClick={() => setEditing(g)} />
                <Button size="small" icon={<TeamOutlined />} aria-label={`Mitglieder von ${g.name}`} onClick={() => setMembersOf(g)} />
              </Flex>
            ),
          },
        ]}
      />
      <GroupDialog
        open={editing !== null}
        title={editing === 'new' ? words.create : words.edit}
        initial={editing && editing !== 'new' ? { name: editing.name, isPublic: editing.isPublic } : undefined}
        loading={creating.isLoading || updating.isLoading}
        onClose={() => setEditing(null)}
        onSave={async (values) => {
          if (editing === 'new') await create({ domainId, type, ...values }).unwrap();
          else if (editing) await update({ domainId, tenantId: editing._id, ...values }).unwrap();
          toast.success('Gespeichert.');
        }}
      />
      <ImportDialog
        open={importing}
        loading={importState.isLoading}
        onClose={() => setImporting(false)}
        onImport={async (file) => {
          try {
            return await importGroups({ domainId, type, file }).unwrap();
          } catch (error) {
            // The base query has already shown the error toast (SPEC 8).
            throw error;
          }
        }}
      />
      {membersOf && <MembersDrawer domainId={domainId} type={type} group={membersOf} onClose={() => setMembersOf(null)} />}
    </Flex>
  );
}
