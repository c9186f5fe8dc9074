import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import { Logo } from '../../components/logo';
import { HEADER_HEIGHT } from '../../components/theme';
import { ThemeToggle } from '../../components/theme-toggle';
import { selectTheme } from '../../lib/preferences';
import { useAppSelector } from '../../lib/state';
import { GroupSwitcher } from './group-switcher';
import { ChatShortcut, NotificationsPopover } from './header-actions';
import { UserMenu } from './user-menu';

export const LAYOUT_TEXT = {
  openMenu: 'Menü öffnen',
  collapse: 'Seitenleiste einklappen',
  expand: 'Seitenleiste ausklappen',
  skip: 'Zum Inhalt springen',
} as const;

interface AppHeaderProps {
  isMobile: boolean;
  /** Desktop: the sidebar is expanded; mobile: the drawer is open. */
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function AppHeader({ isMobile, menuOpen, onToggleMenu }: AppHeaderProps) {
  const mode = useAppSelector(selectTheme);
  const toggleLabel = isMobile ? LAYOUT_TEXT.openMenu : menuOpen ? LAYOUT_TEXT.collapse : LAYOUT_TEXT.expand;
  const toggleIcon = isMobile ? <MenuOutlined /> : menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />;
  return (
    <Layout.Header
      style={{
        height: HEADER_HEIGHT,
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        paddingInline: isMobile ? 8 : 16,
        borderBottom: '1px solid var(--ant-color-border-secondary)',
      }}
    >
      <Button
        type="text"
        icon={toggleIcon}
        aria-label={toggleLabel}
        aria-expanded={menuOpen}
        data-testid="menu-toggle"
        onClick={onToggleMenu}
      />
      {isMobile && <Logo mode={mode} height={26} />}
      <Flex align="center" gap={isMobile ? 0 : 4} style={{ marginInlineStart: 'auto' }}>
        {!isMobile && <GroupSwitcher />}
        <ThemeToggle />
        <NotificationsPopover />
        <ChatShortcut />
        <UserMenu />
      </Flex>
    </Layout.Header>
  );
}
