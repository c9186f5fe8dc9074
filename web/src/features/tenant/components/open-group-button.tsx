import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { groupSelected } from '../../../lib/session/session-slice';
import { useAppDispatch } from '../../../lib/state';
import { GROUP_LINK_TEXT } from '../text';

interface OpenGroupButtonProps {
  groupId: string;
  name: string;
  size?: 'small' | 'middle';
}

/** Issue 11: right after joining, one click leads into the new group (the same selection the group switcher makes). */
export function OpenGroupButton({ groupId, name, size }: OpenGroupButtonProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <Button
      size={size}
      aria-label={GROUP_LINK_TEXT.openLabel(name)}
      onClick={() => {
        dispatch(groupSelected(groupId));
        navigate(paths.sv.dashboard);
      }}
    >
      {GROUP_LINK_TEXT.open}
    </Button>
  );
}
