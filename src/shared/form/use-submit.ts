/**
 * One submit of a dialog: busy while the request is in flight (the submit is disabled, docs/architecture.md §6 double
 * submission), a second click while busy is ignored, the server's msg is shown on success. On refusal
 * the client has already shown the msg (unless it could not) and the dialog stays open.
 */
import { useCallback, useRef, useState } from 'react';
import type { Reply } from '@contract/common';
import type { EditConflict } from '@contract/common';
import { editConflictOf, isApiError } from '@/shared/api';
import { notify } from '@/shared/ui/notify';

/** A stale edit's refusal, shown by the edit dialog that sent it (docs/concurrency.md) instead of a toast. */
export type ConflictHandler = (conflict: EditConflict, message: string) => void;

export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const submit = useCallback(
    async <T>(call: () => Promise<T>, done: (result: T) => void, onConflict?: ConflictHandler) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      try {
        const result = await call();
        done(result);
      } catch (error) {
        if (!isApiError(error)) throw error;
        const conflict = onConflict && editConflictOf(error);
        if (conflict) onConflict(conflict, error.message);
        else if (!error.shown) notify('error', error.message);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [],
  );

  /** A call answering `{code, msg}`: its msg shown as success, then `onDone`. */
  const send = useCallback(
    (call: () => Promise<Reply>, onDone: () => void, onConflict?: ConflictHandler) =>
      submit(
        call,
        (reply) => {
          notify('success', reply.msg);
          onDone();
        },
        onConflict,
      ),
    [submit],
  );

  return { busy, submit, send };
}
