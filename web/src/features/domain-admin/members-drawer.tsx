import { MailOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { toast } from '../../components/toast/toast';
import {
  type AdminGroup,
  type AdminMember,
  type GroupType,
  useAddDomainGroupMemberMutation,
  useDomainGroupMembersQuery,
  useInviteToDomainGroupMutation,
  useUpdateDomainGroupMemberMutation,
} from './api';
import { levelOptions, PersonDialog } from './person-dialog';

interface MembersDrawerProps {
  domainId: string;
  type: GroupType;
  group: AdminGroup;
  onClose: () => void;
}

/** The members of one group: list, add an account, change a role, invite an address. */
export function MembersDrawer({ domainId, type, group, onClose }: MembersDrawerProps) {
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<'add' | 'invite' | null>(null);
  const members = useDomainGroupMembersQuery({ domainId, tenantId: group._id, page });
  const [add, adding] = useAddDomainGroupMemberMutation();
  const [invite, inviting] = useInviteToDomainGroupMutation();
  const [update] = useUpdateDomainGroupMemberMutation();

  const changeLevel = async (member: AdminMember, level: number) => {
    try {
      await update({ domainId, tenantId: group._id, userId: member.userId, level }).unwrap();
      toast.success('Die Rolle wurde geändert.');
    } catch (error) {
      // The base query has already shown the error toast (SPEC 8).
    }
  };

  return (
    <Drawer open title={`Mitglieder: ${group.name}`} onClose={onClose} size={720} destroyOnHidden>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Button icon={<UserAddOutlined />} onClick={() => setDialog('add')}>
          Mitglied hinzufügen
        </Button>
        <Button icon={<MailOutlined />} onClick={() => setDialog('invite')}>
          Einladen
        </Button>
      </Flex>
      <Table<AdminMember>
        rowKey="_id"
        size="small"
        loading={members.isFetching}
        dataSource={members.data?.items ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: <Typography.Text>Noch keine Mitglieder.</Typography.Text> }}
        pagination={{ current: page, total: members.data?.total ?? 0, pageSize: 20, onChange: setPage, hideOnSinglePage: true }}
        columns={[
          { title: 'Name', key: 'name', render: (_v, m) => `${m.contact.first_name} ${m.contact.last_name}` },
          { title: 'E-Mail-Adresse', dataIndex: 'mail' },
          {
            title: 'Rolle',
            key: 'level',
            render: (_v, m) => (
              <Select
                aria-label={`Rolle von ${m.contact.first_name} ${m.contact.last_name}`}
                value={m.level}
                style={{ minWidth: 180 }}
                options={levelOptions(type)}
                onChange={(level) => changeLevel(m, level)}
              />
            ),
          },
        ]}
      />
      <PersonDialog
        open={dialog === 'add'}
        title="Mitglied hinzufügen"
        confirmText="Hinzufügen"
        type={type}
        loading={adding.isLoading}
        onClose={() => setDialog(null)}
        onSave={async (values) => {
          await add({ domainId, tenantId: group._id, ...values }).unwrap();
          toast.success('Das Mitglied wurde hinzugefügt.');
        }}
      />
      <PersonDialog
        open={dialog === 'invite'}
        title="Einladen"
        confirmText="Einladen"
        type={type}
        loading={inviting.isLoading}
        onClose={() => setDialog(null)}
        onSave={async (values) => {
          await invite({ domainId, tenantId: group._id, ...values }).unwrap();
          toast.success('Die Einladung wurde verschickt.');
        }}
      />
    </Drawer>
  );
}
