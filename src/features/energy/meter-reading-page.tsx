/**
 * 抄表数据 (menu 199998, under /DataQuery; docs/architecture.md §3 "Energy"): the readings of up to ten meters of a
 * factory over a time range, as lines (one axis per unit) and as a paged table of every reading with its hour's
 * usage.
 */
import { Alert, Button, Card, DatePicker, Empty, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { ENERGY_RULE, type ReadingRow, type ReadingSeriesQuery } from '@contract/energy';
import { EChart, useChartTheme } from '@/shared/charts';
import { RESULT_CODE } from '@/shared/config/constants';
import { formatAmount } from '@/shared/format/number';
import { useT } from '@/shared/i18n';
import { pagedTableProps, useKeptQuery, usePagedQuery } from '@/shared/query';
import { GenericTable, type ColumnSpec } from '@/shared/table';
import { fetchReadings, fetchSeries } from './api';
import { EnergyFactorySelect } from './energy-factory-select';
import {
  defaultReadingRange,
  readingProblem,
  seriesOption,
  toSeriesQuery,
  type ReadingRange,
} from './reading-range';
import { useEnergyFactory } from './use-energy-factory';
import { useEnergyMeters } from './use-energy-meters';
import { energyKeys } from './query-keys';

export const READING_TABLE_ID = 'energy_reading';
const EMPTY_QUERY: ReadingSeriesQuery = { meterIds: [], start: '', end: '' };

/** No meter chosen yet (the list's first render): nothing to ask the server. */
const readingsOf = (query: Parameters<typeof fetchReadings>[0]) =>
  query.meterIds.length === 0
    ? Promise.resolve({ code: RESULT_CODE.OK, msg: '', rows: [], total: 0 })
    : fetchReadings(query);
const timeText = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

export default function MeterReadingPage() {
  const t = useT();
  const chartTheme = useChartTheme();
  const { factoryId, tree, choose } = useEnergyFactory();
  const { meters, ready } = useEnergyMeters(factoryId);
  // The meters picked for each factory; a factory not picked for yet starts with its first meter.
  const [picked, setPicked] = useState<{ factoryId: number | null; ids: number[] } | null>(null);
  const meterIds = useMemo(() => {
    if (picked && picked.factoryId === factoryId) return picked.ids;
    return meters.slice(0, 1).map((m) => m.meterId);
  }, [picked, factoryId, meters]);
  const [initialRange] = useState<ReadingRange>(() => defaultReadingRange(dayjs()));
  const [range, setRange] = useState<ReadingRange>(initialRange);
  const [submitted, setSubmitted] = useState<{ factoryId: number | null; query: ReadingSeriesQuery } | null>(
    null,
  );
  const problem = readingProblem(meterIds, range);

  // A factory's first meter over the last seven days is shown at once; after that, what 查询 submitted.
  const first = meters[0]?.meterId;
  const query = useMemo(() => {
    if (submitted && submitted.factoryId === factoryId) return submitted.query;
    return first === undefined ? null : toSeriesQuery([first], initialRange);
  }, [submitted, factoryId, first, initialRange]);

  const { data: series } = useKeptQuery(energyKeys.series, query, fetchSeries);

  const list = usePagedQuery<ReadingRow, ReadingSeriesQuery>(
    energyKeys.readings,
    readingsOf,
    query ?? EMPTY_QUERY,
    query !== null,
  );
  const { search } = list;
  useEffect(() => {
    if (query) search(query);
  }, [query, search]);

  const option = useMemo(() => series && seriesOption(series, chartTheme), [series, chartTheme]);
  const columns = useMemo((): ColumnSpec[] => {
    const col = (
      prop: string,
      label: string,
      width: number,
      type: ColumnSpec['type'] = 'text',
    ): ColumnSpec => ({
      prop,
      label,
      type,
      isShow: true,
      width,
    });
    return [
      col('code', t('energy.report.code'), 140),
      col('name', t('energy.report.name'), 180),
      col('readAt', t('energy.reading.readAt'), 170),
      col('value', t('energy.reading.value'), 140, 'number'),
      col('usage', t('energy.reading.usage'), 120, 'number'),
      col('unit', t('energy.report.unit'), 90),
    ];
  }, [t]);

  const renderCell = (prop: string, row: ReadingRow) => {
    if (prop === 'readAt') return timeText(row.readAt);
    if (prop === 'value') return formatAmount(row.value);
    if (prop === 'usage') return row.usage === null ? '' : formatAmount(row.usage);
    return undefined;
  };

  const submit = () => {
    if (problem === null) setSubmitted({ factoryId, query: toSeriesQuery(meterIds, range) });
  };

  return (
    <section className="meter-reading-page" aria-label={t('energy.reading.title')}>
      <Space wrap style={{ marginBottom: 12 }} align="center">
        <EnergyFactorySelect
          id="energy-reading-factory"
          factoryId={factoryId}
          tree={tree}
          onChange={choose}
          allowAll={false}
        />
        <Select<number[]>
          mode="multiple"
          aria-label={t('energy.reading.meters')}
          data-testid="reading-meters"
          placeholder={t('energy.reading.pickMeters')}
          style={{ minWidth: 320, maxWidth: 560 }}
          value={meterIds}
          maxCount={ENERGY_RULE.MAX_READING_METERS}
          onChange={(ids) => setPicked({ factoryId, ids })}
          optionFilterProp="label"
          notFoundContent={ready ? t('energy.reading.noMeters') : undefined}
          options={meters.map((m) => ({
            value: m.meterId,
            label: t('common.withNote', { text: m.name, note: m.code }),
          }))}
        />
        <DatePicker.RangePicker
          aria-label={t('energy.reading.range')}
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          value={range}
          allowClear={false}
          onChange={(next) => next?.[0] && next[1] && setRange([next[0], next[1]])}
          presets={[1, 7, 30, 90].map((days) => {
            const end = dayjs().startOf('hour').add(1, 'hour');
            return {
              label: t('energy.reading.lastDays', { count: days }),
              value: [end.subtract(days, 'day'), end],
            };
          })}
        />
        <Button type="primary" onClick={submit} disabled={problem !== null}>
          {t('energy.reading.query')}
        </Button>
      </Space>
      {problem && problem.key !== 'energy.reading.pickMeters' && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t(problem.key, { count: problem.count })}
        />
      )}
      <Card size="small" title={t('energy.reading.chart')} style={{ marginBottom: 12 }}>
        {option ? (
          <EChart option={option} height={320} label={t('energy.reading.chart')} testId="reading-chart" />
        ) : (
          <Empty description={t('energy.reading.hint')} />
        )}
      </Card>
      <GenericTable<ReadingRow>
        tableId={READING_TABLE_ID}
        columns={columns}
        {...pagedTableProps(list)}
        renderCell={renderCell}
        rowKey={(row) => `${row.meterId}-${row.readAt}`}
      />
    </section>
  );
}
