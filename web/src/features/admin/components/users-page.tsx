import { Button, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { AdminUser } from '#shared/auth-data';
import { PLATFORM_LEVEL_LABELS, PlatformLevel, platformLevelLabel } from '#shared/levels';
import { useConfirm } from '../../../components/confirm/confirm-action';
import { ForbiddenPage } from '../../../components/error-pages/lazy-error-pages';
import { contactName, mailColumn, nameColumn } from '../../../components/members/member-table';
import { PagedTable, usePaging } from '../../../components/paged-table';
import { formatDate } from '../../../lib/dates';
import { selectUser } from '../../../lib/session/selectors';
import { useAppSelector } from '../../../lib/state';
import { toast } from '../../../lib/toast/toast';
import { useAdminUsersQuery } from '../api';
import { ADMIN_TEXT, USERS_TEXT } from '../text';
import { AdminPage, ReadsState } from './admin-page';
import { useIsPlatformAdministrator } from './queue-link';
import { useDeleteAdminUserMutation, useUpdateAdminUserMutation } from './reports-api';
import { ACCOUNT_TEXT } from './reports-text';

const LEVEL_OPTIONS = (Object.keys(PLATFORM_LEVEL_LABELS) as unknown as PlatformLevel[]).map((level) => ({
  value: Number(level),
  label: PLATFORM_LEVEL_LABELS[level],
}));

/** /admin/users: every account, with search (platform administrators). */
export function AdminUsersPage() {
  return useIsPlatformAdministrator() ? <UserList /> : <ForbiddenPage />;
}

function UserList() {
  const [text, setText] = useState('');
  const paging = usePaging();
  const users = useAdminUsersQuery({ text, ...paging.query });
  const me = useAppSelector(selectUser);
  const confirm = useConfirm();
  const [update] = useUpdateAdminUserMutation();
  const [remove] = useDeleteAdminUserMutation();
  // The list has no cache tag of its own: it reads again after a change.
  const save = (user: AdminUser, change: { permissionLevel?: number; suspended?: boolean }, done: string) =>
    update({ userId: user._id, ...change })
      .unwrap()
      .then(() => {
        toast.success(done);
        void users.refetch();
      });
  // A new platform level loses nothing, but one click would save it: confirmed first (docs/ui-patterns.md 1).
  const askLevel = (user: AdminUser, level: number) =>
    confirm.ask({
      title: ACCOUNT_TEXT.levelTitle(contactName(user.contact), platformLevelLabel(level)),
      text: ACCOUNT_TEXT.levelText,
      confirmText: ACCOUNT_TEXT.levelConfirm,
      danger: false,
      onConfirm: () => save(user, { permissionLevel: level }, ACCOUNT_TEXT.levelSaved),
    });
  const askLift = (user: AdminUser) =>
    confirm.ask({
      title: ACCOUNT_TEXT.liftTitle(contactName(user.contact)),
      text: ACCOUNT_TEXT.liftText,
      confirmText: ACCOUNT_TEXT.lift,
      danger: false,
      onConfirm: () => save(user, { suspended: false }, ACCOUNT_TEXT.lifted),
    });
  const askRemove = (user: AdminUser) =>
    confirm.ask({
      title: ACCOUNT_TEXT.removeTitle(contactName(user.contact)),
      text: ACCOUNT_TEXT.removeText,
      confirmText: ACCOUNT_TEXT.removeConfirm,
      danger: true,
      onConfirm: () =>
        remove({ userId: user._id })
          .unwrap()
          .then(() => {
            toast.success(ACCOUNT_TEXT.removed);
            void users.refetch();
          }),
    });
  return (
    <AdminPage title={USERS_TEXT.title} reads={[users]}>
      <Input.Search
        aria-label={USERS_TEXT.search}
        placeholder={USERS_TEXT.search}
        allowClear
        style={{ maxWidth: 320, marginBottom: 12 }}
        onSearch={(value) => {
          setText(value.trim());
          paging.reset();
        }}
      />
      <ReadsState reads={[users]}>
        <PagedTable<AdminUser>
          size="small"
          data={users.data}
          paging={paging}
          loading={users.isFetching}
          empty={<Typography.Text>{USERS_TEXT.none}</Typography.Text>}
          columns={[
            nameColumn(),
            mailColumn(),
            {
              title: ACCOUNT_TEXT.level,
              key: 'level',
              render: (_v, u) =>
                u._id === me?._id ? (
                  platformLevelLabel(u.permissionLevel)
                ) : (
                  <Select
                    size="small"
                    aria-label={ACCOUNT_TEXT.levelOf(contactName(u.contact))}
                    value={u.permissionLevel}
                    options={LEVEL_OPTIONS}
                    popupMatchSelectWidth={false}
                    style={{ minWidth: 170 }}
                    onChange={(level) => askLevel(u, level)}
                  />
                ),
            },
            {
              title: ACCOUNT_TEXT.status,
              key: 'suspended',
              render: (_v, u) =>
                u.suspended ? (
                  <>
                    <Tag color="red">{ACCOUNT_TEXT.suspended}</Tag>
                    <Button size="small" onClick={() => askLift(u)} aria-label={ACCOUNT_TEXT.liftLabel(contactName(u.contact))}>
                      {ACCOUNT_TEXT.lift}
                    </Button>
                  </>
                ) : (
                  <Tag color="green">{ACCOUNT_TEXT.active}</Tag>
                ),
            },
            {
              title: USERS_TEXT.verified,
              key: 'verified',
              render: (_v, u) => <Tag color={u.verified ? 'green' : 'default'}>{u.verified ? ADMIN_TEXT.yes : ADMIN_TEXT.no}</Tag>,
            },
            { title: USERS_TEXT.created, key: 'created', render: (_v, u) => formatDate(u.createdAt) },
            {
              title: '',
              key: 'remove',
              render: (_v, u) =>
                u._id === me?._id ? null : (
                  <Button size="small" danger onClick={() => askRemove(u)} aria-label={ACCOUNT_TEXT.removeLabel(contactName(u.contact))}>
                    {ACCOUNT_TEXT.remove}
                  </Button>
                ),
            },
          ]}
        />
      </ReadsState>
      {confirm.dialog}
    </AdminPage>
  );
}
