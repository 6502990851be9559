/**
 * How long both logs keep their rows, with changing it (monitor:operlog:edit) and cleaning now
 * (monitor:operlog:remove), each behind its own code.
 */
import { Alert, Button, InputNumber, Modal, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LOG_RETENTION } from '@contract/logs';
import { PERM } from '@contract/permissions';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { usePageQuery } from '@/shared/query';
import { notify } from '@/shared/ui/notify';
import { useConfirm } from '@/shared/ui/use-confirm';
import { adminKeys } from '../query-keys';
import { cleanLogs, fetchRetention, saveRetention } from './api';

export function RetentionBar({ onCleaned }: { onCleaned: () => void }) {
  const t = useT();
  const can = usePermission();
  const confirm = useConfirm();
  const client = useQueryClient();
  const retention = usePageQuery({ queryKey: adminKeys.logRetention, queryFn: fetchRetention });
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<number | null>(null);
  const days = retention.data?.days;

  const save = async () => {
    if (value === null) return;
    try {
      notify('success', (await saveRetention({ days: value })).msg);
      setOpen(false);
      void client.invalidateQueries({ queryKey: adminKeys.logRetention });
    } catch {
      // shown by the client
    }
  };
  const clean = () =>
    confirm(t('operLog.cleanConfirm', { days: days ?? '' }), async () => {
      try {
        notify('success', (await cleanLogs()).msg);
        onCleaned();
      } catch {
        // shown by the client
      }
    });

  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={days === undefined ? t('common.loading') : t('operLog.retentionHint', { days })}
        action={
          <Space>
            {can(PERM.OPERLOG_EDIT) && (
              <Button
                size="small"
                disabled={days === undefined}
                onClick={() => {
                  setValue(days ?? null);
                  setOpen(true);
                }}
              >
                {t('operLog.retention')}
              </Button>
            )}
            {can(PERM.OPERLOG_REMOVE) && (
              <Button size="small" danger onClick={clean}>
                {t('operLog.clean')}
              </Button>
            )}
          </Space>
        }
      />
      <Modal
        open={open}
        title={t('operLog.retention')}
        onOk={() => void save()}
        onCancel={() => setOpen(false)}
        okButtonProps={{ disabled: value === null }}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        destroyOnHidden
      >
        <Space>
          <span>{t('operLog.retentionDays')}</span>
          <InputNumber
            aria-label={t('operLog.retentionDays')}
            min={LOG_RETENTION.MIN_DAYS}
            max={LOG_RETENTION.MAX_DAYS}
            precision={0}
            value={value}
            onChange={(v) => setValue(typeof v === 'number' ? v : null)}
          />
        </Space>
      </Modal>
    </>
  );
}
