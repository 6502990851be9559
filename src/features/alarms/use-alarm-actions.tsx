/**
 * The panel's writes (docs/requirements.md §4 "Alarm", docs/alarms.md; §8: the server's msg on success, its msg as
 * an error on failure, which the HTTP client shows). Each costs one window request (docs/architecture.md §4
 * "Alarms"): a success shows itself in the cached window at once and the reload that confirms it is the live frame's
 * (or its fallback's, alarm-store.ts `changed`); a failure reloads at once, since the window may have moved under the
 * click (released, acknowledged or shelved elsewhere). Each answers whether it succeeded.
 */
import { useCallback, useState } from 'react';
import type { AlarmWindow, AlarmWindowItem } from '@contract/alarm';
import { Checkbox } from 'antd';
import type { DataResult } from '@contract/common';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { useConfirm } from '@/shared/ui/use-confirm';
import { ackAlarms, orderAlarm, releaseAlarms, shelveAlarms, unshelveAlarms } from './api';
import { useAlarmStore } from './alarm-store';
import { withAcknowledged, withOrder, withoutAlarms } from './alarm-window';
import { alarmKeys } from './query-keys';

export function useAlarmActions(onGone: (ids: readonly number[]) => void) {
  const t = useT();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  /** Runs one write; on success shows its msg and edits the cached window with `edit`. */
  const write = useCallback(
    async (
      call: () => Promise<DataResult<unknown>>,
      edit: ((window: AlarmWindow) => AlarmWindow) | null,
      after?: () => void,
    ): Promise<boolean> => {
      setBusy(true);
      try {
        const reply = await call();
        notify('success', reply.msg);
        after?.();
        if (edit) useAlarmStore.getState().changed(edit);
        return true;
      } catch {
        // The client showed the server's msg.
        await useAlarmStore.getState().reload();
        return false;
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  const release = useCallback(
    (ids: readonly number[], reason?: string) =>
      write(
        () => releaseAlarms(ids, reason),
        withoutAlarms(ids),
        () => onGone(ids),
      ),
    [write, onGone],
  );

  const ack = useCallback(
    (ids: readonly number[], note?: string) =>
      write(
        () => ackAlarms(ids, note),
        withAcknowledged(ids),
        () => useAlarmStore.getState().silence(ids),
      ),
    [write],
  );

  const shelve = useCallback(
    (ids: readonly number[], minutes: number, reason: string) =>
      write(
        () => shelveAlarms(ids, minutes, reason),
        withoutAlarms(ids),
        () => {
          onGone(ids);
          useAlarmStore.getState().silence(ids);
          void queryClient.invalidateQueries({ queryKey: alarmKeys.shelved });
        },
      ),
    [write, onGone, queryClient],
  );

  /** Back in the window: the window reloads (its rows come from the server). */
  const unshelve = useCallback(
    (ids: readonly number[]) =>
      write(
        () => unshelveAlarms(ids),
        (window) => window,
        () => void queryClient.invalidateQueries({ queryKey: alarmKeys.shelved }),
      ),
    [write, queryClient],
  );

  const order = useCallback(
    (alarm: AlarmWindowItem) => {
      // whether the device stood: the order then counts downtime from the alarm's time (docs/reliability.md)
      let stood = false;
      const content = (
        <>
          <div>{t('alarms.orderConfirm')}</div>
          <Checkbox style={{ marginTop: 8 }} onChange={(e) => (stood = e.target.checked)}>
            {t('alarms.orderStood')}
          </Checkbox>
        </>
      );
      confirm(content, async () => {
        setBusy(true);
        try {
          const reply = await orderAlarm(alarm.alarmRecordId, { isStatistics: stood ? 1 : 0 });
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
      });
    },
    [confirm, t],
  );

  return { busy, release, ack, shelve, unshelve, order };
}
