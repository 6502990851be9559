/**
 * The frame of every form dialog (docs/architecture.md §4 "Dialogs"): 提交 / 取消, the submit disabled and loading while the
 * request is in flight (docs/architecture.md §6 double submission), the content dropped when closed so that each
 * opening starts afresh. Given its form's draft (docs/drafts.md) it offers a stored draft back above the form, asks
 * before 取消 throws typing away, and drops the draft when the dialog closes otherwise (its save succeeded).
 */
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/shared/i18n';
import { ConflictView } from './conflict-view';
import { DraftNotice, type FormDraft } from './draft';
import { useDraftClose } from './draft/use-draft-close';
import type { ConflictViewHandle } from './use-edit-conflict';

export interface FormDialogProps {
  open: boolean;
  title: string;
  width: number;
  busy: boolean;
  /** the submit is also off while this holds (nothing loaded yet, an upload running) */
  disabled?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** the form's draft (`useFormDraft` where the form is made) */
  draft?: FormDraft;
  children: ReactNode;
  /** an edit's optimistic concurrency: a save refused as stale shows the merge above the form (docs/concurrency.md) */
  conflict?: ConflictViewHandle;
}

export function FormDialog({
  open,
  title,
  width,
  busy,
  disabled = false,
  onSubmit,
  onClose,
  draft,
  children,
  conflict,
}: FormDialogProps) {
  const t = useT();
  const cancel = useDraftClose(open, onClose, draft);

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={t('woDlg.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ disabled: busy || disabled }}
      onOk={onSubmit}
      onCancel={cancel}
      destroyOnHidden
    >
      {draft && <DraftNotice draft={draft} />}
      {/* a merge chosen in the conflict view is the user's input, kept as a draft like typing */}
      <div {...draft?.inputProps}>
        {conflict && <ConflictView handle={conflict} onSave={onSubmit} busy={busy} />}
        {children}
      </div>
    </Modal>
  );
}
