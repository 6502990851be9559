/**
 * The range of an analysis page (告警分析, 设备可靠性): a start and an end to the minute, China time, nothing after today,
 * never empty; and the range such a page opens with, the last `days` days up to the next whole hour.
 */
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { chinaNow } from '@/shared/dates';

export type PastRange = [Dayjs, Dayjs];

/** The last `days` days up to the next whole hour, China time. */
export function lastDays(days: number): PastRange {
  const end = chinaNow().startOf('hour').add(1, 'hour');
  return [end.subtract(days, 'day'), end];
}

export function PastRangePicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: PastRange;
  onChange: (range: PastRange) => void;
}) {
  return (
    <DatePicker.RangePicker
      aria-label={label}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      allowClear={false}
      value={value}
      disabledDate={(d) => d.isAfter(chinaNow().endOf('day'))}
      onChange={(v) => {
        if (v?.[0] && v[1]) onChange([v[0], v[1]]);
      }}
    />
  );
}
