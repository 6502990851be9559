/**
 * The alarm panel (docs/requirements.md §2 "Alarm panel"): select all (indeterminate), 批量解除, one row per
 * alarm with 解除 and 生成工单, the overflow warning from ALARM_LIMITS.OVERFLOW_WARNING, the flood banner and
 * the data's age. The list is virtual: 5,000 alarms render a screenful of rows. Releasing and raising an order
 * show only to a user holding their codes (PERM.ALARM_RELEASE, PERM.ALARM_ORDER; docs/architecture.md §3 "Alarms"):
 * without the release code there is nothing to select either.
 */
import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Empty, Spin, Tag } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import VirtualList from 'rc-virtual-list';
import { ALARM_LIMITS, type AlarmWindowItem } from '@contract/alarm';
import { PERM } from '@contract/permissions';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import type { AlarmPanelFilter } from '@/shared/ui/shell-requests';
import { useAlarmStore } from './alarm-store';
import { useAlarmWindow } from './alarm-window';
import { ALARM_ROW_HEIGHT, AlarmRow } from './alarm-row';
import { DataAge } from './data-age';
import { useAlarmActions } from './use-alarm-actions';

export const ALARM_PANEL_WIDTH = 420;
/** the drawer's header and padding and the bar above the list */
const CHROME_HEIGHT = 140;
const BANNER_HEIGHT = 40;

interface Props {
  onSettings: () => void;
  /** only the alarms of this kind (and factory), with a tag that clears it */
  filter?: AlarmPanelFilter | null;
  onClearFilter?: () => void;
}

export function AlarmPanel({ onSettings, filter = null, onClearFilter }: Props) {
  const t = useT();
  const { alarms: windowAlarms, unreachable, loaded } = useAlarmWindow();
  const alarms = useMemo(
    () =>
      filter
        ? windowAlarms.filter(
            (a) =>
              a.windowAlarmType === filter.kind &&
              (filter.factoryId === null || a.factoryId === filter.factoryId),
          )
        : windowAlarms,
    [windowAlarms, filter],
  );
  const flooding = useAlarmStore((s) => s.flooding);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const can = usePermission();
  const canRelease = can(PERM.ALARM_RELEASE);
  const canOrder = can(PERM.ALARM_ORDER);

  // Only ids still listed count: a reload may have taken some away.
  const selected = useMemo(
    () => alarms.filter((a) => picked.has(a.alarmRecordId)).map((a) => a.alarmRecordId),
    [alarms, picked],
  );
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const forget = useCallback(
    (ids: readonly number[]) => setPicked((prev) => new Set([...prev].filter((id) => !ids.includes(id)))),
    [],
  );
  const { busy, release, order } = useAlarmActions(forget);

  const onCheck = useCallback(
    (id: number, checked: boolean) =>
      setPicked((prev) => {
        const next = new Set(prev);
        if (checked) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const onRelease = useCallback((a: AlarmWindowItem) => void release([a.alarmRecordId]), [release]);

  const all = alarms.length > 0 && selected.length === alarms.length;
  const overflow = alarms.length >= ALARM_LIMITS.OVERFLOW_WARNING;
  const banners = [unreachable, flooding, overflow].filter(Boolean).length;
  // The list fills the drawer (measured at each opening: the drawer is rebuilt each time).
  const listHeight = Math.max(
    4 * ALARM_ROW_HEIGHT,
    window.innerHeight - CHROME_HEIGHT - banners * BANNER_HEIGHT,
  );
  return (
    <div className="woms-alarm-panel" data-testid="alarm-panel">
      {unreachable && <Alert type="error" showIcon message={t('alarms.unreachable')} banner />}
      {flooding && (
        <Alert type="warning" showIcon message={t('alarms.flood')} banner data-testid="alarm-flood" />
      )}
      {overflow && <Alert type="error" message={t('alarms.overflow')} banner data-testid="alarm-overflow" />}
      {filter && (
        <Tag closable onClose={onClearFilter} className="woms-alarm-panel__filter" data-testid="alarm-filter">
          {t('alarms.filtered', { kind: t(`alarms.kind.${filter.kind}` as 'alarms.kind.1') })}
        </Tag>
      )}
      <div className="woms-alarm-panel__bar">
        {canRelease && (
          <Checkbox
            checked={all}
            indeterminate={selected.length > 0 && !all}
            disabled={alarms.length === 0}
            onChange={(e) =>
              setPicked(e.target.checked ? new Set(alarms.map((a) => a.alarmRecordId)) : new Set())
            }
            data-testid="alarm-select-all"
          >
            {t('alarms.selectAll')}
          </Checkbox>
        )}
        {/* No count and no 暂无告警 before the first window: an empty list then means "not yet", not "none". */}
        <span className="woms-alarm-panel__count" data-testid="alarm-count">
          {loaded ? t('alarms.total', { total: alarms.length }) : null}
        </span>
        <DataAge />
        {canRelease && (
          <Button
            size="small"
            danger
            disabled={selected.length === 0 || busy}
            onClick={() => void release(selected)}
          >
            {t('alarms.releaseBatch')}
          </Button>
        )}
        <Button
          size="small"
          icon={<SettingOutlined />}
          aria-label={t('alarms.settings')}
          title={t('alarms.settings')}
          onClick={onSettings}
        />
      </div>
      {!loaded ? (
        // Unreachable before any window: the banner above says so; 暂无告警 would claim there are none.
        !unreachable && (
          <div className="woms-alarm-panel__loading" data-testid="alarm-loading">
            <Spin size="small" /> {t('common.loading')}
          </div>
        )
      ) : alarms.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('alarms.empty')} />
      ) : (
        <VirtualList
          data={alarms}
          height={Math.min(listHeight, alarms.length * ALARM_ROW_HEIGHT)}
          itemHeight={ALARM_ROW_HEIGHT}
          itemKey="alarmRecordId"
        >
          {(alarm) => (
            <AlarmRow
              alarm={alarm}
              checked={selectedSet.has(alarm.alarmRecordId)}
              busy={busy}
              onCheck={onCheck}
              onRelease={canRelease ? onRelease : undefined}
              onOrder={canOrder ? order : undefined}
            />
          )}
        </VirtualList>
      )}
    </div>
  );
}
