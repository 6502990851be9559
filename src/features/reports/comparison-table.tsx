/**
 * A report's figures beside the previous report's (the day or week before that has one): 指标, 本期, 上期, 变化, the
 * rows flagged as far from their median highlighted in the warning colour, with the median named. Two weeks rolled up
 * from different numbers of days compare their summed figures per day (figure-rows.ts), and the table says so.
 */
import { WarningOutlined } from '@ant-design/icons';
import { Table, theme, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { PlantKind, ReportFigure } from '@contract/report';
import { useT } from '@/shared/i18n';
import {
  comparisonRows,
  formatChange,
  formatFigure,
  formatRatio,
  type ComparisonRow,
  type WeekDays,
} from './figure-rows';

export interface ComparisonTableProps {
  plantKind: PlantKind;
  figures: readonly ReportFigure[];
  /** the day or Monday of the previous report; null when there is none */
  previousOf: string | null;
  /** a weekly report's days and its previous week's */
  days?: WeekDays;
}

export function ComparisonTable({ plantKind, figures, previousOf, days }: ComparisonTableProps) {
  const t = useT();
  const { token } = theme.useToken();
  const rows = comparisonRows(plantKind, figures, days);
  const perDay = rows.some((row) => row.perDay);
  const unitOf = (row: ComparisonRow) => t(`report.unit.${row.key}`);

  const columns: ColumnsType<ComparisonRow> = [
    {
      key: 'figure',
      title: t('report.compare.figure'),
      render: (_v, row) => (
        <>
          <div>
            {t(`report.figure.${row.key}`)}
            {unitOf(row) !== '' && (
              <Typography.Text type="secondary">
                {t('common.withNote', { text: '', note: unitOf(row) })}
              </Typography.Text>
            )}
          </div>
          {row.flagged && row.median !== null && (
            <Typography.Text type="warning" style={{ fontSize: 12 }}>
              <WarningOutlined />{' '}
              {t('report.flagged', { median: formatFigure(row.median, row.def.decimals) })}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'current',
      title: t('report.compare.current'),
      align: 'right',
      render: (_v, row) => <strong>{formatFigure(row.current, row.def.decimals)}</strong>,
    },
    {
      key: 'previous',
      title:
        previousOf === null
          ? t('report.compare.previous')
          : t('report.compare.previousOf', { date: previousOf }),
      align: 'right',
      render: (_v, row) => formatFigure(row.previous, row.def.decimals),
    },
    {
      key: 'change',
      title: t('report.compare.change'),
      align: 'right',
      render: (_v, row) =>
        row.change === null ? (
          '—'
        ) : (
          <>
            {formatChange(row.change, row.def.decimals)}
            {row.ratio !== null && (
              <Typography.Text type="secondary"> ({formatRatio(row.ratio)})</Typography.Text>
            )}
            {row.perDay && <Typography.Text type="secondary"> {t('report.compare.perDay')}</Typography.Text>}
          </>
        ),
    },
  ];

  return (
    <Table<ComparisonRow>
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(row) =>
        row.flagged
          ? { className: 'report-compare--flagged', style: { background: token.colorWarningBg } }
          : {}
      }
      footer={
        previousOf === null
          ? () => t('report.compare.noPrevious')
          : perDay && days
            ? () => t('report.compare.perDayNote', { days: days.current, previous: days.previous ?? 0 })
            : undefined
      }
    />
  );
}
