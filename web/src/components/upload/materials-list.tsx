import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { MaterialView } from '#shared/files';
import { formatFileSize, materialUrl } from './file-check';
import { UPLOAD_TEXT } from './text';

export interface MaterialsListProps {
  /** Stored materials: downloadable through the API. */
  materials: readonly MaterialView[];
  /** Files chosen in this form, sent with its save. */
  pending?: readonly File[];
  /** What the pending files wait for; forms save, the chat sends (default 'neu, wird beim Speichern hochgeladen'). */
  pendingNote?: string;
  /** Shown with a remove button each; removal takes effect when the form is saved. */
  onRemove?: (material: MaterialView) => void;
  onRemovePending?: (index: number) => void;
  /** Said when there is nothing to list; null lists nothing at all. */
  empty?: string | null;
}

function Row({ name, size, href, note, onRemove }: { name: string; size: number; href?: string; note?: string; onRemove?: () => void }) {
  return (
    <li data-testid="material-item" style={{ padding: '6px 0', borderBottom: '1px solid var(--plenum-border)' }}>
      <Flex align="center" gap={8}>
        <PaperClipOutlined aria-hidden />
        <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {href ? (
            <a href={href} download={name} aria-label={UPLOAD_TEXT.download(name)}>
              {name}
            </a>
          ) : (
            <span>{name}</span>
          )}{' '}
          <Typography.Text type="secondary">
            ({formatFileSize(size)}
            {note ? `, ${note}` : ''})
          </Typography.Text>
        </div>
        {onRemove && (
          <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={UPLOAD_TEXT.remove(name)} onClick={onRemove} />
        )}
      </Flex>
    </li>
  );
}

/** An owner's materials with download links, plus the files waiting to be uploaded. */
export function MaterialsList({
  materials,
  pending = [],
  pendingNote = UPLOAD_TEXT.newFile,
  onRemove,
  onRemovePending,
  empty = UPLOAD_TEXT.none,
}: MaterialsListProps) {
  if (materials.length === 0 && pending.length === 0) {
    return empty === null ? null : <Typography.Text type="secondary">{empty}</Typography.Text>;
  }
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="materials">
      {materials.map((material) => (
        <Row
          key={material._id}
          name={material.name}
          size={material.size}
          href={materialUrl(material._id)}
          onRemove={onRemove && (() => onRemove(material))}
        />
      ))}
      {pending.map((file, index) => (
        <Row
          key={`new-${index}-${file.name}`}
          name={file.name}
          size={file.size}
          note={pendingNote}
          onRemove={onRemovePending && (() => onRemovePending(index))}
        />
      ))}
    </ul>
  );
}
