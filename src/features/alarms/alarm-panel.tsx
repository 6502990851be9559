/**
 * The alarm panel (docs/requirements.md §2 "Alarm panel", docs/alarms.md): select all (indeterminate), 批量确认 and
 * 批量解除, one row per alarm with its priority, 确认, 搁置, 解除 and 生成工单, ordered unacknowledged first, then by
 * priority, then newest first; the overflow warning from ALARM_LIMITS.OVERFLOW_WARNING, the flood banner and the
 * data's age; a 已搁置 tab with 取消搁置. The list is virtual: 5,000 alarms render a screenful of rows. Each write
 * shows only to a user holding its code (PERM.ALARM_RELEASE, ALARM_ACK, ALARM_SHELVE, ALARM_ORDER;
 * docs/architecture.md §3 "Alarms"): without the release or acknowledge code there is nothing to select either.
 */
import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Empty, Spin, Tabs, Tag } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import VirtualList from 'rc-virtual-list';
import { ALARM_LIMITS, type AlarmWindowItem } from '@contract/alarm';
import { PERM } from '@contract/permissions';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import type { AlarmPanelFilter } from '@/shared/ui/shell-requests';
import { useAlarmStore } from './alarm-store';
import { panelOrder, useAlarmWindow } from './alarm-window';
import { AlarmActionDialog, type AlarmActionRequest, type AlarmActionValues } from './alarm-action-dialog';
import { ShelvedList } from './shelved-list';
import { ALARM_ROW_HEIGHT, AlarmRow } from './alarm-row';
import { DataAge } from './data-age';
import { useAlarmActions } from './use-alarm-actions';

export const ALARM_PANEL_WIDTH = 420;
/** the drawer's header and padding and the bar above the list */
const CHROME_HEIGHT = 140;
const BANNER_HEIGHT = 40;
const TABS_HEIGHT = 46;

interface Props {
  onSettings: () => void;
  /** only the alarms of this kind (and factory), with a tag that clears it */
  filter?: AlarmPanelFilter | null;
  onClearFilter?: () => void;
}

/** The window, and beside it the shelved alarms for a user who may shelve. */
export function AlarmPanel(props: Props) {
  const t = useT();
  const canShelve = usePermission()(PERM.ALARM_SHELVE);
  if (!canShelve) return <WindowPane {...props} tabbed={false} />;
  return (
    <Tabs
      size="small"
      className="woms-alarm-panel__tabs"
      destroyOnHidden
      items={[
        { key: 'window', label: t('alarms.tab.window'), children: <WindowPane {...props} tabbed /> },
        { key: 'shelved', label: t('alarms.tab.shelved'), children: <ShelvedList /> },
      ]}
    />
  );
}

function WindowPane({ onSettings, filter = null, onClearFilter, tabbed }: Props & { tabbed: boolean }) {
  const t = useT();
  const { alarms: windowAlarms, unreachable, loaded } = useAlarmWindow();
  const alarms = useMemo(
    () =>
      panelOrder(
        filter
          ? windowAlarms.filter(
              (a) =>
                a.windowAlarmType === filter.kind &&
                (filter.factoryId === null || a.factoryId === filter.factoryId),
            )
          : windowAlarms,
      ),
    [windowAlarms, filter],
  );
  const flooding = useAlarmStore((s) => s.flooding);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const can = usePermission();
  const canRelease = can(PERM.ALARM_RELEASE);
  const canOrder = can(PERM.ALARM_ORDER);
  const canAck = can(PERM.ALARM_ACK);
  const canShelve = can(PERM.ALARM_SHELVE);
  const selectable = canRelease || canAck;
  const [request, setRequest] = useState<AlarmActionRequest | null>(null);

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
  const { busy, release, ack, shelve, order } = useAlarmActions(forget);

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
  const onRelease = useCallback((a: AlarmWindowItem) => setRequest({ action: 'release', alarms: [a] }), []);
  const onAck = useCallback((a: AlarmWindowItem) => setRequest({ action: 'ack', alarms: [a] }), []);
  const onShelve = useCallback((a: AlarmWindowItem) => setRequest({ action: 'shelve', alarms: [a] }), []);
  const pickedAlarms = alarms.filter((a) => selectedSet.has(a.alarmRecordId));
  const submit = (r: AlarmActionRequest, v: AlarmActionValues): Promise<boolean> => {
    const ids = r.alarms.map((a) => a.alarmRecordId);
    if (r.action === 'ack') return ack(ids, v.note);
    if (r.action === 'shelve') return shelve(ids, v.minutes ?? 1, v.reason ?? '');
    return release(ids, v.reason);
  };

  const all = alarms.length > 0 && selected.length === alarms.length;
  const overflow = alarms.length >= ALARM_LIMITS.OVERFLOW_WARNING;
  const banners = [unreachable, flooding, overflow].filter(Boolean).length;
  // The list fills the drawer (measured at each opening: the drawer is rebuilt each time).
  const listHeight = Math.max(
    4 * ALARM_ROW_HEIGHT,
    window.innerHeight - CHROME_HEIGHT - banners * BANNER_HEIGHT - (tabbed ? TABS_HEIGHT : 0),
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
        {selectable && (
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
        {canAck && (
          <Button
            size="small"
            disabled={!pickedAlarms.some((a) => !a.acknowledged) || busy}
            onClick={() => setRequest({ action: 'ack', alarms: pickedAlarms.filter((a) => !a.acknowledged) })}
          >
            {t('alarms.ackBatch')}
          </Button>
        )}
        {canRelease && (
          <Button
            size="small"
            danger
            disabled={selected.length === 0 || busy}
            onClick={() => setRequest({ action: 'release', alarms: pickedAlarms })}
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
              selectable={selectable}
              onCheck={onCheck}
              onRelease={canRelease ? onRelease : undefined}
              onAck={canAck ? onAck : undefined}
              onShelve={canShelve ? onShelve : undefined}
              onOrder={canOrder ? order : undefined}
            />
          )}
        </VirtualList>
      )}
      <AlarmActionDialog request={request} onSubmit={submit} onClose={() => setRequest(null)} />
    </div>
  );
}
