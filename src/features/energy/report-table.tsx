/**
 * The report as a pivot: one row per meter, one column per period, the row's total, and a total row per energy
 * kind. A table of its own rather than the generic table: its columns are the chosen periods, which change with
 * every query, so per-table column preferences have nothing stable to keep.
 */
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { EnergyReport, EnergyReportRow } from '@contract/energy';
import { useT } from '@/shared/i18n';
import { formatFixed } from '@/shared/format/number';

/** The report's figures, kWh and m³ alike, to hundredths (the server answers them to thousandths). */
const REPORT_DECIMALS = 2;

export interface ReportTableProps {
  report: EnergyReport | null;
  loading: boolean;
  /** show the factory column (a report over every factory) */
  withFactory: boolean;
}

export function ReportTable({ report, loading, withFactory }: ReportTableProps) {
  const t = useT();
  const periods = report?.periods ?? [];
  // One precision for every cell: a row of 85.37, 120 and 99.5 read as three kinds of figure.
  const amount = (value: number) => formatFixed(value, REPORT_DECIMALS);
  const columns: ColumnsType<EnergyReportRow> = [
    ...(withFactory
      ? [{ title: t('energy.factory'), dataIndex: 'factoryName', width: 150, fixed: 'left' as const }]
      : []),
    { title: t('energy.report.code'), dataIndex: 'code', width: 130, fixed: 'left' },
    { title: t('energy.report.name'), dataIndex: 'name', width: 170, fixed: 'left' },
    {
      title: t('energy.kind'),
      dataIndex: 'kind',
      width: 80,
      render: (kind: EnergyReportRow['kind']) => t(`energy.kind.${kind}`),
    },
    { title: t('energy.report.unit'), dataIndex: 'unit', width: 70 },
    ...periods.map((period, i) => ({
      title: period,
      key: period,
      width: 110,
      align: 'right' as const,
      render: (_: unknown, row: EnergyReportRow) => amount(row.values[i] ?? 0),
    })),
    {
      title: t('energy.report.total'),
      dataIndex: 'total',
      width: 120,
      align: 'right',
      fixed: 'right',
      render: amount,
    },
  ];
  // The columns before the unit: the total row's label spans them.
  const lead = withFactory ? 4 : 3;
  return (
    <Table<EnergyReportRow>
      size="small"
      bordered
      rowKey="meterId"
      loading={loading}
      columns={columns}
      dataSource={report?.rows ?? []}
      pagination={false}
      scroll={{ x: 'max-content', y: 'calc(100vh - 420px)' }}
      summary={() =>
        report && report.totals.length > 0 ? (
          <Table.Summary fixed>
            {report.totals.map((total) => (
              <Table.Summary.Row key={total.kind} data-testid={`energy-total-${total.kind}`}>
                <Table.Summary.Cell index={0} colSpan={lead}>
                  <strong>{t('energy.report.kindTotal', { kind: t(`energy.kind.${total.kind}`) })}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={lead}>{total.unit}</Table.Summary.Cell>
                {total.values.map((value, i) => (
                  <Table.Summary.Cell key={periods[i] ?? i} index={lead + 1 + i} align="right">
                    {amount(value)}
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={lead + 1 + periods.length} align="right">
                  <strong>{amount(total.total)}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ))}
          </Table.Summary>
        ) : null
      }
    />
  );
}
