import { Flex } from 'antd';
import type { MaterialView } from '#shared/files';
import { DropZone } from './drop-zone';
import { MaterialsList } from './materials-list';

/** What a form holds for an owner's materials: stored ones to keep and new files to upload (SPEC 7). */
export interface MaterialsValue {
  keep: MaterialView[];
  added: File[];
}

export const materialsValue = (materials: MaterialView[] = []): MaterialsValue => ({ keep: materials, added: [] });

export interface MaterialsFieldProps {
  /** Set by Form.Item. */
  value?: MaterialsValue;
  onChange?: (value: MaterialsValue) => void;
  disabled?: boolean;
}

/**
 * The materials of a form as one antd form control: the drop zone checks files before they are kept, the list
 * offers download and remove. On save, send `keep` as the `materials` ids and `added` as `newUploads`.
 */
export function MaterialsField({ value = materialsValue(), onChange, disabled }: MaterialsFieldProps) {
  const { keep, added } = value;
  return (
    <Flex vertical gap={8}>
      {!disabled && <DropZone pending={added.length} onFiles={(files) => onChange?.({ keep, added: [...added, ...files] })} />}
      <MaterialsList
        materials={keep}
        pending={added}
        empty={null}
        onRemove={disabled ? undefined : (material) => onChange?.({ keep: keep.filter((m) => m._id !== material._id), added })}
        onRemovePending={disabled ? undefined : (index) => onChange?.({ keep, added: added.filter((_, i) => i !== index) })}
      />
    </Flex>
  );
}
