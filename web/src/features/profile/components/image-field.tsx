import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { DropZone } from '../../../components/upload/drop-zone';
import type { ImageChange } from '../profile-body';
import { DESCRIPTION_TEXT as T } from '../text';

export interface ImageFieldProps {
  /** Set by Form.Item: a picked file, 'remove', or undefined (keep what is stored). */
  value?: ImageChange;
  onChange?: (value: ImageChange) => void;
  /** The stored image's URL, or null. */
  current: string | null;
  /** Names the image: 'Profilbild', 'Hintergrundbild', 'Bild'. */
  label: string;
  /** A round avatar or a wide picture; both shown whole (no crop), so what is stored is what one sees. */
  shape: 'avatar' | 'wide';
  disabled?: boolean;
}

/** A picked file's preview URL, released when the file changes or the field goes. */
function usePreview(file: File | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * One image of a form: a crop-free preview of what will be stored, a drop zone to replace it and a remove
 * button. Profile images take the image types of every drop zone (PNG, JPEG, WebP, GIF: its first frame
 * is stored), so the drop zone's own check refuses anything else.
 */
export function ImageField({ value, onChange, current, label, shape, disabled }: ImageFieldProps) {
  const picked = value && value !== 'remove' ? value.file : undefined;
  const preview = usePreview(picked);
  const shown = value === 'remove' ? null : (preview ?? current);

  const pick = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    onChange?.({ file });
  };

  const size = shape === 'avatar' ? { width: 128, height: 128, borderRadius: '50%' } : { width: '100%', maxHeight: 220 };
  return (
    <Flex vertical gap={8} data-testid={`image-field-${shape}`}>
      {shown ? (
        <img
          src={shown}
          alt={T.preview(label)}
          style={{ ...size, objectFit: 'contain', background: 'var(--ant-color-fill-quaternary)', display: 'block' }}
        />
      ) : (
        <Typography.Text type="secondary">{T.noImage}</Typography.Text>
      )}
      {!disabled && (
        <Flex vertical gap={8}>
          <DropZone kind="image" multiple={false} onFiles={pick} hint={T.imageHint} />
          {shown && (
            <Button
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => onChange?.(current ? 'remove' : undefined)}
              style={{ alignSelf: 'start' }}
            >
              {T.removeImage(label)}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
