/**
 * Release and order (docs/requirements.md §4 "Alarm": after a release the list reloads; §8: the server's msg
 * on success, its msg as an error on failure, which the HTTP client shows). Each costs one window request
 * (docs/architecture.md §4 "Alarms"): a success shows itself in the cached window at once and the reload that
 * confirms it is the live frame's (or its fallback's, alarm-store.ts `changed`); a failure reloads at once, since
 * the window may have moved under the click (released or ordered elsewhere).
 */
import { useCallback, useState } from 'react';
import type { AlarmWindowItem } from '@contract/alarm';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { useConfirm } from '@/shared/ui/use-confirm';
import { orderAlarm, releaseAlarms } from './api';
import { useAlarmStore } from './alarm-store';
import { withOrder, withoutAlarms } from './alarm-window';

export function useAlarmActions(onReleased: (ids: readonly number[]) => void) {
  const t = useT();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);

  const release = useCallback(
    async (ids: readonly number[]) => {
      if (ids.length === 0) return;
      setBusy(true);
      try {
        const reply = await releaseAlarms(ids);
        notify('success', reply.msg);
        onReleased(ids);
        useAlarmStore.getState().changed(withoutAlarms(ids));
      } catch {
        // The client showed the server's msg.
        await useAlarmStore.getState().reload();
      } finally {
        setBusy(false);
      }
    },
    [onReleased],
  );

  const order = useCallback(
    (alarm: AlarmWindowItem) =>
      confirm(t('alarms.orderConfirm'), async () => {
        setBusy(true);
        try {
          const reply = await orderAlarm(alarm.alarmRecordId);
          notify('success', t('alarms.ordered', { taskNo: reply.data.taskNo }));
          useAlarmStore
            .getState()
            .changed(withOrder(alarm.alarmRecordId, reply.data.taskId, reply.data.taskNo));
        } catch {
          // The client showed the server's msg (e.g. 该告警已生成维修工单).
          await useAlarmStore.getState().reload();
        } finally {
          setBusy(false);
        }
      }),
    [confirm, t],
  );

  return { busy, release, order };
}
