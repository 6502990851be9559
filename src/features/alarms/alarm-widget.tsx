/**
 * The alarm tool of the top bar (docs/requirements.md §2 "Alarm panel"): the unacknowledged count (99+), a drawer
 * with the panel on click (a drawer, not a popover: its confirm and settings dialogs must not close it), 开启声音 when the browser blocked the sound, and a mark when the service is unreachable. It also hands
 * antd's notification API to the store for the pop-ups (docs/requirements.md §4 "Alarm").
 */
import { useCallback, useEffect, useState } from 'react';
import { App, Badge, Button, Tag, Tooltip } from 'antd';
import { AlertOutlined, DisconnectOutlined, SoundOutlined } from '@ant-design/icons';
import { MESSAGE_BADGE_MAX } from '@/shared/config/constants';
import { useT } from '@/shared/i18n';
import { useShellRequest, type AlarmPanelFilter } from '@/shared/ui/shell-requests';
import { lazyOnOpen } from '@/shared/ui/lazy-on-open';
import type { Announcement } from './announcements';
import { setAlarmPopupSink, useAlarmStore } from './alarm-store';
import { unacknowledged, useAlarmWindow } from './alarm-window';
import { DataAge } from './data-age';
import './alarms.css';

// Loaded at its first opening, with the panel's list (docs/architecture.md §4 "Bundles").
const AlarmDrawer = lazyOnOpen(() => import('./alarm-drawer').then((m) => m.AlarmDrawer));

export function AlarmWidget() {
  const t = useT();
  const { notification } = App.useApp();
  const { alarms, unreachable } = useAlarmWindow();
  // Unacknowledged first (docs/alarms.md): an alarm someone has in hand no longer calls for attention.
  const count = unacknowledged(alarms);
  const soundBlocked = useAlarmStore((s) => s.soundBlocked);
  const [open, setOpen] = useState(false);
  // what home asked to see (one kind of one factory); the bell opens the whole window
  const [filter, setFilter] = useState<AlarmPanelFilter | null>(null);
  useShellRequest(
    'alarms',
    useCallback((request: { filter: AlarmPanelFilter }) => {
      setFilter(request.filter);
      setOpen(true);
    }, []),
  );

  useEffect(() => {
    const kind = (a: Announcement) => t(`alarms.kind.${a.kind}` as const);
    setAlarmPopupSink((a, durationMs) =>
      notification.warning({
        key: a.key,
        message: a.alarm
          ? `${kind(a)} · ${a.factoryName}`
          : t('alarms.floodSummary', { factory: a.factoryName, kind: kind(a), n: a.count }),
        description: a.alarm ? `${a.alarm.deviceName} ${a.alarm.content}` : undefined,
        duration: durationMs / 1000,
        // Its 2 s whatever the pointer does (docs/architecture.md §4 "Alarms"): paused under the pointer, a notice over a
        // dialog's buttons, where the pointer rests, stayed until closed by hand, and a flood's stacked over them.
        pauseOnHover: false,
        placement: 'bottomRight',
        className: 'woms-alarm-popup',
      }),
    );
    return () => {
      setAlarmPopupSink(null);
      // Pop-ups said in the language just left (or of a session that ended) go with it.
      notification.destroy();
    };
  }, [notification, t]);

  return (
    <div className="woms-alarm-widget" data-testid="alarm-widget">
      {unreachable && (
        <Tag
          color="error"
          icon={<DisconnectOutlined />}
          className="woms-alarm-widget__down"
          data-testid="alarm-down"
        >
          <span className="woms-alarm-widget__down-text">{t('alarms.unreachable')}</span>
        </Tag>
      )}
      {soundBlocked && (
        <Tooltip title={t('alarms.enableSound')}>
          <Button
            size="small"
            icon={<SoundOutlined />}
            onClick={() => useAlarmStore.getState().unlockSound()}
            aria-label={t('alarms.enableSound')}
            data-testid="alarm-enable-sound"
          >
            <span className="woms-alarm-widget__sound-text">{t('alarms.enableSound')}</span>
          </Button>
        </Tooltip>
      )}
      <Tooltip title={unreachable ? t('alarms.unreachable') : <DataAge />}>
        <Badge
          count={count}
          overflowCount={MESSAGE_BADGE_MAX}
          size="small"
          dot={unreachable && count === 0}
          data-testid="alarm-badge"
        >
          <Button
            type="text"
            icon={<AlertOutlined />}
            aria-label={t('alarms.button')}
            className={unreachable ? 'woms-alarm-widget__button--down' : undefined}
            onClick={() => {
              setFilter(null);
              setOpen(true);
            }}
            data-testid="alarm-button"
          />
        </Badge>
      </Tooltip>
      <AlarmDrawer
        open={open}
        onClose={() => setOpen(false)}
        filter={filter}
        onClearFilter={() => setFilter(null)}
      />
    </div>
  );
}
