/** The reports waiting for the caller's approval: factory, day or week, filler, submitted at and flagged figures. */
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { PendingReport, ReportKind } from '@contract/report';
import { useT } from '@/shared/i18n';
import { FlagCount } from './status-tag';
import { sundayOf } from './week-dates';

export interface PendingTableProps {
  kind: ReportKind;
  rows: readonly PendingReport[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function PendingTable({ kind, rows, loading, selectedId, onSelect }: PendingTableProps) {
  const t = useT();
  const columns: ColumnsType<PendingReport> = [
    { key: 'factory', dataIndex: 'factoryName', title: t('report.col.factory') },
    {
      key: 'date',
      dataIndex: 'date',
      title: t(kind === 'daily' ? 'report.col.date' : 'report.col.week'),
      render: (date: string) =>
        kind === 'daily' ? date : t('report.weekRange', { start: date, end: sundayOf(date).slice(5) }),
    },
    { key: 'filledBy', dataIndex: 'filledBy', title: t('report.col.filledBy') },
    { key: 'submittedAt', dataIndex: 'submittedAt', title: t('report.col.submittedAt') },
    {
      key: 'flagged',
      dataIndex: 'flagged',
      title: t('report.col.flagged'),
      align: 'center',
      render: (count: number) => (count > 0 ? <FlagCount count={count} /> : '—'),
    },
  ];
  return (
    <Table<PendingReport>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('report.pendingEmpty') }}
      rowSelection={{
        type: 'radio',
        selectedRowKeys: selectedId === null ? [] : [selectedId],
        onChange: (keys) => keys[0] !== undefined && onSelect(Number(keys[0])),
      }}
      onRow={(row) => ({ onClick: () => onSelect(row.id), style: { cursor: 'pointer' } })}
    />
  );
}
