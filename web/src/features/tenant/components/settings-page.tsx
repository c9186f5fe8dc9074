import { Alert, Button, Divider, Form, Input, Radio, Switch, Tabs, Typography } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { INTEGRATION_LABELS, INTEGRATIONS, type Integration } from '#shared/integrations';
import type { JoinPolicy, TenantSettings } from '#shared/tenant';
import { ConfirmAction } from '../../../components/confirm/confirm-action';
import { ItemList } from '../../../components/item-list';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { useAccess } from '../../../lib/access';
import { browser } from '../../../lib/browser';
import { groupNameRules } from '../../../lib/form-rules';
import { paths } from '../../../lib/paths';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { flashAfterReload } from '../../../lib/toast/flash';
import { toast } from '../../../lib/toast/toast';
import { useFormMutation } from '../../../lib/use-form-mutation';
import { useLeaveTenantMutation, useTenantQuery, useUpdateTenantMutation } from '../api';
import { JOIN_POLICY_TEXT } from '../join-request-text';
import { SETTINGS_TAB_PARAM } from '../settings-tabs';
import { SETTINGS_TEXT, TENANT_TEXT } from '../text';
import { GroupDataExport } from './group-data-export';
import { GroupDeletion } from './group-deletion';
import { RoleOverview } from './role-overview';
import { STORAGE_TEXT, StorageUsage } from './storage-usage';

function IntegrationSwitches({ tenant, editable }: { tenant: TenantSettings; editable: boolean }) {
  const [update, { isLoading }] = useUpdateTenantMutation();
  const toggle = async (integration: Integration, on: boolean) => {
    const result = await update({ tenantId: tenant._id, body: { integrations: { [integration]: on } } });
    if (!('error' in result)) toast.success(TENANT_TEXT.saved);
  };
  return (
    <>
      <Typography.Paragraph>{SETTINGS_TEXT.integrationsIntro}</Typography.Paragraph>
      <ItemList
        items={INTEGRATIONS}
        empty={null}
        compact
        row={(integration) => ({
          key: integration,
          content: <label htmlFor={`integration-${integration}`}>{INTEGRATION_LABELS[integration]}</label>,
          actions: [
            <Switch
              key="switch"
              id={`integration-${integration}`}
              checked={tenant.integrations[integration]}
              disabled={!editable}
              loading={isLoading}
              onChange={(on) => toggle(integration, on)}
            />,
          ],
        })}
      />
    </>
  );
}

interface MiscValues {
  name: string;
  isPublic: boolean;
  joinPolicy: JoinPolicy;
  icalEnabled: boolean;
}

function MiscSettings({ tenant, editable }: { tenant: TenantSettings; editable: boolean }) {
  const [form] = Form.useForm<MiscValues>();
  const [updateTenant, { isLoading }] = useUpdateTenantMutation();
  const update = useFormMutation(form, updateTenant);
  const [leave] = useLeaveTenantMutation();
  useEffect(() => {
    form.setFieldsValue({ name: tenant.name, isPublic: tenant.isPublic, joinPolicy: tenant.joinPolicy, icalEnabled: tenant.icalEnabled });
  }, [tenant, form]);

  const save = async (values: MiscValues) => {
    const result = await update({ tenantId: tenant._id, body: { ...values, name: values.name.trim() } });
    if (result.ok) toast.success(TENANT_TEXT.saved);
  };

  const doLeave = async () => {
    const result = await leave(tenant._id);
    if ('error' in result) return;
    flashAfterReload('success', SETTINGS_TEXT.left);
    browser.load(paths.home);
  };

  return (
    <>
      <Form form={form} layout="vertical" onFinish={save} disabled={!editable} style={{ maxWidth: 520 }}>
        <Form.Item name="name" label={SETTINGS_TEXT.name} rules={groupNameRules(SETTINGS_TEXT.nameRequired)}>
          <Input />
        </Form.Item>
        <Form.Item name="isPublic" label={SETTINGS_TEXT.isPublic} extra={SETTINGS_TEXT.isPublicHelp} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="joinPolicy" label={JOIN_POLICY_TEXT.label} extra={JOIN_POLICY_TEXT.help}>
          <Radio.Group
            options={[
              { value: 'REQUEST', label: JOIN_POLICY_TEXT.request },
              { value: 'OPEN', label: JOIN_POLICY_TEXT.open },
            ]}
          />
        </Form.Item>
        <Form.Item name="icalEnabled" label={SETTINGS_TEXT.ical} extra={SETTINGS_TEXT.icalHelp} valuePropName="checked">
          <Switch />
        </Form.Item>
        {editable && (
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {SETTINGS_TEXT.save}
          </Button>
        )}
      </Form>
      {/* Only administrators read the group's storage use (the route answers 403 to others). A section here,
          not a fourth tab: four labels do not fit a phone, and antd's overflow button breaks the tab list. */}
      {editable && (
        <>
          <Divider />
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {STORAGE_TEXT.tab}
          </Typography.Title>
          <StorageUsage tenantId={tenant._id} />
          <Divider />
          <GroupDataExport tenantId={tenant._id} />
          <GroupDeletion tenant={tenant} />
        </>
      )}
      <Divider />
      <ConfirmAction
        title={SETTINGS_TEXT.leaveTitle}
        text={SETTINGS_TEXT.leaveText(tenant.name)}
        confirmText={SETTINGS_TEXT.leave}
        onConfirm={doLeave}
      >
        <Button danger>{SETTINGS_TEXT.leave}</Button>
      </ConfirmAction>
    </>
  );
}

export function SettingsPage() {
  const group = useCurrentGroup();
  const access = useAccess();
  // currentData: never the previous group's settings after a switch.
  const { currentData: data, isFetching, isError, refetch } = useTenantQuery(group._id);
  const editable = access.can('tenant:administration');
  // ?tab=misc: other screens link straight to a tab (the discover page's empty state to the open-group switch).
  const [search] = useSearchParams();
  return (
    <Page title={SETTINGS_TEXT.title}>
      {!editable && <Alert type="info" showIcon title={TENANT_TEXT.readOnly} style={{ marginBottom: 16 }} />}
      <QueryState isLoading={!data && isFetching} isError={isError} onRetry={refetch}>
        {data && (
          <Tabs
            defaultActiveKey={search.get(SETTINGS_TAB_PARAM) ?? undefined}
            items={[
              {
                key: 'integrations',
                label: SETTINGS_TEXT.tabs.integrations,
                children: <IntegrationSwitches tenant={data} editable={editable} />,
              },
              {
                key: 'functions',
                label: SETTINGS_TEXT.tabs.functions,
                children: <RoleOverview tenantId={data._id} type={data.type} integrations={data.integrations} editable={editable} />,
              },
              { key: 'misc', label: SETTINGS_TEXT.tabs.misc, children: <MiscSettings tenant={data} editable={editable} /> },
            ]}
          />
        )}
      </QueryState>
    </Page>
  );
}
