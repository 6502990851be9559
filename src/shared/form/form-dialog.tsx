/**
 * The frame of every form dialog (docs/architecture.md §4 "Dialogs"): 提交 / 取消, the submit disabled and loading while the
 * request is in flight (docs/architecture.md §6 double submission), the content dropped when closed so that each
 * opening starts afresh.
 */
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/shared/i18n';
import { ConflictView } from './conflict-view';
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
  children,
  conflict,
}: FormDialogProps) {
  const t = useT();
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
      onCancel={onClose}
      destroyOnHidden
    >
      {conflict && <ConflictView handle={conflict} onSave={onSubmit} busy={busy} />}
      {children}
    </Modal>
  );
}
