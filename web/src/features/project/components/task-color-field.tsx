import { CheckOutlined, StopOutlined } from '@ant-design/icons';
import { Radio } from 'antd';
import { CALENDAR_COLOURS } from '#shared/calendar';
import { TASK_TEXT as T } from '../text';

export interface TaskColorFieldProps {
  /** '#rrggbb', or '' for none. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
}

const SWATCH = { width: 36, padding: 0, textAlign: 'center', verticalAlign: 'top', marginInlineEnd: 4, marginBottom: 4 } as const;

/** The card's colour: the calendar's swatches (each carries a white tick at 4.5:1) or none, named for screen readers. */
export function TaskColorField({ value = '', onChange, id, disabled }: TaskColorFieldProps) {
  const colors: string[] = [...CALENDAR_COLOURS];
  const current = value.toLowerCase();
  if (current && !colors.includes(current)) colors.push(current);
  return (
    <Radio.Group
      id={id}
      value={current}
      disabled={disabled}
      onChange={(event) => onChange?.(event.target.value as string)}
      aria-label={T.color}
    >
      <Radio.Button value="" style={SWATCH}>
        <span className="visually-hidden">{T.noColor}</span>
        <StopOutlined aria-hidden />
      </Radio.Button>
      {colors.map((color) => (
        <Radio.Button key={color} value={color} style={{ ...SWATCH, background: color, borderColor: color }}>
          <span className="visually-hidden">{T.colorNames[color] ?? T.otherColor}</span>
          {color === current && <CheckOutlined aria-hidden style={{ color: '#ffffff' }} />}
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
