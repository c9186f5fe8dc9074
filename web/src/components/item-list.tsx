import { Flex } from 'antd';
import { isValidElement, type ReactNode } from 'react';
import { EmptyState } from './empty-state';

export interface ItemRow {
  key: string;
  content: ReactNode;
  actions?: ReactNode[];
}

interface ItemListProps<T> {
  items: readonly T[];
  /** A text ('Noch keine Einträge.') or an `<EmptyState>` that also says what fills the list. */
  empty: ReactNode;
  row: (item: T, index: number) => ItemRow;
  /** data-testid of each entry. */
  itemTestId?: string;
  compact?: boolean;
}

/** A plain list (ul/li) with actions on the right; antd's List is deprecated and Listy is a virtual list. */
export function ItemList<T>({ items, empty, row, itemTestId, compact }: ItemListProps<T>) {
  if (items.length === 0) {
    if (empty === null || empty === undefined || empty === false) return null;
    return isValidElement(empty) ? empty : <EmptyState title={empty} compact={compact} />;
  }
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => {
        const { key, content, actions } = row(item, index);
        return (
          <li
            key={key}
            data-testid={itemTestId}
            style={{ padding: compact ? '8px 0' : '12px 0', borderBottom: '1px solid var(--ant-color-border-secondary)' }}
          >
            <Flex justify="space-between" align="center" gap={12} wrap>
              <div style={{ minWidth: 0, flex: '1 1 220px' }}>{content}</div>
              {actions && actions.length > 0 && (
                <Flex gap={8} wrap>
                  {actions}
                </Flex>
              )}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
