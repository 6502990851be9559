/**
 * The report as a pivot: one page of rows per meter, one column per period, the row's total, and a total row per
 * energy kind over the whole report (every page: the server sums them). A table of its own rather than the generic
 * table: its columns are the chosen periods, which change with every query, so per-table column preferences have
 * nothing stable to keep; its pager is the lists' (docs/requirements.md §9).
 */
import { Grid, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { EnergyReport, EnergyReportRow } from '@contract/energy';
import { useT } from '@/shared/i18n';
import { formatFixed } from '@/shared/format/number';
import { TablePager } from '@/shared/table';

/** The report's figures, kWh and m³ alike, to hundredths (the server answers them to thousandths). */
const REPORT_DECIMALS = 2;

export interface ReportTableProps {
  report: EnergyReport | null;
  loading: boolean;
  /** show the factory column (a report over every factory) */
  withFactory: boolean;
  pageNum: number;
  pageSize: number;
  /** a new page size goes back to page 1 */
  onPageChange: (pageNum: number, pageSize: number) => void;
}

/** A meter's row: a meter moved since has a row under each factory (or kind) its usage was recorded under. */
const rowKey = (row: EnergyReportRow): string => `${row.meterId}-${row.factoryId}-${row.kind}`;

export function ReportTable({
  report,
  loading,
  withFactory,
  pageNum,
  pageSize,
  onPageChange,
}: ReportTableProps) {
  const t = useT();
  // Below 992 px only the code stays fixed on the left, so the periods keep room to scroll beside it.
  const wide = Grid.useBreakpoint().lg ?? true;
  const pinned = wide ? ('left' as const) : undefined;
  const periods = report?.periods ?? [];
  const rowCount = report?.total ?? 0;
  // The total rows sum every page: said so once the rows shown are not all of them.
  const kindTotal =
    rowCount > (report?.rows.length ?? 0) ? 'energy.report.kindTotalAll' : 'energy.report.kindTotal';
  // One precision for every cell: a row of 85.37, 120 and 99.5 read as three kinds of figure.
  const amount = (value: number) => formatFixed(value, REPORT_DECIMALS);
  const columns: ColumnsType<EnergyReportRow> = [
    ...(withFactory
      ? [{ title: t('energy.factory'), dataIndex: 'factoryName', width: 150, fixed: pinned }]
      : []),
    { title: t('energy.report.code'), dataIndex: 'code', width: 130, fixed: 'left' },
    { title: t('energy.report.name'), dataIndex: 'name', width: 170, fixed: pinned },
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
    <>
      <Table<EnergyReportRow>
        size="small"
        bordered
        rowKey={rowKey}
        loading={loading}
        columns={columns}
        dataSource={report?.rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content', y: 'calc(100vh - 460px)' }}
        summary={() =>
          report && report.totals.length > 0 ? (
            <Table.Summary fixed>
              {report.totals.map((total) => (
                <Table.Summary.Row key={total.kind} data-testid={`energy-total-${total.kind}`}>
                  <Table.Summary.Cell index={0} colSpan={lead}>
                    <strong>{t(kindTotal, { kind: t(`energy.kind.${total.kind}`) })}</strong>
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
      <TablePager total={rowCount} pageNum={pageNum} pageSize={pageSize} onChange={onPageChange} />
    </>
  );
}
