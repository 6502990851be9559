import { useCallback, type ReactNode } from 'react';
import { App } from 'antd';
import { useT } from '../i18n';

/**
 * The confirms open now. antd draws them in the app's holder, outside the page that asked: a session that ends while
 * one is open would leave it over the sign-in page (docs/administration.md "Why a session ended").
 */
const open = new Set<{ destroy: () => void }>();

/** Closes every confirm still open (the session ended: its page is gone). */
export function closeConfirms(): void {
  for (const dialog of [...open]) dialog.destroy();
  open.clear();
}

/** Confirm dialogs with the spec's defaults: title 温馨提示, buttons 确定 and 取消 (docs/requirements.md §8). */
export function useConfirm(): (content: ReactNode, onOk: () => unknown) => void {
  const { modal } = App.useApp();
  const t = useT();
  return useCallback(
    (content, onOk) => {
      const dialog = modal.confirm({
        title: t('common.confirmTitle'),
        content,
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        onOk: () => onOk(),
        afterClose: () => open.delete(dialog),
      });
      open.add(dialog);
    },
    [modal, t],
  );
}
