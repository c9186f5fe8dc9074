import { Tag } from 'antd';
import { CONTENT_STATUS_LABELS, ContentStatus } from '#shared/profile-objects';

// Theme-corrected presets (app/theme.ts): readable in both themes.
const COLORS: Record<ContentStatus, string> = {
  [ContentStatus.DRAFT]: 'default',
  [ContentStatus.EXAMINATION]: 'gold',
  [ContentStatus.PUBLISHED]: 'green',
};

/** SPEC 3 content status as a tag: 'Entwurf', 'Prüfung', 'Veröffentlicht'. */
export const StatusTag = ({ status }: { status: ContentStatus }) => (
  <Tag color={COLORS[status]} data-testid="status-tag">
    {CONTENT_STATUS_LABELS[status]}
  </Tag>
);
