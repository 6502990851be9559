/**
 * The alarm tool's drawer (docs/requirements.md §2 "Alarm panel"): the panel, and its settings dialog on top. Loaded
 * at the first opening (alarm-widget.tsx); unmounted when hidden, so each opening reads the store afresh.
 */
import { useState } from 'react';
import { Drawer } from 'antd';
import { useT } from '@/shared/i18n';
import type { AlarmPanelFilter } from '@/shared/ui/shell-requests';
import { lazyOnOpen } from '@/shared/ui/lazy-on-open';
import { ALARM_PANEL_WIDTH, AlarmPanel } from './alarm-panel';

// Loaded at its first opening, with its sliders (docs/architecture.md §4 "Bundles").
const AlarmSettingsDialog = lazyOnOpen(() =>
  import('./alarm-settings-dialog').then((m) => m.AlarmSettingsDialog),
);

interface Props {
  open: boolean;
  onClose: () => void;
  /** show only these alarms (home's figures ask for one kind of one factory) until cleared */
  filter?: AlarmPanelFilter | null;
  onClearFilter?: () => void;
}

export function AlarmDrawer({ open, onClose, filter = null, onClearFilter }: Props) {
  const t = useT();
  const [settings, setSettings] = useState(false);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('alarms.title')}
      width={ALARM_PANEL_WIDTH}
      destroyOnHidden
      className="woms-alarm-drawer"
    >
      <AlarmPanel onSettings={() => setSettings(true)} filter={filter} onClearFilter={onClearFilter} />
      <AlarmSettingsDialog open={settings} onClose={() => setSettings(false)} />
    </Drawer>
  );
}
