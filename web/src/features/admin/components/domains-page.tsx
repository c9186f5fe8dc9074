import { DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import type { AdminDomain } from '#shared/admin';
import { MESSAGES } from '#shared/validation';
import { EmptyState } from '../../../components/empty-state';
import { GroupNameItem } from '../../../components/group-form/group-fields';
import { AppModal, DeleteModal } from '../../../components/modal/app-modal';
import { ResponsiveTable } from '../../../components/responsive-table';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useAdminDomainsQuery, useCreateAdminDomainMutation, useDeleteAdminDomainMutation, useUpdateAdminDomainMutation } from '../api';
import { ADMIN_TEXT, DOMAINS_TEXT } from '../text';
import { AdminPage, ReadsState } from './admin-page';
import { AdministratorsDrawer } from './administrators-drawer';

function DomainDialog({ domain, onClose }: { domain: AdminDomain | 'new'; onClose: () => void }) {
  const [form] = Form.useForm();
  const [create, creating] = useCreateAdminDomainMutation();
  const [update, updating] = useUpdateAdminDomainMutation();
  const submit = useFormMutation(form, (body: { name: string; description: string }) =>
    domain === 'new' ? create(body).unwrap() : update({ id: domain._id, ...body }).unwrap(),
  );
  // Mounted per opening (see below), so the form starts from the chosen domain.
  const initial = domain === 'new' ? { name: '', description: '' } : { name: domain.name, description: domain.description };
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = { name: values.name.trim(), description: (values.description ?? '').trim() };
    if (!(await submit(body)).ok) return;
    toast.success(ADMIN_TEXT.saved);
    onClose();
  };
  return (
    <AppModal
      open
      title={domain === 'new' ? DOMAINS_TEXT.create : DOMAINS_TEXT.edit}
      onClose={onClose}
      onConfirm={save}
      confirmLoading={creating.isLoading || updating.isLoading}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <GroupNameItem />
        <Form.Item label={DOMAINS_TEXT.description} name="description" rules={[{ max: 2000, message: MESSAGES.tooLong(2000) }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}

/** /admin/domains: cities and districts, their groups and their administrators. */
export function AdminDomainsPage() {
  const [text, setText] = useState('');
  const domains = useAdminDomainsQuery(text ? { text } : undefined);
  const [editing, setEditing] = useState<AdminDomain | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminDomain | null>(null);
  const [adminsOf, setAdminsOf] = useState<AdminDomain | null>(null);
  const [remove, removing] = useDeleteAdminDomainMutation();

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting._id).unwrap();
      toast.success(DOMAINS_TEXT.deleted);
    } catch {
      // 409 DOMAIN_HAS_TENANTS carries the German reason.
      // The base query has already shown the error toast (SPEC 8).
    } finally {
      setDeleting(null);
    }
  };

  return (
    <AdminPage
      title={DOMAINS_TEXT.title}
      reads={[domains]}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {DOMAINS_TEXT.create}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{DOMAINS_TEXT.intro}</Typography.Paragraph>
      <Input.Search
        aria-label={DOMAINS_TEXT.search}
        placeholder={DOMAINS_TEXT.search}
        allowClear
        style={{ maxWidth: 280, marginBottom: 12 }}
        onSearch={(value) => setText(value.trim())}
      />
      <ReadsState reads={[domains]}>
        <ResponsiveTable<AdminDomain>
          rowKey="_id"
          size="small"
          loading={domains.isFetching}
          dataSource={domains.data?.items ?? []}
          scroll={{ x: true }}
          locale={{
            emptyText: text ? (
              <EmptyState title={DOMAINS_TEXT.noHits} />
            ) : (
              <EmptyState title={DOMAINS_TEXT.none} action={{ label: DOMAINS_TEXT.create, onClick: () => setEditing('new') }} />
            ),
          }}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { title: ADMIN_TEXT.name, dataIndex: 'name' },
            { title: DOMAINS_TEXT.description, dataIndex: 'description' },
            { title: DOMAINS_TEXT.groups, key: 'tenants', render: (_v, d) => d.tenantCount ?? '–' },
            { title: DOMAINS_TEXT.administrators, key: 'admins', render: (_v, d) => d.administratorCount ?? '–' },
            {
              title: ADMIN_TEXT.actions,
              key: 'actions',
              render: (_v, d) => (
                <Flex gap={4}>
                  <Button size="small" icon={<EditOutlined />} aria-label={DOMAINS_TEXT.editLabel(d.name)} onClick={() => setEditing(d)} />
                  <Button
                    size="small"
                    icon={<TeamOutlined />}
                    aria-label={DOMAINS_TEXT.administratorsLabel(d.name)}
                    onClick={() => setAdminsOf(d)}
                  />
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={DOMAINS_TEXT.deleteLabel(d.name)}
                    onClick={() => setDeleting(d)}
                  />
                </Flex>
              ),
            },
          ]}
        />
      </ReadsState>
      {editing && <DomainDialog domain={editing} onClose={() => setEditing(null)} />}
      <DeleteModal open={!!deleting} onClose={() => setDeleting(null)} onConfirm={onDelete} loading={removing.isLoading} />
      {adminsOf && <AdministratorsDrawer domain={adminsOf} onClose={() => setAdminsOf(null)} />}
    </AdminPage>
  );
}
