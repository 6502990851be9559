/**
 * The read-only fields of an order (docs/requirements.md §2 "Repair detail dialog": task number, project, repair
 * category, device code and name, report source, downtime counted, fault start time, reporter, report
 * content, report time, remark, acceptor, executor, planned execution time, type), with the 115 px
 * labels of docs/requirements.md §9. Shared by the detail dialog and the acceptance dialog's task information.
 */
import { Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import type { WoDetail } from '@contract/work-order';
import { useT, type MessageKey } from '@/shared/i18n';
import { SourceAlarms } from './source-alarms';
import { DueTime, PriorityTag } from '../priority';

/** docs/requirements.md §9 "Label width … 115px on the repair form". */
export const DETAIL_LABEL_WIDTH = 115;
/** A narrower side padding than antd's 16 px keeps six-character labels (故障开始时间) on one line. */
export const detailStyles: DescriptionsProps['styles'] = {
  label: { width: DETAIL_LABEL_WIDTH, minWidth: DETAIL_LABEL_WIDTH, paddingInline: 12 },
};

const dash = (value: ReactNode): ReactNode =>
  value === null || value === undefined || value === '' ? '-' : value;

type Field = [labelKey: MessageKey, value: ReactNode, wide?: boolean];

/** The content label follows the kind: a plan (maintenance, inspection) has no "report". */
export function contentLabelKey(kind: WoDetail['kind']): MessageKey {
  if (kind === 'maint') return 'woDlg.content.maint';
  if (kind === 'inspect') return 'woDlg.content.inspect';
  return 'woDlg.f.reportContent';
}

/** `onOpenAlarmStory`: the alarms the order came from link to their story (the detail dialog, which closes first). */
export function OrderInfo({
  order,
  onOpenAlarmStory,
}: {
  order: WoDetail;
  onOpenAlarmStory?: (alarmRecordId: number) => void;
}) {
  const t = useT();
  const fields: Field[] = [
    ['woDlg.f.taskNo', order.taskNo],
    ['woDlg.f.projectName', order.projectName],
    ['woDlg.f.fixType', order.fixTypeLabel],
    ['woDlg.f.kind', t(`wo.kind.${order.kind}`)],
    ['woDlg.f.deviceShowCode', order.deviceShowCode],
    ['woDlg.f.deviceName', order.deviceName],
    ['woDlg.f.reportSource', order.reportSourceLabel],
    ['woDlg.f.isStatistics', order.isStatisticsLabel],
    ['woDlg.f.fixStartTime', order.fixStartTime],
    ['woDlg.f.reportByName', order.reportByName],
    ['woDlg.f.reportTime', order.reportTime],
    ['woDlg.f.status', order.statusLabel],
    ['woPriority.f.priority', <PriorityTag key="priority" priority={order.priority} t={t} />],
    ['woPriority.col.dueTime', <DueTime key="due" order={order} t={t} />],
    [contentLabelKey(order.kind), order.reportContent, true],
    ['woDlg.f.remark', order.remark, true],
    ...(order.sourceAlarms.length > 0
      ? [
          [
            'woDlg.f.sourceAlarm',
            <SourceAlarms key="alarms" alarms={order.sourceAlarms} onOpenStory={onOpenAlarmStory} />,
            true,
          ] satisfies Field,
        ]
      : []),
    ['woDlg.f.execByName', order.execByName],
    ['woDlg.f.execTime', order.execTime],
    ['woDlg.f.acceptByName', order.acceptByName],
    ['woDlg.f.isForward', order.isForward ? `${order.isForwardLabel} ${order.forwardByName}`.trim() : ''],
    ['woDlg.f.copyTo', order.copyTo.map((p) => p.nickName).join('、'), true],
  ];
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      styles={detailStyles}
      items={fields.map(([key, value, wide]) => ({
        key,
        label: t(key),
        children: dash(value),
        span: wide ? 2 : 1,
      }))}
    />
  );
}
