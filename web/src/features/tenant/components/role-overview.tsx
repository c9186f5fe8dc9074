import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Space, Table, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { Integrations } from '#shared/integrations';
import { TENANT_ADMIN_LEVEL, tenantLevelLabel, tenantLevels, type TenantType } from '#shared/levels';
import { integrationOf, PERMISSIONS, type Permission } from '#shared/permissions';
import { roleMatrix, type RoleMatrix, type RoleMatrixView } from '#shared/role-matrix';
import { QueryState } from '../../../components/query-state';
import { HEADER_HEIGHT } from '../../../components/theme';
import { errorMessage, type RequestError } from '../../../lib/api/errors';
import { useCurrentGroup } from '../../../lib/session/use-current-group';
import { toast } from '../../../lib/toast/toast';
import { useRoleMatrixQuery, useUpdateRoleMatrixMutation } from '../role-matrix-api';
import { PERMISSION_LABELS, SETTINGS_TEXT } from '../text';

interface Row {
  permission: Permission;
  label: string;
}

interface MatrixProps {
  type: TenantType;
  integrations: Integrations;
}

/**
 * Which role may do what in this group: its own role matrix over the shared permission table. Its
 * administrators change it here (within the bounds the server checks); everyone else reads it. A
 * switched-off module grants nothing, so its rows are left out.
 */
export function RoleOverview({ tenantId, editable, ...props }: MatrixProps & { tenantId: string; editable: boolean }) {
  return editable ? <EditableMatrix tenantId={tenantId} {...props} /> : <ReadOnlyMatrix {...props} />;
}

function ReadOnlyMatrix({ type, integrations }: MatrixProps) {
  const group = useCurrentGroup();
  const matrix = useMemo(() => roleMatrix(type, group.permissions), [type, group.permissions]);
  return (
    <>
      <Typography.Paragraph>{SETTINGS_TEXT.functionsIntro}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {SETTINGS_TEXT.functionsReadOnly(tenantLevelLabel(type, TENANT_ADMIN_LEVEL[type]))}
      </Typography.Paragraph>
      <MatrixTable
        type={type}
        integrations={integrations}
        cell={(permission, level) => <Mark allowed={matrix[permission].includes(level)} />}
      />
    </>
  );
}

function EditableMatrix({ tenantId, type, integrations }: MatrixProps & { tenantId: string }) {
  const { currentData: saved, isFetching, isError, refetch } = useRoleMatrixQuery(tenantId);
  const [update, { isLoading }] = useUpdateRoleMatrixMutation();
  // Edits belong to the matrix they started from: a newer one from the server (a save, another admin) starts afresh.
  const [edit, setEdit] = useState<{ basis: RoleMatrixView; matrix: RoleMatrix } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const draft = saved && edit?.basis === saved ? edit.matrix : (saved?.permissions ?? null);
  const dirty = !!saved && !!draft && PERMISSIONS.some((p) => draft[p].join() !== saved.permissions[p].join());

  const toggle = (permission: Permission, level: number, on: boolean) => {
    if (!saved || !draft) return;
    setError(null);
    const levels = on ? [...draft[permission], level] : draft[permission].filter((l) => l !== level);
    setEdit({ basis: saved, matrix: { ...draft, [permission]: [...new Set(levels)].sort((a, b) => a - b) } });
  };

  const save = async () => {
    if (!draft || !saved) return;
    const changed = Object.fromEntries(
      PERMISSIONS.filter((p) => draft[p].join() !== saved.permissions[p].join()).map((p) => [p, draft[p]]),
    );
    const result = await update({ tenantId, permissions: changed });
    if ('error' in result) setError(errorMessage(result.error as RequestError));
    else toast.success(SETTINGS_TEXT.roleMatrixSaved);
  };

  return (
    <QueryState isLoading={!saved && isFetching} isError={isError} onRetry={refetch}>
      {draft && (
        <>
          <Typography.Paragraph>{SETTINGS_TEXT.functionsEditIntro}</Typography.Paragraph>
          <MatrixTable
            type={type}
            integrations={integrations}
            cell={(permission, level) => (
              <Checkbox
                checked={draft[permission].includes(level)}
                // The group is administered by its highest role alone (SPEC 6): that row is fixed.
                disabled={permission === 'tenant:administration'}
                aria-label={SETTINGS_TEXT.roleMatrixCell(PERMISSION_LABELS[permission], tenantLevelLabel(type, level))}
                onChange={(e) => toggle(permission, level, e.target.checked)}
              />
            )}
          />
          {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} role="alert" data-testid="role-matrix-error" />}
          <Space wrap style={{ marginTop: 16 }}>
            <Button type="primary" onClick={save} loading={isLoading} disabled={!dirty}>
              {SETTINGS_TEXT.roleMatrixSave}
            </Button>
            <Button
              onClick={() => {
                setError(null);
                setEdit(null);
              }}
              disabled={!dirty}
            >
              {SETTINGS_TEXT.roleMatrixReset}
            </Button>
          </Space>
        </>
      )}
    </QueryState>
  );
}

function Mark({ allowed }: { allowed: boolean }) {
  return allowed ? (
    <CheckOutlined style={{ color: 'var(--plenum-success)' }} aria-label={SETTINGS_TEXT.allowed} role="img" />
  ) : (
    <MinusOutlined style={{ opacity: 0.35 }} aria-label={SETTINGS_TEXT.notAllowed} role="img" />
  );
}

function MatrixTable({ type, integrations, cell }: MatrixProps & { cell: (permission: Permission, level: number) => ReactNode }) {
  const levels = tenantLevels(type);
  // On a phone the matrix scrolls sideways inside antd's body element; keyboard users must be able to
  // focus it to scroll (axe: scrollable-region-focusable), and antd offers no prop for that.
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    wrapper.current?.querySelector('.ant-table-body')?.setAttribute('tabindex', '0');
  });
  const rows: Row[] = PERMISSIONS.filter((permission) => {
    const integration = integrationOf(permission);
    return !integration || integrations[integration];
  }).map((permission) => ({ permission, label: PERMISSION_LABELS[permission] }));
  const columns = [
    { title: SETTINGS_TEXT.permission, dataIndex: 'label', key: 'label', fixed: 'left' as const },
    ...levels.map((level) => ({
      title: tenantLevelLabel(type, level),
      key: String(level),
      align: 'center' as const,
      render: (_: unknown, row: Row) => cell(row.permission, level),
    })),
  ];
  return (
    <div ref={wrapper}>
      <Table<Row>
        rowKey="permission"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: true }}
        // The list is long: the role names stay in view below the app's sticky header while scrolling.
        sticky={{ offsetHeader: HEADER_HEIGHT }}
        data-testid="role-overview"
      />
    </div>
  );
}
