/**
 * The two actions of the read-only detail dialog: raise a repair order from an abnormal
 * inspection item, delete a rejected acceptance record. Each asks 温馨提示 first, is refused while
 * another is in flight, and then invalidates the
 * work-order keys (the order, and the lists a new repair joins) so the dialog shows the server's state.
 * Returns undefined for an action the signed-in user may not take, so the views offer no button.
 */
import { useCallback } from 'react';
import { PERM } from '@contract/permissions';
import type { AcceptRow, InspectItem } from '@contract/work-order';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { notify } from '@/shared/ui/notify';
import { useConfirm } from '@/shared/ui/use-confirm';
import { raiseRepair, removeAcceptRecord } from '../api';
import { useOrdersChanged } from './use-orders-changed';
import { useSubmit } from '@/shared/form/use-submit';

export function useDetailActions(taskId: number | null) {
  const t = useT();
  const can = usePermission();
  const confirm = useConfirm();
  const { busy, submit } = useSubmit();
  const reload = useOrdersChanged();

  const raise = useCallback(
    (item: InspectItem) => {
      if (taskId === null) return;
      // Returning the submit keeps the confirm's OK button loading until the server answers.
      confirm(t('woDlg.raise.confirm', { name: item.itemName }), () =>
        submit(
          () => raiseRepair(taskId, item.itemId, {}),
          (created) => {
            notify('success', t('woDlg.raise.done', { taskNo: created.taskNo }));
            reload();
          },
        ),
      );
    },
    [confirm, reload, submit, t, taskId],
  );

  const removeAccept = useCallback(
    (row: AcceptRow) => {
      confirm(t('woDlg.acc.removeConfirm', { time: row.acceptTime }), () =>
        submit(
          () => removeAcceptRecord(row.acceptId),
          (reply) => {
            notify('success', reply.msg);
            reload();
          },
        ),
      );
    },
    [confirm, reload, submit, t],
  );

  return {
    busy,
    raise: can(PERM.INSPECT_HANDLE) ? raise : undefined,
    removeAccept: can(PERM.ACCEPT) ? removeAccept : undefined,
  };
}
