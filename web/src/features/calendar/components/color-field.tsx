import { CheckOutlined } from '@ant-design/icons';
import { Radio } from 'antd';
import { CALENDAR_COLOURS } from '#shared/calendar';
import { textColorOn } from '../entry-colors';
import { ENTRY_TEXT as T } from '../text';

export interface ColorFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

// Top-aligned, so the chosen swatch (with its tick) does not sit lower than the others.
const SWATCH = { width: 36, padding: 0, textAlign: 'center', verticalAlign: 'top', marginInlineEnd: 4, marginBottom: 4 } as const;

/** Colour swatches as radio buttons, each named for screen readers; an entry's own colour stays choosable. */
export function ColorField({ value, onChange, id }: ColorFieldProps) {
  const colors: string[] = [...CALENDAR_COLOURS];
  if (value && !colors.includes(value.toLowerCase())) colors.push(value);
  return (
    <Radio.Group id={id} value={value?.toLowerCase()} onChange={(event) => onChange?.(event.target.value as string)} aria-label={T.color}>
      {colors.map((color) => {
        const key = color.toLowerCase();
        const selected = key === value?.toLowerCase();
        return (
          <Radio.Button key={key} value={key} style={{ ...SWATCH, background: color, borderColor: color }}>
            <span className="visually-hidden">{T.colorNames[key] ?? T.otherColor}</span>
            {selected && <CheckOutlined aria-hidden style={{ color: textColorOn(color) }} />}
          </Radio.Button>
        );
      })}
    </Radio.Group>
  );
}
