import type { CSSProperties, ReactNode } from 'react';

interface LightCardProps {
  title?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * antd's small Card as plain markup for the public pages: antd's Card brings Tabs and Skeleton along
 * (17 KB gzip), and a phone opening a survey needs neither.
 */
export function LightCard({ title, style, children, 'data-testid': testId }: LightCardProps) {
  return (
    <section className="light-card" style={style} data-testid={testId}>
      {title && <div className="light-card-head">{title}</div>}
      <div className="light-card-body">{children}</div>
    </section>
  );
}
