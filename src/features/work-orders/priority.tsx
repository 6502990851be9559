/**
 * How an order's priority and due time show (docs/work-order-lifecycle.md "Priority and due time"): the priority as a
 * coloured tag, the due time with a red 已超期 tag while the server judges the order overdue (its `overdue`, at the
 * server's clock: the console never judges by its own), and the priority choices of the report and dispatch forms.
 */
import { Space, Tag } from 'antd';
import { WO_PRIORITIES, type WoPriority } from '@contract/wo-priority';
import type { FieldOption, FieldSpec } from '@/shared/form';
import type { MessageKey } from '@/shared/i18n';

type Translate = (key: MessageKey) => string;

export const priorityKey = (p: WoPriority) => `woPriority.${p}` as MessageKey;

/** 紧急 red and 高 orange stand out; 中 and 低 stay quiet. */
const TAG_COLOR: Readonly<Record<WoPriority, string | undefined>> = {
  1: 'red',
  2: 'orange',
  3: 'blue',
  4: undefined,
};

export const priorityOptions = (t: Translate): FieldOption[] =>
  WO_PRIORITIES.map((p) => ({ value: p, label: t(priorityKey(p)) }));

/** The priority of the report and dispatch forms (its hint says how the due time follows). */
export const priorityField = (t: Translate): FieldSpec => ({
  type: 'select',
  prop: 'priority',
  label: t('woPriority.f.priority'),
  required: true,
  options: priorityOptions(t),
  tooltip: t('woPriority.f.priorityHint'),
});

export function PriorityTag({ priority, t }: { priority: WoPriority; t: Translate }) {
  return (
    <Tag color={TAG_COLOR[priority]} style={{ marginInlineEnd: 0 }}>
      {t(priorityKey(priority))}
    </Tag>
  );
}

/** The due time, and 已超期 in red when the order is overdue (the row's `overdue`). */
export function DueTime({ order, t }: { order: { dueTime: string | null; overdue: boolean }; t: Translate }) {
  if (!order.overdue) return <span>{order.dueTime ?? '-'}</span>;
  return (
    <Space size={4} data-overdue="true" style={{ whiteSpace: 'nowrap' }}>
      <Tag color="red" style={{ marginInlineEnd: 0, paddingInline: 4 }}>
        {t('woPriority.overdue')}
      </Tag>
      <span>{order.dueTime ?? ''}</span>
    </Space>
  );
}
