import { DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { MESSAGES, TITLE_MAX_LENGTH } from '#shared/validation';
import type { RequestError } from '../../api/errors';
import { AppModal, DeleteModal } from '../../components/modal/app-modal';
import { Page } from '../../components/page';
import { toast } from '../../components/toast/toast';
import { applyServerErrors } from '../../lib/form-rules';
import { AdminNav } from './admin-nav';
import { type AdminDomain, useAdminDomainsQuery, useCreateAdminDomainMutation, useDeleteAdminDomainMutation, useUpdateAdminDomainMutation } from './api';
import { AdministratorsDrawer } from './administrators-drawer';
import { ADMIN_TEXT } from './tenant-create-dialog';

function DomainDialog({ domain, onClose }: { domain: AdminDomain | 'new'; onClose: () => void }) {
  const [form] = Form.useForm();
  const [create, creating] = useCreateAdminDomainMutation();
  const [update, updating] = useUpdateAdminDomainMutation();
  useEffect(() => {
    form.setFieldsValue(domain === 'new' ? { name: '', description: '' } : { name: domain.name, description: domain.description });
  }, [domain, form]);
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = { name: values.name.trim(), description: (values.description ?? '').trim() };
    try {
      if (domain === 'new') await create(body).unwrap();
      else await update({ id: domain._id, ...body }).unwrap();
      toast.success('Gespeichert.');
      onClose();
    } catch (error) {
      applyServerErrors(form, error as RequestError);
      // The base query has already shown the error toast (SPEC 8).
    }
  };
  return (
    <AppModal open title={domain === 'new' ? 'Domain anlegen' : 'Domain bearbeiten'} onClose={onClose} onConfirm={save} confirmLoading={creating.isLoading || updating.isLoading}>
      <Form form={form} layout="vertical">
        <Form.Item
          label="Name"
          name="name"
          rules={[
            { required: true, whitespace: true, message: ADMIN_TEXT.nameRequired },
            { max: TITLE_MAX_LENGTH, message: MESSAGES.tooLong(TITLE_MAX_LENGTH) },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Beschreibung" name="description" rules={[{ max: 2000, message: MESSAGES.tooLong(2000) }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}

/** /admin/domains: cities and districts, their groups and their administrators. */
export function AdminDomainsPage() {
  const domains = useAdminDomainsQuery();
  const [editing, setEditing] = useState<AdminDomain | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminDomain | null>(null);
  const [adminsOf, setAdminsOf] = useState<AdminDomain | null>(null);
  const [remove, removing] = useDeleteAdminDomainMutation();

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting._id).unwrap();
      toast.success('Die Domain wurde gelöscht.');
    } catch (error) {
      // 409 DOMAIN_HAS_TENANTS carries the German reason.
      // The base query has already shown the error toast (SPEC 8).
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Page
      title="Domains"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Domain anlegen
        </Button>
      }
    >
      <AdminNav />
      <Table<AdminDomain>
        rowKey="_id"
        size="small"
        loading={domains.isFetching}
        dataSource={domains.data?.items ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: <Typography.Text>Noch keine Domains.</Typography.Text> }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Beschreibung', dataIndex: 'description' },
          { title: 'Gruppen', key: 'tenants', render: (_v, d) => d.tenantCount ?? '–' },
          { title: 'Verwaltende', key: 'admins', render: (_v, d) => d.administratorCount ?? '–' },
          {
            title: 'Aktionen',
            key: 'actions',
            render: (_v, d) => (
              <Flex gap={4}>
                <Button size="small" icon={<EditOutlined />} aria-label={`${d.name} bearbeiten`} onClick={() => setEditing(d)} />
                <Button size="small" icon={<TeamOutlined />} aria-label={`Verwaltende von ${d.name}`} onClick={() => setAdminsOf(d)} />
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${d.name} löschen`} onClick={() => setDeleting(d)} />
              </Flex>
            ),
          },
        ]}
      />
      {editing && <DomainDialog domain={editing} onClose={() => setEditing(null)} />}
      <DeleteModal open={!!deleting} onClose={() => setDeleting(null)} onConfirm={onDelete} loading={removing.isLoading} />
      {adminsOf && <AdministratorsDrawer domain={adminsOf} onClose={() => setAdminsOf(null)} />}
    </Page>
  );
}
