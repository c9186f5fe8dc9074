import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

export interface ToolProps {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
}

/** One toolbar button, named for screen readers; `active` shows (and announces) a format the selection has. */
export function Tool({ label, icon, active, disabled, loading, onClick }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        loading={loading}
        // Keeps the selection in the editor while the toolbar is clicked.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/**
 * A text glyph for tools antd has no icon for ('H1'). Drawn by CSS (rich-text.css), so that it is not text
 * of the button: its name is the German label (axe: a visible text must be part of the accessible name).
 */
export const Glyph = ({ children }: { children: string }) => <span aria-hidden className="rich-text-glyph" data-glyph={children} />;
