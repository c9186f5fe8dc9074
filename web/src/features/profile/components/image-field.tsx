import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { FILE_MESSAGES } from '#shared/files';
import { PROFILE_IMAGE_MIME_TYPES } from '#shared/profile';
import { DropZone } from '../../../components/upload/drop-zone';
import { UPLOAD_TEXT } from '../../../components/upload/text';
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
 * button. Profile images are PNG, JPEG or WebP only (the shared image drop zone would also take GIF, so the
 * field checks again and says so in its hint).
 */
export function ImageField({ value, onChange, current, label, shape, disabled }: ImageFieldProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const picked = value && value !== 'remove' ? value.file : undefined;
  const preview = usePreview(picked);
  const shown = value === 'remove' ? null : (preview ?? current);

  const pick = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (file.type && !(PROFILE_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      setRefused(UPLOAD_TEXT.refused(file.name, FILE_MESSAGES.fileInvalid));
      return;
    }
    setRefused(null);
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
          {refused && <Alert type="error" showIcon title={refused} data-testid="image-refused" />}
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
