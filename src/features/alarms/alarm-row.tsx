/**
 * One active alarm in the panel (docs/requirements.md §2 "Alarm panel", contract AlarmWindowItem). Plain
 * elements with CSS ellipsis rather than antd Typography, whose ellipsis measures each line after render.
 */
import { memo } from 'react';
import { Button, Checkbox, Tag } from 'antd';
import type { AlarmKind, AlarmPriority, AlarmWindowItem } from '@contract/alarm';
import { useT } from '@/shared/i18n';

/** A colour per kind, so a glance tells collector errors from meter trouble. */
export const ALARM_KIND_COLOR: Readonly<Record<AlarmKind, string>> = {
  1: 'red',
  2: 'volcano',
  3: 'orange',
  4: 'purple',
  5: 'geekblue',
};

/** A colour per priority (docs/alarms.md "Priority"): 紧急 red to 低 blue. */
export const ALARM_PRIORITY_COLOR: Readonly<Record<AlarmPriority, string>> = {
  1: 'red',
  2: 'orange',
  3: 'gold',
  4: 'blue',
};

/** The virtual list needs a fixed estimate; rows are laid out to this height. */
export const ALARM_ROW_HEIGHT = 104;

interface Props {
  alarm: AlarmWindowItem;
  checked: boolean;
  busy: boolean;
  onCheck: (id: number, checked: boolean) => void;
  /** absent: the user may not release alarms (no 解除) */
  onRelease?: (alarm: AlarmWindowItem) => void;
  /** absent: the user may not acknowledge alarms (no 确认) */
  onAck?: (alarm: AlarmWindowItem) => void;
  /** absent: the user may not shelve alarms (no 搁置) */
  onShelve?: (alarm: AlarmWindowItem) => void;
  /** the row has a check box (the user may release or acknowledge) */
  selectable: boolean;
  /** absent: the user may not raise an order from an alarm (no 生成工单) */
  onOrder?: (alarm: AlarmWindowItem) => void;
}

export const AlarmRow = memo(function AlarmRow({
  alarm,
  checked,
  busy,
  selectable,
  onCheck,
  onRelease,
  onAck,
  onShelve,
  onOrder,
}: Props) {
  const t = useT();
  const kind = alarm.windowAlarmType;
  const ackedBy =
    alarm.acknowledged && alarm.ackBy && alarm.ackTime
      ? t('alarms.ackedBy', { who: alarm.ackBy, time: alarm.ackTime.slice(5, 16) })
      : undefined;
  return (
    <div
      className={`woms-alarm-row${alarm.acknowledged ? ' woms-alarm-row--acked' : ''}`}
      data-testid="alarm-row"
      data-alarm-id={alarm.alarmRecordId}
      data-factory-id={alarm.factoryId}
      data-acknowledged={alarm.acknowledged}
    >
      {selectable && (
        <Checkbox
          checked={checked}
          onChange={(e) => onCheck(alarm.alarmRecordId, e.target.checked)}
          aria-label={`${alarm.deviceName} ${alarm.alarmTime}`}
        />
      )}
      <div className="woms-alarm-row__body">
        <div className="woms-alarm-row__head">
          <Tag
            color={ALARM_PRIORITY_COLOR[alarm.priority]}
            data-priority={alarm.priority}
            className="woms-alarm-row__priority"
          >
            {t(`alarms.priority.${alarm.priority}` as const)}
          </Tag>
          <Tag color={ALARM_KIND_COLOR[kind]} data-kind={kind}>
            {t(`alarms.kind.${kind}` as const)}
          </Tag>
          <strong className="woms-alarm-row__device" title={alarm.deviceName}>
            {alarm.deviceName}
          </strong>
          <span className="woms-alarm-row__time">{alarm.alarmTime.slice(5, 16)}</span>
        </div>
        <span className="woms-alarm-row__line woms-alarm-row__line--muted">
          {alarm.factoryName} · {alarm.deviceCode} · {alarm.deviceAddr}
        </span>
        <span className="woms-alarm-row__line" title={alarm.content}>
          {alarm.content}
        </span>
        <div className="woms-alarm-row__foot">
          {alarm.acknowledged && (
            <Tag
              bordered={false}
              color="success"
              title={ackedBy}
              className="woms-alarm-row__acked"
              data-testid="alarm-acked"
            >
              {t('alarms.acked')}
              {alarm.ackBy && alarm.ackTime ? ` · ${alarm.ackBy} ${alarm.ackTime.slice(11, 16)}` : ''}
            </Tag>
          )}
          {alarm.inMaintenance && (
            <Tag
              bordered={false}
              color="purple"
              data-testid="alarm-maintenance"
              title={t('alarms.inMaintenanceHint')}
            >
              {t('alarms.inMaintenance')}
            </Tag>
          )}
          {alarm.cleared && (
            <Tag bordered={false} color="cyan" data-testid="alarm-cleared">
              {t('alarms.cleared')}
            </Tag>
          )}
          {alarm.suppressedCount > 0 && (
            <Tag bordered={false}>{t('alarms.suppressed', { n: alarm.suppressedCount })}</Tag>
          )}
          {alarm.taskNo && (
            <Tag bordered={false} color="processing" data-testid="alarm-task-no">
              {t('alarms.taskNo', { taskNo: alarm.taskNo })}
            </Tag>
          )}
          <span className="woms-alarm-row__actions">
            {onAck && !alarm.acknowledged && (
              <Button size="small" type="link" disabled={busy} onClick={() => onAck(alarm)}>
                {t('alarms.ack')}
              </Button>
            )}
            {onShelve && (
              <Button size="small" type="link" disabled={busy} onClick={() => onShelve(alarm)}>
                {t('alarms.shelve')}
              </Button>
            )}
            {onRelease && (
              <Button size="small" type="link" disabled={busy} onClick={() => onRelease(alarm)}>
                {t('alarms.release')}
              </Button>
            )}
            {onOrder && !alarm.taskNo && (
              <Button size="small" type="link" disabled={busy} onClick={() => onOrder(alarm)}>
                {t('alarms.order')}
              </Button>
            )}
          </span>
        </div>
      </div>
    </div>
  );
});
