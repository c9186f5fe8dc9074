import { Alert, Select } from 'antd';
import { visibilityChange, type ViewAccessOption } from './view-access';

export interface ViewAccessFieldProps {
  /** Set by Form.Item. */
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
  options: ViewAccessOption[];
  /** The view access the item had when the form opened. */
  initial: number;
  /** The feature's SPEC 4 sentences (they name the item: "dieses Event", "diesen Termin"). */
  lessVisible: (label: string) => string;
  moreVisible: (label: string) => string;
}

/** The role an item is visible from, with SPEC 4's warning as soon as the choice moves the visibility. */
export function ViewAccessField({ value, onChange, id, options, initial, lessVisible, moreVisible }: ViewAccessFieldProps) {
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
          title={change === 'less' ? lessVisible(label) : moreVisible(label)}
        />
      )}
    </>
  );
}
