import { useCallback } from 'react';
import { App } from 'antd';
import { useT } from '../i18n';

/** Confirm dialogs with the spec's defaults: title 温馨提示, buttons 确定 and 取消 (docs/requirements.md §8). */
export function useConfirm(): (content: string, onOk: () => unknown) => void {
  const { modal } = App.useApp();
  const t = useT();
  return useCallback(
    (content, onOk) => {
      modal.confirm({
        title: t('common.confirmTitle'),
        content,
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        onOk: () => onOk(),
      });
    },
    [modal, t],
  );
}
