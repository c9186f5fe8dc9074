import { DeleteOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Form, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { INTEGRATION_LABELS, INTEGRATIONS, type Integration } from '#shared/integrations';
import { TENANT_ADMIN_LEVEL } from '#shared/levels';
import { GroupNameItem, OpenGroupItem } from '../../../components/group-form/group-fields';
import { MemberTable } from '../../../components/members/member-table';
import { levelOptions, PersonDialog } from '../../../components/members/person-dialog';
import { DeleteModal } from '../../../components/modal/app-modal';
import { usePaging } from '../../../components/paged-table';
import { FullPageSpinner } from '../../../components/spinner';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useAdminTenantQuery, useDeleteAdminTenantMutation, useInviteToAdminTenantMutation, useUpdateAdminTenantMutation } from '../api';
import { ADMIN_TEXT, TENANT_TEXT } from '../text';
import { AdminPage, ReadsState } from './admin-page';

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
      <AdminPage title={TENANT_TEXT.fallbackTitle} reads={[tenant]}>
        <ReadsState reads={[tenant]}>{null}</ReadsState>
      </AdminPage>
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
    <AdminPage
      title={data.name}
      reads={[tenant]}
      extra={
        <Button danger icon={<DeleteOutlined />} onClick={() => setDeleting(true)}>
          {TENANT_TEXT.delete}
        </Button>
      }
    >
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
            <GroupNameItem inputStyle={{ maxWidth: 420 }} />
            <Flex gap={24} wrap>
              <OpenGroupItem style={{ maxWidth: 360 }} />
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
          {/* A later page that fails to load shows here, where it was asked for. */}
          <ReadsState reads={[tenant]}>
            <MemberTable
              data={data.members}
              paging={paging}
              loading={tenant.isFetching}
              empty={<Typography.Text>{ADMIN_TEXT.noMembers}</Typography.Text>}
            />
          </ReadsState>
        </Card>
      </Flex>
      <PersonDialog
        open={inviting}
        title={data.members.total === 0 ? TENANT_TEXT.inviteFirst : TENANT_TEXT.invite}
        confirmText={TENANT_TEXT.inviteConfirm}
        levels={levelOptions(data.type)}
        // The usual first invitation is the group's administrator.
        initialLevel={TENANT_ADMIN_LEVEL[data.type]}
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
    </AdminPage>
  );
}
