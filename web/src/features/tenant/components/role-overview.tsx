import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { Table, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { Integrations } from '#shared/integrations';
import { tenantLevelLabel, tenantLevels, type TenantType } from '#shared/levels';
import { integrationOf, PERMISSIONS, PERMISSION_TABLE, type Permission } from '#shared/permissions';
import { HEADER_HEIGHT } from '../../../components/theme';
import { PERMISSION_LABELS, SETTINGS_TEXT } from '../text';

interface Row {
  permission: Permission;
  label: string;
}

/**
 * Which role may do what in this kind of group, read straight from the shared permission table;
 * a switched-off module grants nothing, so its rows are left out.
 */
export function RoleOverview({ type, integrations }: { type: TenantType; integrations: Integrations }) {
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
      render: (_: unknown, row: Row) =>
        PERMISSION_TABLE[type][row.permission].includes(level) ? (
          <CheckOutlined style={{ color: 'var(--plenum-success)' }} aria-label={SETTINGS_TEXT.allowed} role="img" />
        ) : (
          <MinusOutlined style={{ opacity: 0.35 }} aria-label={SETTINGS_TEXT.notAllowed} role="img" />
        ),
    })),
  ];
  return (
    <>
      <Typography.Paragraph>{SETTINGS_TEXT.functionsIntro}</Typography.Paragraph>
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
    </>
  );
}
