import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Form, Input, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { INTEGRATIONS, type Integration } from '#shared/integrations';
import { MESSAGES, TITLE_MAX_LENGTH } from '#shared/validation';
import { errorMessage, type RequestError } from '../../api/errors';
import { paths } from '../../app/paths';
import { DeleteModal } from '../../components/modal/app-modal';
import { Page } from '../../components/page';
import { FullPageSpinner } from '../../components/spinner';
import { toast } from '../../components/toast/toast';
import { applyServerErrors } from '../../lib/form-rules';
import { AdminNav } from './admin-nav';
import { type AdminMember, useAdminTenantQuery, useDeleteAdminTenantMutation, useUpdateAdminTenantMutation } from './api';
import { ADMIN_TEXT } from './tenant-create-dialog';

const INTEGRATION_NAMES: Record<Integration, string> = {
  dashboard: 'SV-Profil',
  calendar: 'Kalender',
  survey: 'Umfragen',
  chat: 'Gruppenchat',
  budget: 'Finanzen',
  knowledge: 'Wissen',
  event: 'Events',
  project: 'Projekte',
};

/** /admin/tenants/{id}: settings, integrations, members and delete. */
export function AdminTenantPage() {
  const { tenantId = '' } = useParams();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState(false);
  const [form] = Form.useForm();
  const tenant = useAdminTenantQuery({ id: tenantId, page }, { skip: !tenantId });
  const [update, updating] = useUpdateAdminTenantMutation();
  const [remove, removing] = useDeleteAdminTenantMutation();
  const data = tenant.data;

  if (tenant.isLoading) return <FullPageSpinner />;
  if (!data) return <Page title="Gruppe">{tenant.error ? <Typography.Paragraph>{errorMessage(tenant.error as RequestError)}</Typography.Paragraph> : null}</Page>;

  const save = async (values: { name: string; isPublic: boolean; icalEnabled: boolean }) => {
    try {
      await update({ id: tenantId, name: values.name.trim(), isPublic: values.isPublic, icalEnabled: values.icalEnabled }).unwrap();
      toast.success('Gespeichert.');
    } catch (error) {
      applyServerErrors(form, error as RequestError);
      // The base query has already shown the error toast (SPEC 8).
    }
  };

  const toggle = async (integration: Integration, on: boolean) => {
    try {
      await update({ id: tenantId, integrations: { [integration]: on } }).unwrap();
    } catch (error) {
      // The base query has already shown the error toast (SPEC 8).
    }
  };

  const onDelete = async () => {
    try {
      await remove(tenantId).unwrap();
      toast.success('Die Gruppe wurde gelöscht.');
      navigate(paths.admin.tenants);
    } catch (error) {
      // The base query has already shown the error toast (SPEC 8).
      setDeleting(false);
    }
  };

  return (
    <Page
      title={data.name}
      extra={
        <Button danger icon={<DeleteOutlined />} onClick={() => setDeleting(true)}>
          Gruppe löschen
        </Button>
      }
    >
      <AdminNav />
      <Flex vertical gap={16}>
        <Card title="Einstellungen" size="small">
          <Descriptions size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Typ">{data.typeLabel}</Descriptions.Item>
            <Descriptions.Item label="Domain">{data.domain?.name ?? '–'}</Descriptions.Item>
            <Descriptions.Item label="Kurzcode">{data.shortcode}</Descriptions.Item>
          </Descriptions>
          <Form form={form} layout="vertical" initialValues={{ name: data.name, isPublic: data.isPublic, icalEnabled: data.icalEnabled }} onFinish={save}>
            <Form.Item
              label="Name"
              name="name"
              rules={[
                { required: true, whitespace: true, message: ADMIN_TEXT.nameRequired },
                { max: TITLE_MAX_LENGTH, message: MESSAGES.tooLong(TITLE_MAX_LENGTH) },
              ]}
            >
              <Input style={{ maxWidth: 420 }} />
            </Form.Item>
            <Flex gap={24} wrap>
              <Form.Item label="Offene Gruppe" name="isPublic" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item label="Kalender-Abo (iCal)" name="icalEnabled" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Flex>
            <Button type="primary" htmlType="submit" loading={updating.isLoading}>
              Speichern
            </Button>
          </Form>
        </Card>
        <Card title="Integrationen" size="small">
          <Flex gap={16} wrap>
            {INTEGRATIONS.map((integration) => (
              <Flex key={integration} gap={8} align="center" style={{ minWidth: 160 }}>
                <Switch
                  id={`integration-${integration}`}
                  checked={data.integrations[integration]}
                  onChange={(on) => toggle(integration, on)}
                />
                <label htmlFor={`integration-${integration}`}>{INTEGRATION_NAMES[integration]}</label>
              </Flex>
            ))}
          </Flex>
        </Card>
        <Card title={`Mitglieder (${data.members.total})`} size="small">
          <Table<AdminMember>
            rowKey="_id"
            size="small"
            loading={tenant.isFetching}
            dataSource={data.members.items}
            scroll={{ x: true }}
            locale={{ emptyText: <Typography.Text>Noch keine Mitglieder.</Typography.Text> }}
            pagination={{ current: page, pageSize: 20, total: data.members.total, onChange: setPage, hideOnSinglePage: true }}
            columns={[
              { title: 'Name', key: 'name', render: (_v, m) => `${m.contact.first_name} ${m.contact.last_name}` },
              { title: 'E-Mail-Adresse', dataIndex: 'mail' },
              { title: 'Rolle', dataIndex: 'levelLabel' },
            ]}
          />
        </Card>
      </Flex>
      <DeleteModal open={deleting} onClose={() => setDeleting(false)} onConfirm={onDelete} loading={removing.isLoading} />
    </Page>
  );
}
