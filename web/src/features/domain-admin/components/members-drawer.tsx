import { MailOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, List, Select, Typography } from 'antd';
import { useState } from 'react';
import type { AdminMember, AdminTenant } from '#shared/admin';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { contactName, MemberTable, removeColumn } from '../../../components/members/member-table';
import { levelOptions, PersonDialog } from '../../../components/members/person-dialog';
import { usePaging } from '../../../components/paged-table';
import { QueryState } from '../../../components/query-state';
import { formatDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast/toast';
import {
  type GroupType,
  useAddDomainGroupMemberMutation,
  useDomainGroupInvitationsQuery,
  useDomainGroupMembersQuery,
  useInviteToDomainGroupMutation,
  useRemoveDomainGroupMemberMutation,
  useUpdateDomainGroupMemberMutation,
} from '../api';
import { DOMAIN_ADMIN_TEXT as T, MEMBERS_TEXT } from '../text';

interface MembersDrawerProps {
  domainId: string;
  type: GroupType;
  /** The group whose members are shown. */
  group: Pick<AdminTenant, '_id' | 'name'>;
  onClose: () => void;
}

/** The members of one group: list, add an account, change a role, invite an address. */
export function MembersDrawer({ domainId, type, group, onClose }: MembersDrawerProps) {
  const paging = usePaging();
  const [dialog, setDialog] = useState<'add' | 'invite' | null>(null);
  const members = useDomainGroupMembersQuery({ domainId, tenantId: group._id, ...paging.query });
  const [add, adding] = useAddDomainGroupMemberMutation();
  const [invite, inviting] = useInviteToDomainGroupMutation();
  const [update] = useUpdateDomainGroupMemberMutation();
  const [remove] = useRemoveDomainGroupMemberMutation();
  const invitations = useDomainGroupInvitationsQuery({ domainId, tenantId: group._id });

  const confirm = useConfirm();

  // The select shows the saved role until the dialog is confirmed: choosing alone changes nothing.
  const changeLevel = (member: AdminMember, level: number) => {
    const name = contactName(member.contact);
    const role = levelOptions(type).find((option) => option.value === level)?.label ?? '';
    confirm.ask({
      title: MEMBERS_TEXT.levelConfirmTitle(name),
      text: MEMBERS_TEXT.levelConfirmText(name, role, group.name),
      confirmText: MEMBERS_TEXT.levelConfirm,
      danger: false,
      onConfirm: async () => {
        await update({ domainId, tenantId: group._id, userId: member.userId, level }).unwrap();
        toast.success(MEMBERS_TEXT.levelChanged);
      },
    });
  };

  const askRemove = (member: AdminMember) => {
    const name = contactName(member.contact);
    confirm.ask({
      title: MEMBERS_TEXT.removeTitle(name, group.name),
      text: MEMBERS_TEXT.removeText,
      confirmText: MEMBERS_TEXT.remove,
      onConfirm: async () => {
        await remove({ domainId, tenantId: group._id, userId: member.userId }).unwrap();
        toast.success(MEMBERS_TEXT.removed);
      },
    });
  };

  return (
    <Drawer open title={MEMBERS_TEXT.title(group.name)} onClose={onClose} size={720} destroyOnHidden>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Button icon={<UserAddOutlined />} onClick={() => setDialog('add')}>
          {MEMBERS_TEXT.add}
        </Button>
        <Button icon={<MailOutlined />} onClick={() => setDialog('invite')}>
          {MEMBERS_TEXT.invite}
        </Button>
      </Flex>
      <QueryState isLoading={members.isLoading} isError={members.isError} onRetry={members.refetch}>
        <MemberTable
          data={members.data}
          paging={paging}
          loading={members.isFetching}
          empty={<Typography.Text>{MEMBERS_TEXT.none}</Typography.Text>}
          role={(m) => (
            <Select
              aria-label={MEMBERS_TEXT.levelLabel(contactName(m.contact))}
              value={m.level}
              style={{ minWidth: 180 }}
              options={levelOptions(type)}
              onChange={(level) => changeLevel(m, level)}
            />
          )}
          extra={[removeColumn<AdminMember>(T.action, (m) => MEMBERS_TEXT.removeLabel(contactName(m.contact)), askRemove)]}
        />
      </QueryState>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {MEMBERS_TEXT.pendingTitle(invitations.data?.total ?? 0)}
      </Typography.Title>
      <QueryState isLoading={invitations.isLoading} isError={invitations.isError} onRetry={invitations.refetch}>
        <List
          size="small"
          data-testid="pending-invitations"
          loading={invitations.isFetching}
          dataSource={invitations.data?.items ?? []}
          locale={{ emptyText: MEMBERS_TEXT.noPending }}
          renderItem={(invitation) => (
            <List.Item>
              <Typography.Text>{invitation.mail}</Typography.Text>
              <Typography.Text type="secondary">
                {MEMBERS_TEXT.pendingLine(invitation.levelLabel, formatDate(invitation.invitedAt))}
              </Typography.Text>
            </List.Item>
          )}
        />
      </QueryState>
      {confirm.dialog}
      <PersonDialog
        open={dialog === 'add'}
        title={MEMBERS_TEXT.add}
        confirmText={MEMBERS_TEXT.addConfirm}
        help={MEMBERS_TEXT.addHelp}
        levels={levelOptions(type)}
        loading={adding.isLoading}
        onClose={() => setDialog(null)}
        onSave={async (values) => {
          const answer = await add({ domainId, tenantId: group._id, ...values }).unwrap();
          // A domain administrator's add answers alike with or without an account, a moderator's is an
          // invitation: both say what happened; only the platform administration gets the member back.
          toast.success('message' in answer ? answer.message : MEMBERS_TEXT.added);
        }}
      />
      <PersonDialog
        open={dialog === 'invite'}
        title={MEMBERS_TEXT.invite}
        confirmText={MEMBERS_TEXT.invite}
        levels={levelOptions(type)}
        loading={inviting.isLoading}
        onClose={() => setDialog(null)}
        onSave={async (values) => {
          await invite({ domainId, tenantId: group._id, ...values }).unwrap();
          toast.success(MEMBERS_TEXT.invited);
        }}
      />
    </Drawer>
  );
}
