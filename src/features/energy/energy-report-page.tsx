/**
 * 能耗报表 (docs/architecture.md §3 "Energy"): usage per meter by day, month or year for one factory or every factory
 * of the caller's scope, a page of meters at a time (docs/energy.md "The report's pages"), with a total per energy
 * kind over the whole report; the export is an .xlsx of the same query with every row, refused outside the secure
 * space like every download (docs/requirements.md §5).
 */
import { Alert, Button, DatePicker, Segmented, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import {
  ENERGY_KINDS,
  REPORT_GRANULARITIES,
  type EnergyKind,
  type EnergyReportQuery,
  type ReportGranularity,
} from '@contract/energy';
import { PERM } from '@contract/permissions';
import { useKeptQuery } from '@/shared/query';
import { useT } from '@/shared/i18n';
import { ExportButton } from '@/shared/download';
import { ENERGY_REPORT_EXPORT_PATH, fetchReport } from './api';
import { EnergyFactorySelect } from './energy-factory-select';
import {
  defaultRange,
  reportFilename,
  toReportQuery,
  tooManyPeriods,
  type ReportRange,
} from './report-range';
import { ReportTable } from './report-table';
import { useEnergyFactory } from './use-energy-factory';
import { energyKeys } from './query-keys';

/** The report with the query it answers: its columns follow that query, not the one still loading. */
const loadReport = async (query: EnergyReportQuery) => ({ query, report: await fetchReport(query) });

/** Rows a page: a utility's thousands of meters are read a page at a time, as every list (PAGE_SIZES). */
const REPORT_PAGE_SIZE = 50;

const PICKER: Record<ReportGranularity, 'date' | 'month' | 'year'> = {
  day: 'date',
  month: 'month',
  year: 'year',
};

export default function EnergyReportPage() {
  const t = useT();
  const { factoryId, tree, choose } = useEnergyFactory();
  const [granularity, setGranularity] = useState<ReportGranularity>('day');
  const [range, setRange] = useState<ReportRange>(() => defaultRange('day'));
  const [kind, setKind] = useState<EnergyKind | undefined>(undefined);
  // The submitted choice; the factory applies at once, like on the other factory pages.
  const [submitted, setSubmitted] = useState(() => ({
    granularity: 'day' as ReportGranularity,
    range: defaultRange('day'),
    kind: undefined as EnergyKind | undefined,
  }));
  const query = useMemo(
    () => toReportQuery(submitted.granularity, submitted.range, factoryId, submitted.kind),
    [submitted, factoryId],
  );
  // The page belongs to the query it was chosen for: another query (or factory) starts at page 1, same size.
  const [paging, setPaging] = useState({ of: query, pageNum: 1, pageSize: REPORT_PAGE_SIZE });
  const pageNum = paging.of === query ? paging.pageNum : 1;
  const pageQuery = useMemo(
    () => ({ ...query, pageNum, pageSize: paging.pageSize }),
    [query, pageNum, paging.pageSize],
  );
  const { data: answer, loading } = useKeptQuery(energyKeys.report, pageQuery, loadReport);
  const tooMany = tooManyPeriods(granularity, range);

  const search = () => {
    if (tooMany === null) setSubmitted({ granularity, range, kind });
  };

  const changeGranularity = (next: ReportGranularity) => {
    setGranularity(next);
    setRange(defaultRange(next));
  };

  return (
    <section className="energy-report-page" aria-label={t('energy.report.title')}>
      <Space wrap style={{ marginBottom: 12 }} align="center">
        <EnergyFactorySelect
          id="energy-report-factory"
          factoryId={factoryId}
          tree={tree}
          onChange={choose}
          allowAll
        />
        <Segmented<ReportGranularity>
          aria-label={t('energy.report.granularity')}
          value={granularity}
          onChange={changeGranularity}
          options={REPORT_GRANULARITIES.map((g) => ({ value: g, label: t(`energy.report.${g}`) }))}
        />
        <DatePicker.RangePicker
          aria-label={t('energy.report.range')}
          picker={PICKER[granularity]}
          value={range}
          allowClear={false}
          onChange={(next) => next?.[0] && next[1] && setRange([next[0], next[1]])}
          status={tooMany === null ? undefined : 'error'}
        />
        <Select<EnergyKind | 'all'>
          aria-label={t('energy.kind')}
          value={kind ?? 'all'}
          style={{ width: 110 }}
          onChange={(value) => setKind(value === 'all' ? undefined : value)}
          options={[
            { value: 'all', label: t('energy.kind.all') },
            ...ENERGY_KINDS.map((k) => ({ value: k, label: t(`energy.kind.${k}`) })),
          ]}
        />
        <Button type="primary" onClick={search} disabled={tooMany !== null}>
          {t('energy.report.query')}
        </Button>
        <ExportButton
          code={PERM.ENERGY_EXPORT}
          url={ENERGY_REPORT_EXPORT_PATH}
          filter={() => query}
          pageTitle={t('energy.report.title')}
          fileName={reportFilename(t('energy.report.file'), query)}
          label={t('energy.report.export')}
        />
      </Space>
      {tooMany !== null && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('energy.report.tooLong', { count: tooMany })}
        />
      )}
      <ReportTable
        report={answer?.report ?? null}
        loading={loading}
        withFactory={answer?.query.factoryId === undefined}
        pageNum={pageNum}
        pageSize={paging.pageSize}
        onPageChange={(next, size) => setPaging({ of: query, pageNum: next, pageSize: size })}
      />
    </section>
  );
}
