import { EditOutlined, LockOutlined, PlusOutlined, TeamOutlined, UnlockOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { AdminTenant } from '#shared/admin';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { ImportDialog } from '../../../components/group-import/import-dialog';
import { PagedTable, usePaging } from '../../../components/paged-table';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast/toast';
import {
  type GroupType,
  useCreateDomainGroupMutation,
  useDomainGroupsQuery,
  useImportDomainGroupsMutation,
  useLiftLegalHoldMutation,
  useSetLegalHoldMutation,
  useUpdateDomainGroupMutation,
} from '../api';
import { DOMAIN_ADMIN_TEXT as T, GROUP_TAB_TEXT, GROUPS_TEXT } from '../text';
import { GroupDialog } from './group-dialog';
import { LegalHoldDialog } from './legal-hold-dialog';
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
  const [holding, setHolding] = useState<AdminTenant | null>(null);
  const [setHold, settingHold] = useSetLegalHoldMutation();
  const [liftHold] = useLiftLegalHoldMutation();
  const confirm = useConfirm();

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
              title: GROUPS_TEXT.legalHold,
              key: 'legalHold',
              render: (_v, g) =>
                g.legalHold && <Tag color="gold">{GROUPS_TEXT.legalHoldSince(formatDate(g.legalHold.since), g.legalHold.reason)}</Tag>,
            },
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
                  {g.legalHold ? (
                    <Button
                      size="small"
                      icon={<UnlockOutlined />}
                      aria-label={GROUPS_TEXT.liftLabel(g.name)}
                      onClick={() =>
                        confirm.ask({
                          title: GROUPS_TEXT.liftTitle(g.name),
                          text: GROUPS_TEXT.liftText,
                          confirmText: GROUPS_TEXT.liftConfirm,
                          onConfirm: async () => {
                            await liftHold({ domainId, tenantId: g._id }).unwrap();
                            toast.success(GROUPS_TEXT.lifted);
                          },
                        })
                      }
                    />
                  ) : (
                    <Button size="small" icon={<LockOutlined />} aria-label={GROUPS_TEXT.holdLabel(g.name)} onClick={() => setHolding(g)} />
                  )}
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
      <LegalHoldDialog
        group={holding}
        loading={settingHold.isLoading}
        onClose={() => setHolding(null)}
        onSave={async ({ reason }) => {
          if (!holding) return;
          await setHold({ domainId, tenantId: holding._id, reason }).unwrap();
          toast.success(GROUPS_TEXT.holdSet);
        }}
      />
      {confirm.dialog}
      {membersOf && <MembersDrawer domainId={domainId} type={type} group={membersOf} onClose={() => setMembersOf(null)} />}
    </Flex>
  );
}
