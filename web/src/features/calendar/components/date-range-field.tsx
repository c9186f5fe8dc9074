import { DatePicker, Flex } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../../lib/dates';
import { useIsMobile } from '../../../lib/media';
import { ENTRY_TEXT as T } from '../text';

export type DateRange = [Dayjs | null, Dayjs | null] | null;

export interface DateRangeFieldProps {
  value?: DateRange;
  onChange?: (value: DateRange) => void;
  id?: string;
  /** Days only, without times. */
  allDay: boolean;
  status?: 'error' | 'warning';
}

/**
 * Beginning and end in German (antd's de_DE locale, dayjs 'de', weeks from Monday). From 48em up one range
 * picker; on phones two single pickers, since the range picker's two-month panel is wider than the screen.
 */
export function DateRangeField({ value, onChange, id, allDay, status }: DateRangeFieldProps) {
  const mobile = useIsMobile();
  const [start, end] = value ?? [null, null];
  const format = allDay ? DATE_FORMAT : DATE_TIME_FORMAT;
  const showTime = allDay ? false : { format: 'HH:mm', minuteStep: 5 as const };

  if (!mobile) {
    return (
      <DatePicker.RangePicker
        id={id}
        value={[start, end]}
        onChange={(range) => onChange?.(range ? [range[0], range[1]] : null)}
        format={format}
        showTime={showTime}
        placeholder={[T.rangeStart, T.rangeEnd]}
        allowEmpty={[false, false]}
        status={status}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <Flex vertical gap={8}>
      <DatePicker
        id={id}
        value={start}
        onChange={(day: Dayjs | null) => onChange?.([day, end])}
        format={format}
        showTime={showTime}
        placeholder={T.rangeStart}
        aria-label={T.rangeStart}
        status={status}
        style={{ width: '100%' }}
      />
      <DatePicker
        value={end}
        onChange={(day: Dayjs | null) => onChange?.([start, day])}
        format={format}
        showTime={showTime}
        placeholder={T.rangeEnd}
        aria-label={T.rangeEnd}
        status={status}
        style={{ width: '100%' }}
      />
    </Flex>
  );
}
