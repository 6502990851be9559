/** A few lines naming the order a form acts on (number, device, content, executor). */
import { Descriptions } from 'antd';
import type { WoRow } from '@contract/work-order';
import { useT } from '@/shared/i18n';
import { contentLabelKey, detailStyles } from './order-info';
import { DueTime, PriorityTag } from '../priority';

export function OrderSummary({ order }: { order: WoRow }) {
  const t = useT();
  const items = [
    { key: 'no', label: t('woDlg.f.taskNo'), children: order.taskNo },
    { key: 'status', label: t('woDlg.f.status'), children: order.statusLabel },
    {
      key: 'device',
      label: t('woDlg.f.device'),
      children: `${order.deviceShowCode} ${order.deviceName}`.trim() || '-',
    },
    { key: 'exec', label: t('woDlg.f.execByName'), children: order.execByName || '-' },
    {
      key: 'priority',
      label: t('woPriority.f.priority'),
      children: <PriorityTag priority={order.priority} t={t} />,
    },
    { key: 'due', label: t('woPriority.col.dueTime'), children: <DueTime order={order} t={t} /> },
    { key: 'content', label: t(contentLabelKey(order.kind)), children: order.reportContent, span: 2 },
  ];
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      styles={detailStyles}
      items={items}
      style={{ marginBottom: 16 }}
    />
  );
}
