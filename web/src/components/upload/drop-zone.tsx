import { InboxOutlined } from '@ant-design/icons';
import { Alert, Upload } from 'antd';
import { useState } from 'react';
import { acceptFor, checkFiles, type RefusedFile, type UploadKind } from './file-check';
import { UPLOAD_TEXT } from './text';

export interface DropZoneProps {
  /** Called with the files that passed the check; nothing is sent here, the form sends them with its save. */
  onFiles: (files: File[]) => void;
  kind?: UploadKind;
  /** New files the form already holds (one request carries at most UPLOAD_MAX_FILES). */
  pending?: number;
  multiple?: boolean;
  disabled?: boolean;
  /** Replaces the default line on what is accepted, for a field that takes fewer types. */
  hint?: string;
}

/**
 * Drop or pick files; each is checked for size and type before anything is uploaded (SPEC 5), and a refused
 * file is named with the SPEC's sentence right below the zone.
 */
export function DropZone({ onFiles, kind = 'material', pending = 0, multiple = true, disabled, hint }: DropZoneProps) {
  const [refused, setRefused] = useState<RefusedFile[]>([]);

  // antd asks once per file with the whole batch; the batch is judged at its first file, so the count limit
  // sees every file of one drop together.
  const beforeUpload = (file: File, batch: File[]) => {
    if (file === batch[0]) {
      const result = checkFiles(batch, kind, pending);
      setRefused(result.refused);
      if (result.accepted.length > 0) onFiles(result.accepted);
    }
    return Upload.LIST_IGNORE;
  };

  return (
    <div className="plenum-drop-zone">
      <Upload.Dragger
        accept={acceptFor(kind)}
        multiple={multiple}
        disabled={disabled}
        showUploadList={false}
        beforeUpload={beforeUpload}
        // Nothing goes over the wire here; beforeUpload stops every file, this only satisfies the component.
        customRequest={() => undefined}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{UPLOAD_TEXT.drop}</p>
        <p className="ant-upload-hint">{hint ?? (kind === 'image' ? UPLOAD_TEXT.imageHint : UPLOAD_TEXT.materialHint)}</p>
      </Upload.Dragger>
      {refused.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="upload-refused"
          style={{ marginTop: 8 }}
          title={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {refused.map((item, index) => (
                <li key={`${item.name}-${index}`}>{UPLOAD_TEXT.refused(item.name, item.message)}</li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
}
