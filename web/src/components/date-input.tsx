import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, dayjs } from '../lib/dates';

const ISO_DAY = 'YYYY-MM-DD';

export interface DateInputProps extends Omit<DatePickerProps, 'value' | 'onChange' | 'format' | 'picker'> {
  /** The day as the API sends and takes it ('2026-09-15'). */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
}

/**
 * The product's date field: shows and accepts 'TT.MM.JJJJ' in German whatever the browser's language
 * (a native date input follows the browser: 'mm/dd/yyyy' in an English one), while the form keeps the
 * ISO day, so forms and requests stay as they were.
 */
export function DateInput({ value, onChange, style, ...rest }: DateInputProps) {
  return (
    <DatePicker
      {...rest}
      format={DATE_FORMAT}
      value={value ? dayjs(value) : null}
      // A single-date picker: antd's type also covers the multiple mode, which is not used here.
      onChange={(day) => onChange?.(day ? (day as Dayjs).format(ISO_DAY) : undefined)}
      style={{ width: '100%', ...style }}
    />
  );
}
