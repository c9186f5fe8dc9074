import { Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import { tenantLevelLabel } from '#shared/levels';
import { paths } from '../paths';
import { selectCurrentGroupId, selectGroups } from '../session/selectors';
import { groupSelected } from '../session/session-slice';
import { useAppDispatch, useAppSelector } from '../store';

export const GROUP_SWITCHER_LABEL = 'Gruppe wechseln';

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
        title: `${group.name} (${tenantLevelLabel(group.type, group.permissionLevel)})`,
      }))}
      onChange={(id: string) => {
        dispatch(groupSelected(id));
        // The screens of the previous group make no sense for the new one: start at its dashboard.
        if (window.location.pathname.startsWith(`${paths.sv.root}/`)) navigate(paths.home);
      }}
    />
  );
}
