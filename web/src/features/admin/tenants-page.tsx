import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TenantType } from '#shared/levels';
import { paths } from '../../app/paths';
import { ImportDialog } from '../../components/group-import/import-dialog';
import { Page } from '../../components/page';
import { AdminNav } from './admin-nav';
import { type AdminTenant, useAdminDomainsQuery, useAdminTenantsQuery, useImportAdminTenantsMutation } from './api';
import { TenantCreateDialog, TYPE_OPTIONS } from './tenant-create-dialog';

/** /admin/tenants: every group, with search, type and domain filters and pagination. */
export function AdminTenantsPage() {
  const [text, setText] = useState('');
  const [type, setType] = useState<TenantType | undefined>();
  const [domainId, setDomainId] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const tenants = useAdminTenantsQuery({ text, type, domainId, page });
  const domains = useAdminDomainsQuery();
  const [importTenants, importState] = useImportAdminTenantsMutation();
  const domainOptions = (domains.data?.items ?? []).map((d) => ({ value: d._id, label: d.name }));

  return (
    <Page
      title="Gruppen"
      extra={
        <Flex gap={8} wrap>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            Importieren
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Gruppe anlegen
          </Button>
        </Flex>
      }
    >
      <AdminNav />
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Gruppen durchsuchen"
          placeholder="Gruppen durchsuchen"
          allowClear
          style={{ maxWidth: 280 }}
          onSearch={(value) => {
            setText(value.trim());
            setPage(1);
          }}
        />
        <Select
          aria-label="Typ"
          allowClear
          style={{ minWidth: 160 }}
          options={TYPE_OPTIONS}
          value={type}
          onChange={(value) => {
            setType(value);
            setPage(1);
          }}
        />
        <Select
          aria-label="Domain"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 200 }}
          options={domainOptions}
          value={domainId}
          onChange={(value) => {
            setDomainId(value);
            setPage(1);
          }}
        />
      </Flex>
      <Table<AdminTenant>
        rowKey="_id"
        size="small"
        loading={tenants.isFetching}
        dataSource={tenants.data?.items ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: <Typography.Text>Keine Gruppen gefunden.</Typography.Text> }}
        pagination={{ current: page, pageSize: 20, total: tenants.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: 'Name', key: 'name', render: (_v, t) => <Link to={paths.admin.tenant(t._id)}>{t.name}</Link> },
          { title: 'Typ', dataIndex: 'typeLabel' },
          { title: 'Domain', key: 'domain', render: (_v, t) => t.domain?.name ?? '–' },
          { title: 'Mitglieder', dataIndex: 'memberCount' },
          { title: 'Offen', key: 'public', render: (_v, t) => (t.isPublic ? 'Ja' : 'Nein') },
        ]}
      />
      <TenantCreateDialog open={creating} domains={domains.data?.items ?? []} onClose={() => setCreating(false)} />
      <ImportDialog
        open={importing}
        loading={importState.isLoading}
        choices={{ domains: domainOptions, types: TYPE_OPTIONS }}
        onClose={() => setImporting(false)}
        onImport={async (file, target) => {
          try {
            return await importTenants({ file, domainId: target.domainId!, type: target.type as TenantType }).unwrap();
          } catch (error) {
            // The base query has already shown the error toast (SPEC 8).
            throw error;
          }
        }}
      />
    </Page>
  );
}
