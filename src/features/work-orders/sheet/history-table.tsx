/**
 * The process history on the order sheet: every log of task/log/list (its report first), one row each with its time,
 * who acted, what was done and the rest of the entry (verdicts, opinions, descriptions) as the opinion. The same
 * fields and words as the process timeline (../dialogs/process-timeline.tsx), laid out as a table for paper.
 */
import { Table, type TableColumnsType } from 'antd';
import type { TaskLog } from '@contract/work-order';
import { useT } from '@/shared/i18n';
import { fieldValue, logFields, logTitle } from '../dialogs/process-timeline';

export function HistoryTable({ logs }: { logs: readonly TaskLog[] }) {
  const t = useT();
  const actorOf = (log: TaskLog): string => {
    const field = logFields(log).find((f) => f.actor);
    return field ? fieldValue(log, field, t) : '-';
  };
  const opinionOf = (log: TaskLog) =>
    logFields(log)
      .filter((f) => !f.actor)
      .map((f) => (
        <div key={f.key}>{t('common.labelled', { label: t(f.label), value: fieldValue(log, f, t) })}</div>
      ));
  const columns: TableColumnsType<TaskLog> = [
    { title: t('woSheet.col.time'), dataIndex: 'createTime', width: 150 },
    { title: t('woSheet.col.action'), key: 'action', width: 110, render: (_v, log) => logTitle(log, t) },
    { title: t('woSheet.col.who'), key: 'who', width: 100, render: (_v, log) => actorOf(log) },
    { title: t('woSheet.col.opinion'), key: 'opinion', render: (_v, log) => opinionOf(log) },
  ];
  return (
    <Table<TaskLog>
      size="small"
      rowKey="recordId"
      columns={columns}
      dataSource={[...logs]}
      pagination={false}
      locale={{ emptyText: t('woSheet.noHistory') }}
    />
  );
}
