import { Link } from 'react-router-dom';
import type { WikiSectionSummaryView } from '#shared/wiki';
import { SortableList } from '../../../components/sortable-list/sortable-list';
import { SECTION_TEXT as T } from '../text';

export interface SectionListProps {
  items: WikiSectionSummaryView[];
  selectedId: string | undefined;
  /** Where a chapter opens (the wiki page with `?section=`). */
  hrefOf: (section: WikiSectionSummaryView) => string;
  /** Editing: a handle per chapter to drag it, by pointer, touch or keyboard; without it the list is read-only. */
  onReorder?: (items: WikiSectionSummaryView[]) => void;
  disabled?: boolean;
}

/** The wiki's chapters in order, the open one marked; with `onReorder` they can be moved. */
export function SectionList({ items, selectedId, hrefOf, onReorder, disabled }: SectionListProps) {
  return (
    <SortableList
      size="small"
      items={items}
      titleOf={(item) => item.title}
      renderItem={(item, index) => {
        const selected = item._id === selectedId;
        return (
          <Link
            to={hrefOf(item)}
            replace
            aria-current={selected ? 'page' : undefined}
            style={{ display: 'block', padding: '8px 4px', fontWeight: selected ? 600 : undefined }}
          >
            {index + 1}. {item.title}
          </Link>
        );
      }}
      onMove={onReorder && ((_item, _position, next) => onReorder(next))}
      disabled={disabled}
      dragHelp={T.dragHelp}
      testId="section-list"
      itemTestId="section-item"
    />
  );
}
