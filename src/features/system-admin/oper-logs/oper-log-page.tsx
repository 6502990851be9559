/**
 * 操作日志 (docs/administration.md "操作日志"): every write through the API, newest first, by time, operator, module
 * and result; a row's detail with its request summary in a drawer; the CSV export of the filter; and how long the logs
 * keep their rows. Each button behind its code.
 */
import { Alert, Button, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { LOG_COUNT_CAP, LOG_STATUS, OPER_ACTIONS, type LogStatus, type OperLogRow } from '@contract/logs';
import { PERM } from '@contract/permissions';
import { downloadBlob } from '@/shared/download';
import { QueryForm, type FieldSpec, type FormValues } from '@/shared/form';
import { pagedTableProps, usePagedList } from '@/shared/hooks/use-paged-list';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { GenericTable, type ColumnSpec } from '@/shared/table';
import { useShellLayout } from '@/shared/ui/shell-layout';
import { ACTION_LABEL, MODULE_LABEL, STATUS_LABEL, textOf } from '../log-labels';
import { adminKeys } from '../query-keys';
import { fetchOperLogs, operLogExport, type OperLogFilter } from './api';
import { OperLogDetailDrawer } from './oper-log-detail-drawer';
import { RetentionBar } from './retention-bar';

export const OPER_LOG_TABLE_ID = 'sys_oper_log';
const ACTIONS = 'actions';
const STATUS = 'status';
const STATUSES = Object.values(LOG_STATUS);

/** The query form's values as the list's filter: only what was filled in. */
export function operFilterOf(values: FormValues): OperLogFilter {
  const status = STATUSES.find((s) => s === values.status);
  const entries = {
    operName: textOf(values.operName),
    title: textOf(values.title),
    status,
    beginTime: textOf(values.beginTime),
    endTime: textOf(values.endTime),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as OperLogFilter;
}

export default function OperLogPage() {
  const t = useT();
  const can = usePermission();
  const layout = useShellLayout();
  const [extraRows, setExtraRows] = useState(0);
  const [shown, setShown] = useState<OperLogRow | null>(null);
  const list = usePagedList(adminKeys.operLogs, fetchOperLogs, {} as OperLogFilter);
  const mayQuery = can(PERM.OPERLOG_QUERY);

  const moduleOptions = useMemo(
    () => Object.entries(MODULE_LABEL).map(([value, key]) => ({ label: t(key), value })),
    [t],
  );
  const statusOptions = useMemo(() => STATUSES.map((s) => ({ label: t(STATUS_LABEL[s]), value: s })), [t]);
  const fields: FieldSpec[] = [
    { type: 'input', label: t('operLog.operName'), prop: 'operName' },
    { type: 'select', label: t('operLog.module'), prop: 'title', options: moduleOptions },
    { type: 'select', label: t('log.status'), prop: STATUS, options: statusOptions },
    { type: 'datetime', label: t('log.beginTime'), prop: 'beginTime' },
    { type: 'datetime', label: t('log.endTime'), prop: 'endTime' },
  ];
  const columns = useMemo<ColumnSpec[]>(
    () => [
      { label: t('operLog.time'), prop: 'operTime', type: 'text', isShow: true, width: 170 },
      { label: t('operLog.operName'), prop: 'operName', type: 'text', isShow: true, width: 110 },
      {
        label: t('operLog.module'),
        prop: 'title',
        type: 'select',
        isShow: true,
        width: 110,
        options: moduleOptions,
      },
      {
        label: t('operLog.action'),
        prop: 'businessType',
        type: 'select',
        isShow: true,
        width: 90,
        options: OPER_ACTIONS.map((a) => ({ label: t(ACTION_LABEL[a]), value: a })),
      },
      { label: t('operLog.method'), prop: 'requestMethod', type: 'text', isShow: true, width: 90 },
      { label: t('operLog.url'), prop: 'operUrl', type: 'text', isShow: true, width: 260 },
      { label: t('operLog.target'), prop: 'targetId', type: 'text', isShow: true, width: 100 },
      { label: t('operLog.address'), prop: 'operIp', type: 'text', isShow: true, width: 130 },
      { label: t('log.status'), prop: STATUS, type: 'text', isShow: true, width: 80 },
      { label: t('operLog.cost'), prop: 'costTime', type: 'number', isShow: true, width: 90 },
      ...(mayQuery
        ? [
            {
              label: t('log.actions'),
              prop: ACTIONS,
              type: 'text' as const,
              isShow: true,
              width: 80,
              // the action stays in view on a narrow screen
              fixed: 'right' as const,
            },
          ]
        : []),
    ],
    [t, mayQuery, moduleOptions],
  );

  const renderCell = (prop: string, row: OperLogRow) => {
    if (prop === STATUS) return statusTag(row.status);
    if (prop === 'costTime') return t('operLog.costMs', { ms: row.costTime });
    if (prop !== ACTIONS) return undefined;
    return (
      <Button size="small" type="link" onClick={() => setShown(row)}>
        {t('operLog.detail')}
      </Button>
    );
  };
  const statusTag = (status: LogStatus) => (
    <Tag color={status === LOG_STATUS.SUCCESS ? 'green' : 'red'}>{t(STATUS_LABEL[status])}</Tag>
  );

  const exportLogs = () => {
    downloadBlob(operLogExport(list.query, dayjs().format('YYYYMMDD'))).catch(() => undefined);
  };

  return (
    <div data-testid="oper-log-page">
      <RetentionBar onCleaned={list.reload} />
      <QueryForm fields={fields} onSearch={(v) => list.search(operFilterOf(v))} onLayoutRows={setExtraRows} />
      {list.total > LOG_COUNT_CAP && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message={t('log.capped', { n: LOG_COUNT_CAP })}
        />
      )}
      <GenericTable<OperLogRow>
        tableId={OPER_LOG_TABLE_ID}
        columns={columns}
        {...pagedTableProps(list)}
        layout={layout}
        extraQueryRows={extraRows}
        rowKey="operId"
        renderCell={renderCell}
        toolbar={
          <Space>
            {can(PERM.OPERLOG_EXPORT) && <Button onClick={exportLogs}>{t('log.export')}</Button>}
            <Button onClick={list.reload}>{t('log.refresh')}</Button>
          </Space>
        }
      />
      <OperLogDetailDrawer row={shown} onClose={() => setShown(null)} />
    </div>
  );
}
