import { Drawer, Popover, type PopoverProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsMobile } from '../lib/media';

export interface ResponsivePopoverProps {
  title: ReactNode;
  content: ReactNode;
  /** The trigger, usually an icon button; a click opens and closes the panel. */
  children: ReactNode;
  /** Width of the popover from 48em up; below, the panel takes the whole screen width. */
  width?: number;
  placement?: PopoverProps['placement'];
  /** Told on every open and close, e.g. to mark items as seen on opening. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A click popover on wide screens and a full-width drawer below 48em, where an anchored popover runs off
 * the screen's edge. Header menus and panels of every module use this instead of antd's Popover.
 */
export function ResponsivePopover({
  title,
  content,
  children,
  width = 340,
  placement = 'bottomRight',
  onOpenChange,
}: ResponsivePopoverProps) {
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  // A link inside the panel leads to another screen: the panel (a full-screen drawer on phones) closes.
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    setOpen(false);
  }, [pathname]);

  if (!mobile) {
    return (
      <Popover
        trigger="click"
        placement={placement}
        title={title}
        content={<div style={{ width, maxWidth: 'calc(100vw - 32px)' }}>{content}</div>}
        open={open}
        onOpenChange={change}
      >
        {children}
      </Popover>
    );
  }
  return (
    <>
      {/* The wrapper catches the trigger's click (and Enter/Space on its button), as Popover does. */}
      <span style={{ display: 'inline-flex' }} onClick={() => change(!open)}>
        {children}
      </span>
      <Drawer open={open} title={title} placement="right" size="100%" onClose={() => change(false)} destroyOnHidden>
        {content}
      </Drawer>
    </>
  );
}
