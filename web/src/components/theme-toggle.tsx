import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { selectTheme, themeChanged } from '../lib/preferences';
import { useAppDispatch, useAppSelector } from '../lib/state';

export const THEME_TEXT = {
  toDark: 'Dunkles Design aktivieren',
  toLight: 'Helles Design aktivieren',
} as const;

function useThemeSwitch() {
  const mode = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  return {
    mode,
    label: mode === 'dark' ? THEME_TEXT.toLight : THEME_TEXT.toDark,
    toggle: () => dispatch(themeChanged(mode === 'dark' ? 'light' : 'dark')),
  };
}

function ThemeButton({ title }: { title?: string }) {
  const { mode, label, toggle } = useThemeSwitch();
  return (
    <Button
      type="text"
      shape="circle"
      aria-label={label}
      title={title}
      data-testid="theme-toggle"
      icon={mode === 'dark' ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
      onClick={toggle}
    />
  );
}

/** Light/dark switch; the choice is remembered in this browser. */
export function ThemeToggle() {
  const { label } = useThemeSwitch();
  return (
    <Tooltip title={label}>
      <ThemeButton />
    </Tooltip>
  );
}

/** The same switch for the public pages: the browser's own tooltip instead of the code of antd's. */
export function ThemeToggleButton() {
  const { label } = useThemeSwitch();
  return <ThemeButton title={label} />;
}
