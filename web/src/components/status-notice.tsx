import { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';

const ICONS = {
  success: <CheckCircleFilled style={{ color: 'var(--plenum-success)' }} />,
  error: <CloseCircleFilled style={{ color: 'var(--plenum-error)' }} />,
  info: <InfoCircleFilled style={{ color: 'var(--plenum-primary)' }} />,
} as const;

interface StatusNoticeProps {
  status: keyof typeof ICONS;
  title: ReactNode;
  children?: ReactNode;
  extra?: ReactNode;
}

/** A light replacement for antd's Result on the small auth screens (no illustrations to download). */
export function StatusNotice({ status, title, children, extra }: StatusNoticeProps) {
  return (
    <div role={status === 'error' ? 'alert' : 'status'} style={{ textAlign: 'center', padding: '16px 0' }}>
      <div aria-hidden style={{ fontSize: 56, lineHeight: 1, marginBottom: 16 }}>
        {ICONS[status]}
      </div>
      <h2 className="plain-subtitle">{title}</h2>
      {children && <p className="text-secondary">{children}</p>}
      {extra && <div style={{ marginTop: 16 }}>{extra}</div>}
    </div>
  );
}
