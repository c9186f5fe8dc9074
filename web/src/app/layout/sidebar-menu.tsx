import {
  ApartmentOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  ClusterOutlined,
  CommentOutlined,
  CompassOutlined,
  DashboardOutlined,
  EuroOutlined,
  FlagOutlined,
  FormOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  ProjectOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { Badge, Menu, type MenuProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAccess } from '../../lib/access';
import { selectCounters } from '../../lib/counters';
import { selectCurrentGroup } from '../../lib/session/selectors';
import { useAppSelector } from '../../lib/state';
import { activeKey, buildNavigation, parentKey, type NavIcon, type NavItem } from './navigation';

const ICONS: Record<NavIcon, ReactNode> = {
  home: <HomeOutlined />,
  group: <TeamOutlined />,
  dashboard: <DashboardOutlined />,
  notifications: <BellOutlined />,
  members: <UserOutlined />,
  projects: <ProjectOutlined />,
  knowledge: <BookOutlined />,
  surveys: <FormOutlined />,
  calendar: <CalendarOutlined />,
  profile: <IdcardOutlined />,
  chat: <CommentOutlined />,
  events: <ScheduleOutlined />,
  finances: <EuroOutlined />,
  settings: <SettingOutlined />,
  discover: <CompassOutlined />,
  domainAdmin: <ApartmentOutlined />,
  admin: <SafetyOutlined />,
  tenants: <ClusterOutlined />,
  domains: <GlobalOutlined />,
  reports: <FlagOutlined />,
  account: <UserSwitchOutlined />,
};

/** antd marks the selected item only with a class; `aria-current` tells assistive technology too. */
function toMenuItem(item: NavItem, selected: string | undefined): NonNullable<MenuProps['items']>[number] {
  const badge = item.badge ? item.badge : 0;
  const label = badge ? (
    <span data-badge={badge}>
      {item.label} <Badge count={badge} size="small" aria-label={`${badge} ungelesen`} style={{ marginInlineStart: 4 }} />
    </span>
  ) : (
    item.label
  );
  if (item.children) {
    return { key: item.key, icon: ICONS[item.icon], label, children: item.children.map((child) => toMenuItem(child, selected)) };
  }
  // rc-menu hands unknown item props to the <li>; antd's item type does not list them, hence the spread.
  const current = item.key === selected ? { 'aria-current': 'page' as const } : {};
  return { key: item.key, icon: ICONS[item.icon], label, ...current };
}

interface SidebarMenuProps {
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The sidebar's entries. Items navigate on click or Enter; the menu manages focus with the arrow keys. */
export function SidebarMenu({ collapsed = false, onNavigate }: SidebarMenuProps) {
  const access = useAccess();
  const { groupChatUnread } = useAppSelector(selectCounters);
  const groupType = useAppSelector(selectCurrentGroup)?.type;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => buildNavigation({ access, groupChatUnread, groupType }), [access, groupChatUnread, groupType]);
  const selected = activeKey(items, pathname);
  const parent = parentKey(items, selected);
  const [openKeys, setOpenKeys] = useState<string[]>(parent ? [parent] : []);
  // Navigating into a submenu opens it; adjusted while rendering (React's pattern for state that follows a prop).
  const [openedFor, setOpenedFor] = useState(parent);
  if (parent !== openedFor) {
    setOpenedFor(parent);
    if (parent && !openKeys.includes(parent)) setOpenKeys([...openKeys, parent]);
  }

  return (
    <nav aria-label="Hauptnavigation">
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        items={items.map((item) => toMenuItem(item, selected))}
        selectedKeys={selected ? [selected] : []}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        onClick={({ key }) => {
          navigate(key);
          onNavigate?.();
        }}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
