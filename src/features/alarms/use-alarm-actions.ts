/**
 * Release and order (docs/requirements.md §4 "Alarm": after a release the list reloads; §8: the server's msg
 * on success, its msg as an error on failure, which the HTTP client shows).
 */
import { useCallback, useState } from 'react';
import type { AlarmWindowItem } from '@contract/alarm';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { useConfirm } from '@/shared/ui/use-confirm';
import { orderAlarm, releaseAlarms } from './api';
import { useAlarmStore } from './alarm-store';

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
      } catch {
        // The client showed the server's msg.
      } finally {
        setBusy(false);
      }
      await useAlarmStore.getState().reload();
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
        } catch {
          // The client showed the server's msg (e.g. 该告警已生成维修工单).
        } finally {
          setBusy(false);
        }
        await useAlarmStore.getState().reload();
      }),
    [confirm, t],
  );

  return { busy, release, order };
}
