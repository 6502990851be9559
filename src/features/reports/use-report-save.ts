/**
 * Saving and submitting a report from its form, shared by the daily and weekly editors: one request at a time
 * (docs/architecture.md §6 double submission), the server's msg as success, the stored report handed back (its new
 * version goes with the next save). A refusal is shown by the client (docs/architecture.md §3 "Errors"); when its msg
 * names a field of the form, that field shows it too.
 */
import type { FormInstance } from 'antd';
import type { DataResult } from '@contract/common';
import { isApiError } from '@/shared/api';
import { useSubmit, type ConflictHandler } from '@/shared/form/use-submit';
import type { FormDraft } from '@/shared/form/draft';
import { notify } from '@/shared/ui/notify';
import { fieldOfRefusal } from './report-bodies';

/**
 * `onConflict`: a save refused as stale shows the editor's conflict view (docs/concurrency.md); `draft`: the typing kept
 * in the browser goes once saved (docs/drafts.md).
 */
export function useReportSave<R>(
  form: FormInstance,
  onSaved: (report: R) => void,
  onConflict?: ConflictHandler,
  draft?: FormDraft,
) {
  const { busy, submit } = useSubmit();

  const run = (call: () => Promise<DataResult<R>>, fallbackMsg: string) =>
    submit(
      async () => {
        try {
          return await call();
        } catch (error) {
          if (isApiError(error)) {
            const field = fieldOfRefusal(error.message);
            if (field) {
              form.setFields([{ name: field.name, errors: [field.text] }]);
              form.scrollToField(field.name, { block: 'center' });
            }
          }
          throw error;
        }
      },
      (reply) => {
        notify('success', reply.msg || fallbackMsg);
        draft?.saved();
        onSaved(reply.data);
      },
      onConflict,
    );

  return { busy, run };
}
