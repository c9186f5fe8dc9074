import { DatePicker, Flex } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_TIME_FORMAT } from '../../../lib/dates';
import { DETAILS_TEXT as T } from '../text';

export type EventRange = [Dayjs | null, Dayjs | null] | null;

export interface EventRangeFieldProps {
  /** Set by Form.Item. */
  value?: EventRange;
  onChange?: (value: EventRange) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * Beginning and end as two date-and-time pickers side by side, stacked on a phone: antd's range picker opens
 * two months at once, which is wider than a 360 px screen.
 */
export function EventRangeField({ value, onChange, id, disabled }: EventRangeFieldProps) {
  const [start, end] = value ?? [null, null];
  const common = { format: DATE_TIME_FORMAT, showTime: { format: 'HH:mm', minuteStep: 5 as const }, disabled };
  return (
    <Flex gap={8} wrap>
      <DatePicker
        {...common}
        id={id}
        value={start}
        onChange={(day: Dayjs | null) => onChange?.([day, end])}
        placeholder={T.rangeStart}
        aria-label={T.rangeStart}
        style={{ flex: '1 1 200px' }}
      />
      <DatePicker
        {...common}
        value={end}
        onChange={(day: Dayjs | null) => onChange?.([start, day])}
        placeholder={T.rangeEnd}
        aria-label={T.rangeEnd}
        style={{ flex: '1 1 200px' }}
      />
    </Flex>
  );
}
