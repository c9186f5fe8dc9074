import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { EventProgramItem } from '#shared/event';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { SortableList } from '../../../components/sortable-list/sortable-list';
import { MaterialsList } from '../../../components/upload/materials-list';
import { PROGRAM_TEXT as T } from '../text';

export interface ProgramListProps {
  items: EventProgramItem[];
  /** Editing: drag handles and buttons; without it the list is read-only. */
  onReorder?: (items: EventProgramItem[]) => void;
  onEdit?: (item: EventProgramItem) => void;
  onRemove?: (item: EventProgramItem) => void;
  disabled?: boolean;
  /** The material links of the public page (the app's own otherwise). */
  materials?: (item: EventProgramItem) => ReactNode;
}

/** The programme in its order; with `onReorder` each item has a handle to drag it, by pointer, touch or keyboard. */
export function ProgramList({ items, onReorder, onEdit, onRemove, disabled, materials }: ProgramListProps) {
  return (
    <SortableList
      items={items}
      titleOf={(item) => item.title}
      renderItem={(item) => (
        <>
          <Flex gap={8} wrap align="baseline">
            {item.time && <Typography.Text strong>{item.time}</Typography.Text>}
            <Typography.Text strong>{item.title}</Typography.Text>
          </Flex>
          <RichTextView html={item.description} />
          {materials ? materials(item) : <MaterialsList materials={item.materials} empty={null} />}
        </>
      )}
      onMove={onReorder && ((_item, _position, next) => onReorder(next))}
      onEdit={onEdit}
      onRemove={onRemove}
      disabled={disabled}
      dragHelp={T.dragHelp}
      testId="program-list"
      itemTestId="program-item"
    />
  );
}
