/**
 * What the drawer does with messages (docs/requirements.md §2 "Message drawer", §4 "Message", §8). One call at a time:
 * `busy` disables the buttons meanwhile (docs/architecture.md §6 double submission). Refusals are shown by the one
 * HTTP client (a failed delete shows the server's msg as an error); here they only stop the flow.
 */
import { useCallback, useState } from 'react';
import type { Message, MsgTab } from '@contract/message';
import { usePermission } from '@/shared/permissions';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { useConfirm } from '@/shared/ui/use-confirm';
import { resyncMessageCount } from './live/message-counts';
import { checkMessage, deleteAllMessages, deleteMessage, readAllMessages, readMessage } from './api';
import { messageTarget, type MessageTarget } from './message-target';

export type AcceptanceTarget = NonNullable<MessageTarget['acceptance']>;
import type { MessageList } from './use-message-list';

export interface MessageActionsOptions {
  factoryId: number;
  tab: MsgTab;
  list: MessageList;
  /** after a read or delete in this factory (the live store has been asked to resync its count) */
  onCountsChanged?: (factoryId: number) => void;
  onNavigate?: (path: string) => void;
  /** an acceptance message: open the 970 px acceptance dialog of this order (docs/requirements.md §2) */
  onOpenAcceptance?: (order: AcceptanceTarget) => void;
}

export interface MessageActions {
  busy: boolean;
  open: (message: Message) => void;
  read: (message: Message) => void;
  remove: (message: Message) => void;
  readAll: () => void;
  clear: () => void;
}

export function useMessageActions({
  factoryId,
  tab,
  list,
  onCountsChanged,
  onNavigate,
  onOpenAcceptance,
}: MessageActionsOptions): MessageActions {
  const t = useT();
  const can = usePermission();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const { markReadLocally, reload } = list;

  // The server pushes a count frame after a read or delete; the HTTP resync keeps the badge right even
  // while the count channel is down (docs/requirements.md §4 "Message").
  const countsChanged = useCallback(() => {
    void resyncMessageCount(factoryId);
    onCountsChanged?.(factoryId);
  }, [factoryId, onCountsChanged]);

  /** Runs one call; an ApiError was already shown to the user, so it only ends the flow. */
  const run = useCallback(async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  }, []);

  const markRead = useCallback(
    async (m: Message) => {
      if (m.isRead === 1) return;
      await readMessage(m.msgId);
      markReadLocally(m.msgId);
      countsChanged();
    },
    [markReadLocally, countsChanged],
  );

  // docs/requirements.md §4: read first, then route only when the check answers an empty message.
  const open = useCallback(
    (m: Message) =>
      void run(async () => {
        await markRead(m);
        const reason = await checkMessage(m);
        if (reason) return notify('warning', reason);
        const target = messageTarget(m, tab);
        // docs/requirements.md §6: without the code the jump is silently skipped.
        if (!target || !can(target.codes)) return;
        if (target.acceptance && onOpenAcceptance) onOpenAcceptance(target.acceptance);
        else onNavigate?.(target.path);
      }),
    [run, markRead, tab, can, onNavigate, onOpenAcceptance],
  );

  const read = useCallback((m: Message) => void run(() => markRead(m)), [run, markRead]);

  /** A change to many rows (or to the page boundaries): reload and let the badge follow. */
  const changed = useCallback(() => {
    reload();
    countsChanged();
  }, [reload, countsChanged]);

  const remove = useCallback(
    (m: Message) =>
      void run(async () => {
        await deleteMessage(m.msgId);
        changed();
      }),
    [run, changed],
  );

  const readAll = useCallback(
    () =>
      confirm(t('messages.readAllConfirm'), () =>
        run(async () => {
          const reply = await readAllMessages(factoryId, tab);
          notify('success', reply.msg);
          changed();
        }),
      ),
    [confirm, t, run, factoryId, tab, changed],
  );

  const clear = useCallback(
    () =>
      confirm(t('messages.clearConfirm'), () =>
        run(async () => {
          const reply = await deleteAllMessages(factoryId, tab);
          notify('success', reply.msg);
          changed();
        }),
      ),
    [confirm, t, run, factoryId, tab, changed],
  );

  return { busy, open, read, remove, readAll, clear };
}
