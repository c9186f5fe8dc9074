import { DeleteOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Form, Input, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { INTEGRATION_LABELS, INTEGRATIONS, type Integration } from '#shared/integrations';
import { MESSAGES, TITLE_MAX_LENGTH } from '#shared/validation';
import { errorMessage, type RequestError } from '../../../api/errors';
import { paths } from '../../../app/paths';
import { DeleteModal } from '../../../components/modal/app-modal';
import { Page } from '../../../components/page';
import { PagedTable, usePaging } from '../../../components/paged-table';
import { FullPageSpinner } from '../../../components/spinner';
import { toast } from '../../../components/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import {
  type AdminMember,
  useAdminTenantQuery,
  useDeleteAdminTenantMutation,
  useInviteToAdminTenantMutation,
  useUpdateAdminTenantMutation,
} from '../api';
import { ADMIN_TEXT, TENANT_TEXT } from '../text';
import { InviteDialog } from './invite-dialog';
import { QueueLink } from './queue-link';

/** /admin/tenants/{id}: settings, integrations, members and delete. */
export function AdminTenantPage() {
  const { tenantId = '' } = useParams();
  const navigate = useNavigate();
  const paging = usePaging();
  const [deleting, setDeleting] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [invite, inviteState] = useInviteToAdminTenantMutation();
  const [form] = Form.useForm();
  const tenant = useAdminTenantQuery({ id: tenantId, ...paging.query }, { skip: !tenantId });
  const [update, updating] = useUpdateAdminTenantMutation();
  const saveSettings = useFormMutation(form, update);
  const [remove, removing] = useDeleteAdminTenantMutation();
  const data = tenant.data;

  if (tenant.isLoading) return <FullPageSpinner />;
  if (!data)
    return (
      <Page title={TENANT_TEXT.fallbackTitle}>
        {tenant.error ? <Typography.Paragraph>{errorMessage(tenant.error as RequestError)}</Typography.Paragraph> : null}
      </Page>
    );

  const save = async (values: { name: string; isPublic: boolean; icalEnabled: boolean }) => {
    const result = await saveSettings({
      id: tenantId,
      name: values.name.trim(),
      isPublic: values.isPublic,
      icalEnabled: values.icalEnabled,
    });
    if (result.ok) toast.success(ADMIN_TEXT.saved);
  };

  const toggle = async (integration: Integration, on: boolean) => {
    try {
      await update({ id: tenantId, integrations: { [integration]: on } }).unwrap();
    } catch {
      // The base query has already shown the error toast (SPEC 8).
    }
  };

  const onDelete = async () => {
    try {
      await remove(tenantId).unwrap();
      toast.success(TENANT_TEXT.deleted);
      navigate(paths.admin.tenants);
    } catch {
      // The base query has already shown the error toast (SPEC 8).
      setDeleting(false);
    }
  };

  return (
    <Page
      title={data.name}
      extra={
        <Button danger icon={<DeleteOutlined />} onClick={() => setDeleting(true)}>
          {TENANT_TEXT.delete}
        </Button>
      }
    >
      <QueueLink />
      <Flex vertical gap={16}>
        <Card title={TENANT_TEXT.settings} size="small">
          <Descriptions size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={ADMIN_TEXT.type}>{data.typeLabel}</Descriptions.Item>
            <Descriptions.Item label={ADMIN_TEXT.domain}>{data.domain?.name ?? '–'}</Descriptions.Item>
            <Descriptions.Item label={TENANT_TEXT.shortcode}>{data.shortcode}</Descriptions.Item>
          </Descriptions>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ name: data.name, isPublic: data.isPublic, icalEnabled: data.icalEnabled }}
            onFinish={save}
          >
            <Form.Item
              label={ADMIN_TEXT.name}
              name="name"
              rules={[
                { required: true, whitespace: true, message: ADMIN_TEXT.nameRequired },
                { max: TITLE_MAX_LENGTH, message: MESSAGES.tooLong(TITLE_MAX_LENGTH) },
              ]}
            >
              <Input style={{ maxWidth: 420 }} />
            </Form.Item>
            <Flex gap={24} wrap>
              <Form.Item label={ADMIN_TEXT.openGroup} name="isPublic" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item label={TENANT_TEXT.ical} name="icalEnabled" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Flex>
            <Button type="primary" htmlType="submit" loading={updating.isLoading}>
              {ADMIN_TEXT.save}
            </Button>
          </Form>
        </Card>
        <Card title={TENANT_TEXT.integrations} size="small">
          <Flex gap={16} wrap>
            {INTEGRATIONS.map((integration) => (
              <Flex key={integration} gap={8} align="center" style={{ minWidth: 160 }}>
                <Switch
                  id={`integration-${integration}`}
                  checked={data.integrations[integration]}
                  onChange={(on) => toggle(integration, on)}
                />
                <label htmlFor={`integration-${integration}`}>{INTEGRATION_LABELS[integration]}</label>
              </Flex>
            ))}
          </Flex>
        </Card>
        <Card
          title={TENANT_TEXT.members(data.members.total)}
          size="small"
          extra={
            // A new group has nobody to invite its members: the platform invites its first administrator.
            <Button size="small" icon={<MailOutlined />} onClick={() => setInviting(true)}>
              {data.members.total === 0 ? TENANT_TEXT.inviteFirst : TENANT_TEXT.invite}
            </Button>
          }
        >
          <PagedTable<AdminMember>
            size="small"
            data={data.members}
            paging={paging}
            loading={tenant.isFetching}
            empty={<Typography.Text>{ADMIN_TEXT.noMembers}</Typography.Text>}
            hideOnSinglePage
            columns={[
              { title: ADMIN_TEXT.name, key: 'name', render: (_v, m) => `${m.contact.first_name} ${m.contact.last_name}` },
              { title: ADMIN_TEXT.mail, dataIndex: 'mail' },
              { title: ADMIN_TEXT.role, dataIndex: 'levelLabel' },
            ]}
          />
        </Card>
      </Flex>
      <InviteDialog
        open={inviting}
        title={data.members.total === 0 ? TENANT_TEXT.inviteFirst : TENANT_TEXT.invite}
        type={data.type}
        loading={inviteState.isLoading}
        onClose={() => setInviting(false)}
        onSave={async (values) => {
          await invite({ tenantId, ...values }).unwrap();
          toast.success(TENANT_TEXT.invited);
        }}
      />
      <DeleteModal
        open={deleting}
        title={TENANT_TEXT.deleteTitle(data.name)}
        text={TENANT_TEXT.deleteText}
        onClose={() => setDeleting(false)}
        onConfirm={onDelete}
        loading={removing.isLoading}
      />
    </Page>
  );
}
