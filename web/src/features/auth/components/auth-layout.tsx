import { Outlet } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { ThemeToggle } from '../../../components/theme-toggle';
import { selectTheme } from '../../../lib/preferences';
import { useAppSelector } from '../../../lib/state';

/**
 * The frame of the auth screens, /verify and /reset-password: logo and one centred card. Plain
 * elements instead of antd's Layout and Card keep the login's download small.
 */
export function AuthLayout() {
  const mode = useAppSelector(selectTheme);
  return (
    <div className="auth-shell">
      <header>
        <Logo mode={mode} />
        <ThemeToggle />
      </header>
      <main>
        <div className="auth-card">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
