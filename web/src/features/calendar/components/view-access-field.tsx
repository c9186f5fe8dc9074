import { Alert, Select } from 'antd';
import { ENTRY_TEXT as T } from '../text';
import { visibilityChange, type ViewAccessOption } from '../view-access';

export interface ViewAccessFieldProps {
  /** Set by Form.Item. */
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
  options: ViewAccessOption[];
  /** The view access the entry had when the dialog opened. */
  initial: number;
}

/** The role an entry is visible from, with SPEC 4's warning as soon as the choice moves the visibility. */
export function ViewAccessField({ value, onChange, id, options, initial }: ViewAccessFieldProps) {
  const change = visibilityChange(initial, value);
  const label = options.find((option) => option.value === value)?.label ?? '';
  return (
    <>
      <Select id={id} value={value} onChange={onChange} options={options} />
      {change && (
        <Alert
          type="warning"
          showIcon
          data-testid="visibility-warning"
          style={{ marginTop: 8 }}
          title={change === 'less' ? T.lessVisible(label) : T.moreVisible(label)}
        />
      )}
    </>
  );
}
