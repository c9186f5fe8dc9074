import { Button, Empty, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from './link-button';

/** The action that fills an empty list: a link to another screen (`to`) or a handler on this one (`onClick`). */
export interface EmptyStateAction {
  label: string;
  to?: string;
  onClick?: () => void;
  icon?: ReactNode;
}

export interface EmptyStateProps {
  /** What belongs here, as a statement: 'Noch keine Benachrichtigungen.' */
  title: ReactNode;
  /** How the list fills, in a sentence: who adds what, or where it comes from. */
  text?: ReactNode;
  /**
   * The action that fills the list. Pass it only when the caller may take it (check `useAccess`); without it
   * the text alone says where the entries come from.
   */
  action?: EmptyStateAction;
  /** Smaller, without the picture: inside popovers, drawers and cards. */
  compact?: boolean;
}

/**
 * The one empty state of the app (issue 11, item 4): an empty list says what belongs there and leads to what
 * fills it, instead of a bare 'Keine Daten'. ItemList uses it for a text, tables pass it as `empty`.
 */
export function EmptyState({ title, text, action, compact = false }: EmptyStateProps) {
  const button =
    action &&
    (action.to ? (
      <LinkButton type="primary" size={compact ? 'small' : 'middle'} icon={action.icon} to={action.to}>
        {action.label}
      </LinkButton>
    ) : (
      <Button type="primary" size={compact ? 'small' : 'middle'} icon={action.icon} onClick={action.onClick}>
        {action.label}
      </Button>
    ));
  return (
    <Empty
      data-testid="empty-state"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      styles={compact ? { image: { display: 'none' } } : undefined}
      style={{ margin: compact ? '8px 0' : '24px 0', textAlign: 'center' }}
      description={
        <Flex vertical gap={4} align="center">
          <Typography.Text type="secondary" strong={!!text}>
            {title}
          </Typography.Text>
          {text && (
            <Typography.Text type="secondary" style={{ maxWidth: 420 }}>
              {text}
            </Typography.Text>
          )}
        </Flex>
      }
    >
      {button}
    </Empty>
  );
}
