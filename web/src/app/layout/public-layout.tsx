import { Outlet } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { HEADER_HEIGHT } from '../../components/theme';
import { ThemeToggleButton } from '../../components/theme-toggle';
import { selectTheme } from '../../lib/preferences';
import { useAppSelector } from '../../lib/state';

/**
 * The frame of the public pages (election registration, surveys, events): no login, no sidebar. Plain
 * elements in the app layout's colours rather than antd's Layout, which brings the sider along.
 */
export function PublicLayout() {
  const mode = useAppSelector(selectTheme);
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: 'var(--plenum-bg-layout)' }}>
      <header
        style={{
          height: HEADER_HEIGHT,
          padding: '0 16px',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          background: 'var(--plenum-bg-container)',
          borderBottom: '1px solid var(--ant-color-border-secondary)',
        }}
      >
        <Logo mode={mode} height={28} />
        <ThemeToggleButton />
      </header>
      <main style={{ padding: 16, flex: 'auto', display: 'flex', justifyContent: 'center' }}>
        <div style={{ width: '100%', maxWidth: 960 }}>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
