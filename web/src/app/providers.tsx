import { ConfigProvider, theme } from 'antd';
// The ES build shares the picker and pagination locale modules with the rest of antd; antd/locale/ is CommonJS.
import deDE from 'antd/es/locale/de_DE';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { themeFor } from '../components/theme';
import { ToastOutlet } from '../components/toast/toast-outlet';
import { usePrefersReducedMotion } from '../lib/media';
import { selectTheme, type ThemeMode } from '../lib/preferences';
import { useAppSelector } from '../lib/state';
import type { AppStore } from './store';

/**
 * antd styles its own components only; plain elements (the auth screens' headings, links, the page
 * background) take their colours from these variables, so both themes keep their contrast.
 */
function GlobalColors({ mode }: { mode: ThemeMode }) {
  const { token } = theme.useToken();
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
    const vars: Record<string, string> = {
      '--plenum-text': token.colorText,
      '--plenum-text-secondary': token.colorTextSecondary,
      '--plenum-link': token.colorLink,
      '--plenum-link-hover': token.colorLinkHover,
      '--plenum-bg-layout': token.colorBgLayout,
      '--plenum-bg-container': token.colorBgContainer,
      '--plenum-border': token.colorBorderSecondary,
      '--plenum-primary': token.colorPrimary,
      '--plenum-success': token.colorSuccess,
      '--plenum-error': token.colorError,
      '--plenum-radius': `${token.borderRadiusLG}px`,
    };
    Object.entries(vars).forEach(([name, value]) => root.style.setProperty(name, value));
  }, [mode, token]);
  return null;
}

function ThemedConfig({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectTheme);
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo(() => themeFor(mode, { motion: !reducedMotion }), [mode, reducedMotion]);
  return (
    <ConfigProvider locale={deDE} theme={themeConfig}>
      <GlobalColors mode={mode} />
      {children}
      <ToastOutlet />
    </ConfigProvider>
  );
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemedConfig>{children}</ThemedConfig>
    </Provider>
  );
}
