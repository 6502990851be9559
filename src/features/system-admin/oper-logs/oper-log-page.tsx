/**
 * 操作日志 (docs/administration.md "操作日志"): every write through the API, newest first, by time, operator, module
 * and result; a row's detail with its request summary in a drawer; the CSV export of the filter; and how long the logs
 * keep their rows. Each button behind its code.
 */
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { LOG_STATUS, OPER_ACTIONS, type OperLogRow } from '@contract/logs';
import { PERM } from '@contract/permissions';
import type { FieldSpec, FormValues } from '@/shared/form';
import { usePagedQuery } from '@/shared/query';
import { ExportButton } from '@/shared/download';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import type { ColumnSpec } from '@/shared/table';
import { ACTION_LABEL, MODULE_LABEL, STATUS_LABEL, textOf } from '../log-labels';
import { ACTIONS_PROP, actionsColumn, LogList, StatusTag } from '../log-list';
import { adminKeys } from '../query-keys';
import { fetchOperLogs, OPER_LOG_EXPORT_PATH, type OperLogFilter } from './api';
import { OperLogDetailDrawer } from './oper-log-detail-drawer';
import { RetentionBar } from './retention-bar';

export const OPER_LOG_TABLE_ID = 'sys_oper_log';
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
  const [shown, setShown] = useState<OperLogRow | null>(null);
  const list = usePagedQuery(adminKeys.operLogs, fetchOperLogs, {} as OperLogFilter);
  const mayQuery = can(PERM.OPERLOG_QUERY);

  const moduleOptions = useMemo(
    () => Object.entries(MODULE_LABEL).map(([value, key]) => ({ label: t(key), value })),
    [t],
  );
  const statusOptions = useMemo(() => STATUSES.map((s) => ({ label: t(STATUS_LABEL[s]), value: s })), [t]);
  const fields: FieldSpec[] = [
    { type: 'input', label: t('operLog.operName'), prop: 'operName', placeholder: t('log.wholeAccount') },
    { type: 'select', label: t('operLog.module'), prop: 'title', options: moduleOptions },
    { type: 'select', label: t('log.status'), prop: STATUS, options: statusOptions },
    { type: 'datetime', label: t('log.beginTime'), prop: 'beginTime' },
    { type: 'datetime', label: t('log.endTime'), prop: 'endTime' },
  ];
  const columns = useMemo<ColumnSpec[]>(
    () => [
      { label: t('operLog.time'), prop: 'operTime', type: 'text', isShow: true, width: 160 },
      { label: t('operLog.operName'), prop: 'operName', type: 'text', isShow: true, width: 100 },
      {
        label: t('operLog.module'),
        prop: 'title',
        type: 'select',
        isShow: true,
        width: 100,
        options: moduleOptions,
      },
      {
        label: t('operLog.action'),
        prop: 'businessType',
        type: 'select',
        isShow: true,
        width: 80,
        options: OPER_ACTIONS.map((a) => ({ label: t(ACTION_LABEL[a]), value: a })),
      },
      { label: t('operLog.method'), prop: 'requestMethod', type: 'text', isShow: true, width: 80 },
      { label: t('operLog.url'), prop: 'operUrl', type: 'text', isShow: true, width: 220 },
      { label: t('operLog.target'), prop: 'targetId', type: 'text', isShow: true, width: 90 },
      { label: t('operLog.address'), prop: 'operIp', type: 'text', isShow: true, width: 120 },
      { label: t('log.status'), prop: STATUS, type: 'text', isShow: true, width: 70 },
      { label: t('operLog.cost'), prop: 'costTime', type: 'number', isShow: true, width: 80 },
      ...(mayQuery ? [actionsColumn(t('log.actions'))] : []),
    ],
    [t, mayQuery, moduleOptions],
  );

  const renderCell = (prop: string, row: OperLogRow) => {
    if (prop === STATUS) return <StatusTag status={row.status} />;
    if (prop === 'costTime') return t('operLog.costMs', { ms: row.costTime });
    if (prop !== ACTIONS_PROP) return undefined;
    return (
      <Button size="small" type="link" onClick={() => setShown(row)}>
        {t('operLog.detail')}
      </Button>
    );
  };
  return (
    <LogList
      testId="oper-log-page"
      tableId={OPER_LOG_TABLE_ID}
      fields={fields}
      filterOf={operFilterOf}
      list={list}
      columns={columns}
      rowKey="operId"
      renderCell={renderCell}
      exportButton={
        <ExportButton
          code={PERM.OPERLOG_EXPORT}
          url={OPER_LOG_EXPORT_PATH}
          filter={() => list.query}
          pageTitle={t('exports.page.operLog')}
        />
      }
    >
      <RetentionBar onCleaned={list.reload} />
      <OperLogDetailDrawer row={shown} onClose={() => setShown(null)} />
    </LogList>
  );
}
