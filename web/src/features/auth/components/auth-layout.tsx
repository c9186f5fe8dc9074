import { Link, Outlet } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { ThemeToggle } from '../../../components/theme-toggle';
import { paths } from '../../../lib/paths';
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
        {/* The privacy page is public: who registers can read first what is kept and for how long. */}
        <p style={{ textAlign: 'center' }}>
          <Link to={paths.privacy}>Datenschutz</Link>
        </p>
      </main>
    </div>
  );
}
