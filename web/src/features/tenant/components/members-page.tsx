import { DeleteOutlined, EditOutlined, MailOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import type { AuthData } from '#shared/auth-data';
import type { Invitation, Member } from '#shared/tenant';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { EmptyState } from '../../../components/empty-state';
import { mailColumn, nameColumn, roleColumn } from '../../../components/members/member-table';
import { PersonDialog } from '../../../components/members/person-dialog';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useAccess } from '../../../lib/access';
import { browser } from '../../../lib/browser';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { selectUser } from '../../../lib/session/selectors';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { useAppSelector } from '../../../lib/state';
import { flashAfterReload } from '../../../lib/toast/flash';
import { toast } from '../../../lib/toast/toast';
import {
  useAddMemberMutation,
  useDeleteInvitationMutation,
  useGroupInvitationsQuery,
  useInviteMutation,
  useLeaveTenantMutation,
  useMembersQuery,
  useRemoveMemberMutation,
  useUpdateMemberMutation,
} from '../api';
import { mayManage, offeredLevels } from '../levels';
import { DISCOVER_TEXT, MEMBERS_TEXT, SETTINGS_TEXT, TENANT_TEXT, personName } from '../text';
import { JoinRequestsPanel } from './join-requests-panel';
import { EditLevelDialog } from './member-dialogs';
import { OfficeHoldersPage } from './office-holders-page';

type Dialog = { kind: 'add' } | { kind: 'invite' } | { kind: 'edit'; member: Member } | null;

/** Members from level 1 read the member list (`member:read`); guests read the contact persons instead. */
export function MembersPage() {
  const access = useAccess();
  return access.can('member:read') ? <MemberListPage /> : <OfficeHoldersPage />;
}

function MemberListPage() {
  const group = useCurrentGroup();
  const user = useAppSelector(selectUser) as AuthData;
  const access = useAccess();
  const tenantId = group._id;
  const canManage = access.can('member:administration');
  const levels = offeredLevels(group.type, group.permissionLevel, user.permissionLevel);
  const members = useMembersQuery({ tenantId, pageSize: 200 });
  const invitations = useGroupInvitationsQuery({ tenantId, pageSize: 200 }, { skip: !canManage });
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const [addMember, adding] = useAddMemberMutation();
  const [invite, inviting] = useInviteMutation();
  const [updateMember, updating] = useUpdateMemberMutation();
  const [removeMember] = useRemoveMemberMutation();
  const [deleteInvitation] = useDeleteInvitationMutation();
  const confirm = useConfirm();

  const [leave] = useLeaveTenantMutation();
  // Removing oneself is leaving: the dialog asks as the settings' 'Gruppe verlassen' does, and the app reloads.
  const askLeave = () =>
    confirm.ask({
      title: SETTINGS_TEXT.leaveTitle,
      text: SETTINGS_TEXT.leaveText(group.name),
      confirmText: DISCOVER_TEXT.leave,
      onConfirm: async () => {
        await leave(tenantId).unwrap();
        flashAfterReload('success', SETTINGS_TEXT.left);
        browser.load(paths.home);
      },
    });
  const askRemove = (member: Member) =>
    member.userId === user._id
      ? askLeave()
      : confirm.ask({
          title: MEMBERS_TEXT.removeTitle(personName(member), group.name),
          text: MEMBERS_TEXT.removeText,
          confirmText: MEMBERS_TEXT.remove,
          onConfirm: async () => {
            await removeMember({ tenantId, userId: member.userId }).unwrap();
            toast.success(MEMBERS_TEXT.removed);
          },
        });
  const askDeleteInvitation = (invitation: Invitation) =>
    confirm.ask({
      title: MEMBERS_TEXT.deleteInvitationTitle(invitation.mail),
      text: MEMBERS_TEXT.deleteInvitationText,
      onConfirm: async () => {
        await deleteInvitation({ tenantId, invitationId: invitation._id }).unwrap();
        toast.success(MEMBERS_TEXT.invitationDeleted);
      },
    });

  const manageable = (member: Member) => canManage && mayManage(member.level, group.permissionLevel, user.permissionLevel);

  const memberColumns = [
    nameColumn<Member>(),
    // Only those who manage members see the addresses (the API sends none to the others).
    ...(canManage ? [mailColumn<Member>()] : []),
    roleColumn<Member>(),
    { title: MEMBERS_TEXT.joinedAt, key: 'joinedAt', render: (_: unknown, member: Member) => formatDate(member.joinedAt) },
    ...(canManage
      ? [
          {
            title: TENANT_TEXT.actions,
            key: 'actions',
            render: (_: unknown, member: Member) =>
              manageable(member) && (
                <Space>
                  <Button
                    size="small"
                    icon={<EditOutlined aria-hidden />}
                    aria-label={MEMBERS_TEXT.editLabel(personName(member))}
                    onClick={() => setDialog({ kind: 'edit', member })}
                  >
                    {MEMBERS_TEXT.edit}
                  </Button>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={MEMBERS_TEXT.removeLabel(personName(member))}
                    onClick={() => askRemove(member)}
                  >
                    {MEMBERS_TEXT.remove}
                  </Button>
                </Space>
              ),
          },
        ]
      : []),
  ];

  const invitationColumns = [
    mailColumn<Invitation>(),
    roleColumn<Invitation>(),
    { title: MEMBERS_TEXT.invitedAt, key: 'invitedAt', render: (_: unknown, row: Invitation) => formatDate(row.invitedAt) },
    { title: MEMBERS_TEXT.invitedBy, key: 'invitedBy', render: (_: unknown, row: Invitation) => personName(row.invitedBy) },
    {
      title: TENANT_TEXT.actions,
      key: 'actions',
      render: (_: unknown, row: Invitation) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={MEMBERS_TEXT.deleteInvitationLabel(row.mail)}
          onClick={() => askDeleteInvitation(row)}
        />
      ),
    },
  ];

  const extra = canManage && (
    <Space wrap>
      <Button icon={<UserAddOutlined aria-hidden />} onClick={() => setDialog({ kind: 'add' })}>
        {MEMBERS_TEXT.add}
      </Button>
      <Button type="primary" icon={<MailOutlined aria-hidden />} onClick={() => setDialog({ kind: 'invite' })}>
        {MEMBERS_TEXT.invite}
      </Button>
    </Space>
  );

  return (
    <Page title={MEMBERS_TEXT.title} extra={extra}>
      {/* currentData: never the previous group's members after a switch. */}
      <QueryState isLoading={!members.currentData && members.isFetching} isError={members.isError} onRetry={members.refetch}>
        <ResponsiveTable<Member>
          rowKey="_id"
          data-testid="member-table"
          columns={memberColumns}
          dataSource={members.currentData?.items ?? []}
          pagination={false}
          scroll={{ x: true }}
          locale={{
            emptyText: (
              <EmptyState
                title={MEMBERS_TEXT.noMembers}
                text={MEMBERS_TEXT.noMembersText}
                action={canManage ? { label: MEMBERS_TEXT.inviteFirst, onClick: () => setDialog({ kind: 'invite' }) } : undefined}
              />
            ),
          }}
        />
      </QueryState>
      {canManage && (
        <Flex vertical gap={8} style={{ marginTop: 32 }}>
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
            {MEMBERS_TEXT.invitations}
          </Typography.Title>
          <QueryState
            isLoading={!invitations.currentData && invitations.isFetching}
            isError={invitations.isError}
            onRetry={invitations.refetch}
          >
            <ResponsiveTable<Invitation>
              rowKey="_id"
              data-testid="invitation-table"
              columns={invitationColumns}
              dataSource={invitations.currentData?.items ?? []}
              pagination={false}
              scroll={{ x: true }}
              locale={{
                emptyText: (
                  <EmptyState
                    title={MEMBERS_TEXT.noInvitations}
                    text={MEMBERS_TEXT.noInvitationsText}
                    action={{ label: MEMBERS_TEXT.inviteFirst, onClick: () => setDialog({ kind: 'invite' }) }}
                  />
                ),
              }}
            />
          </QueryState>
        </Flex>
      )}
      {canManage && <JoinRequestsPanel tenantId={tenantId} />}

      <PersonDialog
        open={dialog?.kind === 'add'}
        title={MEMBERS_TEXT.add}
        help={MEMBERS_TEXT.mailHelp}
        levels={levels}
        initialLevel={levels[0]?.value}
        loading={adding.isLoading}
        onClose={close}
        onSave={(values) =>
          addMember({ tenantId, ...values })
            .unwrap()
            .then((answer) =>
              toast.success('invited' in answer ? MEMBERS_TEXT.addInvited : 'message' in answer ? answer.message : MEMBERS_TEXT.added),
            )
        }
      />
      <PersonDialog
        open={dialog?.kind === 'invite'}
        title={MEMBERS_TEXT.inviteTitle}
        help={MEMBERS_TEXT.inviteHelp}
        levels={levels}
        initialLevel={levels[0]?.value}
        loading={inviting.isLoading}
        onClose={close}
        onSave={(values) =>
          invite({ tenantId, ...values })
            .unwrap()
            .then((answer) => toast.success(answer.mailSent === false ? MEMBERS_TEXT.invitationRefreshed : MEMBERS_TEXT.invited))
        }
      />
      <EditLevelDialog
        open={dialog?.kind === 'edit'}
        name={dialog?.kind === 'edit' ? personName(dialog.member) : ''}
        level={dialog?.kind === 'edit' ? dialog.member.level : undefined}
        levels={levels}
        loading={updating.isLoading}
        onClose={close}
        onSubmit={async (level) => {
          if (dialog?.kind !== 'edit') throw new Error('no member chosen');
          await updateMember({ tenantId, userId: dialog.member.userId, level }).unwrap();
          toast.success(MEMBERS_TEXT.updated);
        }}
      />
      {confirm.dialog}
    </Page>
  );
}
