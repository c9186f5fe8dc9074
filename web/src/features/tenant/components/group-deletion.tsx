import { Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { GROUP_DELETION_TEXT } from '#shared/account-deletion';
import type { TenantSettings } from '#shared/tenant';
import { browser } from '../../../lib/browser';
import { paths } from '../../../lib/paths';
import { flashAfterReload } from '../../../lib/toast/flash';
import { useDeleteTenantMutation } from '../api';
import { GROUP_DELETION_UI_TEXT as T } from '../text';

/**
 * 'Gruppe löschen' for the group's administration (issue 26 §2): points to the group's data export first and
 * deletes only after the group's name is typed exactly.
 */
export function GroupDeletion({ tenant }: { tenant: Pick<TenantSettings, '_id' | 'name'> }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [remove, { isLoading }] = useDeleteTenantMutation();
  const matches = typed === tenant.name;

  const close = () => {
    setOpen(false);
    setTyped('');
  };
  const confirm = async () => {
    const result = await remove({ tenantId: tenant._id, name: typed });
    if ('error' in result) return;
    flashAfterReload('success', result.data.message);
    browser.load(paths.home);
  };

  return (
    <section aria-labelledby="group-deletion-title">
      <Typography.Title level={2} id="group-deletion-title" style={{ fontSize: 16 }}>
        {T.title}
      </Typography.Title>
      <Typography.Paragraph>{T.what}</Typography.Paragraph>
      <Typography.Paragraph>{T.exportFirst}</Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)}>
        {T.open}
      </Button>
      <Modal
        open={open}
        title={T.confirmTitle(tenant.name)}
        okText={T.confirm}
        okButtonProps={{ danger: true, disabled: !matches, loading: isLoading }}
        cancelText={T.cancel}
        onOk={confirm}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph>{T.typeName(tenant.name)}</Typography.Paragraph>
        <Input
          aria-label={T.nameLabel}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          status={typed && !matches ? 'error' : undefined}
          autoComplete="off"
        />
        {typed && !matches && <Typography.Text type="danger">{GROUP_DELETION_TEXT.nameMismatch}</Typography.Text>}
      </Modal>
    </section>
  );
}
