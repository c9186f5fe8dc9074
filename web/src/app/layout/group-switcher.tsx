import { Select, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { AuthGroup } from '#shared/auth-data';
import { TENANT_TYPE_LABELS, tenantLevelLabel } from '#shared/levels';
import { paths } from '../../lib/paths';
import { selectCurrentGroupId, selectGroups } from '../../lib/session/selectors';
import { groupSelected } from '../../lib/session/session-slice';
import { useAppDispatch, useAppSelector } from '../../lib/state';

export const GROUP_SWITCHER_LABEL = 'Gruppe wechseln';

/** E.g. 'Netzwerk · Netzwerk-Mitglied': which kind of group, and what the user is there (issue 11). */
export const groupDetails = (group: AuthGroup) =>
  `${TENANT_TYPE_LABELS[group.type]} · ${tenantLevelLabel(group.type, group.permissionLevel)}`;

/** Shown only when the user belongs to more than one group (SPEC 2.4); the choice is remembered. */
export function GroupSwitcher({ block = false }: { block?: boolean }) {
  const groups = useAppSelector(selectGroups);
  const currentId = useAppSelector(selectCurrentGroupId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (groups.length < 2) return null;
  return (
    <Select
      aria-label={GROUP_SWITCHER_LABEL}
      data-testid="group-switcher"
      value={currentId ?? undefined}
      style={{ width: block ? '100%' : 240 }}
      popupMatchSelectWidth={false}
      options={groups.map((group) => ({
        value: group._id,
        label: group.name,
        title: `${group.name} (${groupDetails(group)})`,
        details: groupDetails(group),
      }))}
      // The closed select shows the name; the list adds type and role to tell similar groups apart.
      optionRender={(option) => (
        <div data-testid="group-option">
          <div>{option.label}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {option.data.details}
          </Typography.Text>
        </div>
      )}
      onChange={(id: string) => {
        dispatch(groupSelected(id));
        // The screens of the previous group make no sense for the new one: start at its dashboard.
        if (window.location.pathname.startsWith(`${paths.sv.root}/`)) navigate(paths.home);
      }}
    />
  );
}
