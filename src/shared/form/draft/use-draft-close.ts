import { useEffect, useRef } from 'react';
import { useT } from '../../i18n';
import { useConfirm } from '../../ui/use-confirm';
import type { FormDraft } from './use-form-draft';

/**
 * A draft's dialog closing (docs/drafts.md): 取消 (or Esc, or ×) asks before it throws typing away and then drops
 * the draft; closed by its owner instead, the save went through and the draft is done with. Answers the handler for
 * the dialog's cancel.
 */
export function useDraftClose(open: boolean, onClose: () => void, draft: FormDraft | undefined): () => void {
  const t = useT();
  const confirm = useConfirm();
  const cancelled = useRef(false);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (wasOpen.current && !open && !cancelled.current) draft?.saved();
    if (open) cancelled.current = false;
    wasOpen.current = open;
  }, [open, draft]);

  return () => {
    const close = () => {
      cancelled.current = true;
      draft?.discard();
      onClose();
    };
    if (draft?.dirty) confirm(t('draft.discardConfirm'), close);
    else close();
  };
}
