import { Drawer, Layout } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { DiscardGuardProvider } from '../../components/discard-guard/discard-guard';
import { Logo } from '../../components/logo';
import '../../lib/dates';
import { HEADER_HEIGHT, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../components/theme';
import { useIsMobile } from '../../lib/media';
import { selectSidebarCollapsed, selectTheme, sidebarToggled } from '../../lib/preferences';
import { useAppDispatch, useAppSelector } from '../../lib/state';
import { AppHeader, LAYOUT_TEXT } from './app-header';
import { GroupSwitcher } from './group-switcher';
import { SidebarMenu } from './sidebar-menu';

/** SPEC 2.4: sidebar 240/60 px with a 60 px header; below 48em the sidebar becomes a drawer. */
export function AppLayout() {
  const isMobile = useIsMobile();
  const collapsed = useAppSelector(selectSidebarCollapsed);
  const mode = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const onToggleMenu = () => (isMobile ? setDrawerOpen((open) => !open) : dispatch(sidebarToggled()));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a className="skip-link" href="#main-content">
        {LAYOUT_TEXT.skip}
      </a>
      {isMobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDEBAR_WIDTH}
          title={<Logo mode={mode} height={28} />}
          styles={{ body: { padding: 0 } }}
          data-testid="sidebar-drawer"
        >
          <div style={{ padding: 12 }}>
            <GroupSwitcher block />
          </div>
          <SidebarMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          theme="light"
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          data-testid="sidebar"
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflowY: 'auto',
            borderInlineEnd: '1px solid var(--ant-color-border-secondary)',
          }}
        >
          <div style={{ height: HEADER_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Logo mode={mode} compact={collapsed} height={collapsed ? 28 : 30} />
          </div>
          <SidebarMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader isMobile={isMobile} menuOpen={isMobile ? drawerOpen : !collapsed} onToggleMenu={onToggleMenu} />
        <Layout.Content id="main-content" tabIndex={-1} style={{ padding: isMobile ? 16 : 24, outline: 'none' }}>
          <DiscardGuardProvider>
            <Outlet />
          </DiscardGuardProvider>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
