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
  // Sized to fit half of a 1440 px screen with the side menu open (docs/layout.md "Tables"): the factory takes what is
  // left, cut text keeps its whole value in a tooltip; the submission shows day and minute, its year and seconds
  // in the tooltip (the report's own date says the year).
  const columns: ColumnsType<PendingReport> = [
    { key: 'factory', dataIndex: 'factoryName', title: t('report.col.factory'), ellipsis: true },
    {
      key: 'date',
      dataIndex: 'date',
      title: t(kind === 'daily' ? 'report.col.date' : 'report.col.week'),
      width: kind === 'daily' ? 100 : 150,
      render: (date: string) =>
        kind === 'daily' ? date : t('report.weekRange', { start: date, end: sundayOf(date).slice(5) }),
    },
    { key: 'filledBy', dataIndex: 'filledBy', title: t('report.col.filledBy'), width: 90, ellipsis: true },
    {
      key: 'submittedAt',
      dataIndex: 'submittedAt',
      title: t('report.col.submittedAt'),
      width: 104,
      render: (at: string | null) => <span title={at ?? undefined}>{at ? at.slice(5, 16) : ''}</span>,
    },
    {
      key: 'flagged',
      dataIndex: 'flagged',
      title: t('report.col.flagged'),
      width: 84,
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
      tableLayout="fixed"
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
