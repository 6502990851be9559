/** One operation-log row with its request summary (secrets already redacted by the server). */
import { Descriptions, Drawer, Tag } from 'antd';
import { LOG_STATUS, type OperLogRow } from '@contract/logs';
import { useT } from '@/shared/i18n';
import { usePageQuery } from '@/shared/query';
import { ACTION_LABEL, MODULE_LABEL, STATUS_LABEL } from '../log-labels';
import { adminKeys } from '../query-keys';
import { fetchOperLog } from './api';

export interface OperLogDetailDrawerProps {
  row: OperLogRow | null;
  onClose: () => void;
}

export function OperLogDetailDrawer({ row, onClose }: OperLogDetailDrawerProps) {
  const t = useT();
  const operId = row?.operId ?? null;
  const detail = usePageQuery({
    queryKey: [...adminKeys.operLog, operId],
    queryFn: () => fetchOperLog(operId ?? -1),
    enabled: operId !== null,
  });
  const moduleKey = row ? MODULE_LABEL[row.title] : undefined;
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      width={640}
      title={t('operLog.detailTitle')}
      destroyOnHidden
    >
      {row && (
        <Descriptions size="small" column={1} bordered data-testid="oper-log-detail">
          <Descriptions.Item label={t('operLog.module')}>
            {moduleKey ? t(moduleKey) : row.title} / {t(ACTION_LABEL[row.businessType])}
          </Descriptions.Item>
          <Descriptions.Item label={t('operLog.user')}>
            {row.operName} {row.operUserId !== null ? `(#${row.operUserId})` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('operLog.address')}>{row.operIp}</Descriptions.Item>
          <Descriptions.Item label={t('operLog.url')}>
            {row.requestMethod} {row.operUrl}
          </Descriptions.Item>
          <Descriptions.Item label={t('operLog.target')}>{row.targetId ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('operLog.time')}>{row.operTime}</Descriptions.Item>
          <Descriptions.Item label={t('operLog.cost')}>
            {t('operLog.costMs', { ms: row.costTime })}
          </Descriptions.Item>
          <Descriptions.Item label={t('log.status')}>
            <Tag color={row.status === LOG_STATUS.SUCCESS ? 'green' : 'red'}>
              {t(STATUS_LABEL[row.status])}
            </Tag>
            {t('operLog.httpStatus')} {row.httpStatus}
            {row.resultCode !== null ? ` · ${t('operLog.resultCode')} ${row.resultCode}` : ''}
          </Descriptions.Item>
          {row.errorMsg && (
            <Descriptions.Item label={t('operLog.errorMsg')}>{row.errorMsg}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('operLog.params')}>
            <pre
              style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
              data-testid="oper-log-params"
            >
              {detail.data ? detail.data.operParam || t('operLog.noParams') : t('common.loading')}
            </pre>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
