import { CheckCircleFilled, ExclamationCircleFilled, InfoCircleFilled, StopOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

type LightResultStatus = 'success' | 'info' | '404' | '403';

const ICONS: Record<LightResultStatus, { icon: ReactNode; color: string }> = {
  success: { icon: <CheckCircleFilled />, color: 'var(--plenum-success)' },
  info: { icon: <InfoCircleFilled />, color: 'var(--plenum-primary)' },
  '404': { icon: <ExclamationCircleFilled />, color: 'var(--plenum-text-secondary)' },
  '403': { icon: <StopOutlined />, color: 'var(--plenum-text-secondary)' },
};

interface LightResultProps {
  status: LightResultStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  'data-testid'?: string;
}

/**
 * The outcome of a public page (thanks, not found, no access) in antd Result's layout, without its
 * 403/404/500 illustrations (10 KB gzip) that a phone would load before the form.
 */
export function LightResult({ status, title, subTitle, extra, 'data-testid': testId }: LightResultProps) {
  const { icon, color } = ICONS[status];
  return (
    <div className="light-result" data-testid={testId}>
      <div className="light-result-icon" style={{ color }} aria-hidden>
        {icon}
      </div>
      <div className="light-result-title">{title}</div>
      {subTitle && <div className="light-result-subtitle text-secondary">{subTitle}</div>}
      {extra && <div className="light-result-extra">{extra}</div>}
    </div>
  );
}
