import { Flex, Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { Logo } from '../../components/logo';
import '../../lib/dates';
import { HEADER_HEIGHT } from '../../components/theme';
import { ThemeToggle } from '../../components/theme-toggle';
import { selectTheme } from '../../lib/preferences';
import { useAppSelector } from '../../lib/state';

/** The frame of the public pages (election registration, surveys, events): no login, no sidebar. */
export function PublicLayout() {
  const mode = useAppSelector(selectTheme);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          height: HEADER_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          borderBottom: '1px solid var(--ant-color-border-secondary)',
        }}
      >
        <Logo mode={mode} height={28} />
        <ThemeToggle />
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <Flex justify="center">
          <div style={{ width: '100%', maxWidth: 960 }}>
            <Outlet />
          </div>
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
