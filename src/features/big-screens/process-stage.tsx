/**
 * One stage of the process page's flow (docs/requirements.md §2 `/Process`): the unit's place and name, its live values
 * (label, value, unit; offline meters marked), its pumps and devices with their state, its design parameters, and when
 * an alarm is active on its meters or devices a red mark with the count. Every name is rendered as text.
 */
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { DEVICE_STATUS, type DeviceStatus } from '@contract/asset';
import type { ProcessStage } from '@contract/screen';
import { useT } from '@/shared/i18n';
import { formatAmount } from '@/shared/format/number';

const DEVICE_COLOR: Readonly<Record<DeviceStatus, string>> = {
  [DEVICE_STATUS.RUNNING]: 'success',
  [DEVICE_STATUS.STANDBY]: 'processing',
  [DEVICE_STATUS.REPAIRING]: 'warning',
  [DEVICE_STATUS.STOPPED]: 'default',
};

/** A stage lists this many values and devices at first (a filter bank has dozens); the rest on demand. */
export const STAGE_LIST_MAX = 8;

export function StageBox({ stage }: { stage: ProcessStage }) {
  const t = useT();
  const [all, setAll] = useState(false);
  const hidden =
    Math.max(0, stage.meters.length - STAGE_LIST_MAX) + Math.max(0, stage.devices.length - STAGE_LIST_MAX);
  const meters = all ? stage.meters : stage.meters.slice(0, STAGE_LIST_MAX);
  const devices = all ? stage.devices : stage.devices.slice(0, STAGE_LIST_MAX);
  return (
    <article
      className={`ps-stage ${stage.inAlarm ? 'ps-stage--alarm' : ''}`}
      aria-label={`${stage.seq}. ${stage.name}`}
      data-testid={`process-stage-${stage.unitId}`}
      data-alarm={stage.inAlarm || undefined}
    >
      <header className="ps-stage__head">
        <span className="ps-stage__seq">{stage.seq}</span>
        <span className="ps-stage__name" title={stage.name}>
          {stage.name}
        </span>
        {stage.inAlarm && (
          <Tooltip title={stage.alarmKinds.map((k) => t(`screen.alarmKind.${k}`)).join('、')}>
            <span className="ps-stage__alarm" role="status" data-testid={`process-alarm-${stage.unitId}`}>
              {t('processFlow.alarms', { count: stage.activeAlarms })}
            </span>
          </Tooltip>
        )}
      </header>
      <div className="ps-stage__kind">{stage.kindLabel}</div>
      {stage.meters.length > 0 && (
        <dl className="ps-values" aria-label={t('processFlow.meters')}>
          {meters.map((m, i) => (
            <div key={`${i}-${m.name}`} className={`ps-value ${m.online ? '' : 'ps-value--offline'}`}>
              <dt title={m.readAt ?? undefined}>{m.name}</dt>
              <dd>
                {m.value === null ? (
                  <span className="ps-muted">{t('processFlow.noReading')}</span>
                ) : (
                  <>
                    <b>{formatAmount(m.value)}</b> <span className="ps-unit">{m.unit}</span>
                  </>
                )}
                {!m.online && <span className="ps-offline">{t('processFlow.offline')}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {stage.devices.length > 0 && (
        <ul className="ps-devices" aria-label={t('processFlow.devices')}>
          {devices.map((d, i) => (
            <li key={`${i}-${d.name}`}>
              <span className="ps-device__name" title={d.name}>
                {d.name}
              </span>
              <Tag color={DEVICE_COLOR[d.status]} bordered={false}>
                {d.statusLabel}
              </Tag>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <Button
          type="link"
          size="small"
          className="ps-more"
          onClick={() => setAll((v) => !v)}
          aria-expanded={all}
        >
          {all ? t('processFlow.less') : t('processFlow.more', { count: hidden })}
        </Button>
      )}
      {stage.params.length > 0 && (
        <dl className="ps-params" aria-label={t('processFlow.params')}>
          {stage.params.map((p, i) => (
            <div key={`${i}-${p.name}`}>
              <dt>{p.name}</dt>
              <dd>
                {formatAmount(p.value)} {p.unit}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
