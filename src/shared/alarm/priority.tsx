/**
 * An alarm's priority as every page shows it (docs/alarms.md "Priority"): 紧急 red to 低 blue, as solid tags whose
 * white text keeps WCAG AA 4.5:1 in both themes (docs/layout.md "Status tags"). The alarm pages, the work-order detail
 * naming the alarm an order came from, and the journal all read it from here.
 */
import { Tag } from 'antd';
import type { AlarmPriority } from '@contract/alarm';
import { useT, type MessageKey } from '@/shared/i18n';
import { TAG_COLORS } from '@/shared/table';

export const PRIORITY_LABEL: Readonly<Record<AlarmPriority, MessageKey>> = {
  1: 'alarms.priority.1',
  2: 'alarms.priority.2',
  3: 'alarms.priority.3',
  4: 'alarms.priority.4',
};

export const PRIORITY_COLOR: Readonly<Record<AlarmPriority, string>> = {
  1: TAG_COLORS.red,
  2: '#ad4e00',
  3: TAG_COLORS.yellow,
  4: TAG_COLORS.blue,
};

export function PriorityTag({ priority }: { priority: AlarmPriority }) {
  const t = useT();
  return <Tag color={PRIORITY_COLOR[priority]}>{t(PRIORITY_LABEL[priority])}</Tag>;
}
