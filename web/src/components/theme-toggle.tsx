import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { selectTheme, themeChanged } from '../lib/preferences';
import { useAppDispatch, useAppSelector } from '../lib/state';

export const THEME_TEXT = {
  toDark: 'Dunkles Design aktivieren',
  toLight: 'Helles Design aktivieren',
} as const;

/** Light/dark switch; the choice is remembered in this browser. */
export function ThemeToggle() {
  const mode = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  const label = mode === 'dark' ? THEME_TEXT.toLight : THEME_TEXT.toDark;
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        data-testid="theme-toggle"
        icon={mode === 'dark' ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
        onClick={() => dispatch(themeChanged(mode === 'dark' ? 'light' : 'dark'))}
      />
    </Tooltip>
  );
}
