import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Flex, Input, Select, theme, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminTenant } from '#shared/admin';
import type { TenantType } from '#shared/levels';
import { ImportDialog } from '../../../components/group-import/import-dialog';
import { PagedTable, usePaging } from '../../../components/paged-table';
import { CLEAR_SELECTION } from '../../../components/text';
import { paths } from '../../../lib/paths';
import { useAdminDomainsQuery, useAdminTenantsQuery, useImportAdminTenantsMutation } from '../api';
import { ADMIN_TEXT, FILTER_TEXT, TENANTS_TEXT } from '../text';
import { AdminPage, ReadsState } from './admin-page';
import { TenantCreateDialog, TYPE_OPTIONS } from './tenant-create-dialog';

/** /admin/tenants: every group, with search, type and domain filters and pagination. */
export function AdminTenantsPage() {
  const [text, setText] = useState('');
  const [type, setType] = useState<TenantType | undefined>();
  const [domainId, setDomainId] = useState<string | undefined>();
  const paging = usePaging();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const tenants = useAdminTenantsQuery({ text, type, domainId, ...paging.query });
  const domains = useAdminDomainsQuery();
  const [importTenants, importState] = useImportAdminTenantsMutation();
  const domainOptions = (domains.data?.items ?? []).map((d) => ({ value: d._id, label: d.name }));
  // antd's placeholder grey fails WCAG AA on a select (axe checks its text); the secondary text colour passes in both themes.
  const { token } = theme.useToken();
  const filterTheme = { components: { Select: { colorTextPlaceholder: token.colorTextSecondary } } };

  return (
    <AdminPage
      title={TENANTS_TEXT.title}
      reads={[tenants, domains]}
      extra={
        <Flex gap={8} wrap>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {ADMIN_TEXT.importGroups}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {TENANTS_TEXT.create}
          </Button>
        </Flex>
      }
    >
      <ConfigProvider theme={filterTheme}>
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <Input.Search
            aria-label={TENANTS_TEXT.search}
            placeholder={TENANTS_TEXT.search}
            allowClear
            style={{ maxWidth: 280 }}
            onSearch={(value) => {
              setText(value.trim());
              paging.reset();
            }}
          />
          <Select
            aria-label={ADMIN_TEXT.type}
            placeholder={FILTER_TEXT.type}
            allowClear={CLEAR_SELECTION}
            style={{ minWidth: 160 }}
            options={TYPE_OPTIONS}
            value={type}
            onChange={(value) => {
              setType(value);
              paging.reset();
            }}
          />
          <Select
            aria-label={ADMIN_TEXT.domain}
            placeholder={FILTER_TEXT.domain}
            allowClear={CLEAR_SELECTION}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 200 }}
            options={domainOptions}
            value={domainId}
            onChange={(value) => {
              setDomainId(value);
              paging.reset();
            }}
          />
        </Flex>
      </ConfigProvider>
      {/* The domains feed the filter and the create dialog: their failure shows here too. */}
      <ReadsState reads={[tenants, domains]}>
        <PagedTable<AdminTenant>
          size="small"
          data={tenants.data}
          paging={paging}
          loading={tenants.isFetching}
          empty={<Typography.Text>{TENANTS_TEXT.none}</Typography.Text>}
          columns={[
            { title: ADMIN_TEXT.name, key: 'name', render: (_v, t) => <Link to={paths.admin.tenant(t._id)}>{t.name}</Link> },
            { title: ADMIN_TEXT.type, dataIndex: 'typeLabel' },
            { title: ADMIN_TEXT.domain, key: 'domain', render: (_v, t) => t.domain?.name ?? '–' },
            { title: ADMIN_TEXT.members, dataIndex: 'memberCount' },
            { title: ADMIN_TEXT.open, key: 'public', render: (_v, t) => (t.isPublic ? ADMIN_TEXT.yes : ADMIN_TEXT.no) },
          ]}
        />
      </ReadsState>
      <TenantCreateDialog open={creating} domains={domains.data?.items ?? []} onClose={() => setCreating(false)} />
      <ImportDialog
        open={importing}
        loading={importState.isLoading}
        choices={{ domains: domainOptions, types: TYPE_OPTIONS }}
        onClose={() => setImporting(false)}
        onImport={(file, target) => importTenants({ file, domainId: target.domainId!, type: target.type as TenantType }).unwrap()}
      />
    </AdminPage>
  );
}
