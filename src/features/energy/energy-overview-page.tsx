/**
 * 能耗概览 (docs/architecture.md §3 "Energy"): today and this month per energy kind against the same span before,
 * the 30-day trend, this month's largest electricity meters and electricity per m³ of water by factory, for one
 * factory or every factory of the caller's scope. The charts come from src/shared/charts, loaded with this page only.
 */
import { Card, Col, Empty, Row, Space, Table, Typography } from 'antd';
import { useMemo } from 'react';
import type { EnergyIntensity } from '@contract/energy';
import { EChart, useChartTheme } from '@/shared/charts';
import { chinaMinute, emptyPeriods } from '@/shared/dates/empty-periods';
import { formatAmount } from '@/shared/format/number';
import { useKeptQuery } from '@/shared/query';
import { useT } from '@/shared/i18n';
import { fetchOverview } from './api';
import { EnergyFactorySelect } from './energy-factory-select';
import { KindCard } from './kind-card';
import { intensityOption, topOption, trendOption } from './overview-charts';
import { useEnergyFactory } from './use-energy-factory';
import { energyKeys } from './query-keys';

/** The overview of every factory in scope is asked for with no factory. */
const ALL = 'all';
const loadOverview = (key: number | typeof ALL) => fetchOverview(key === ALL ? null : key);

export default function EnergyOverviewPage() {
  const t = useT();
  const chartTheme = useChartTheme();
  const { factoryId, tree, choose } = useEnergyFactory();
  const { data, loading } = useKeptQuery(energyKeys.overview, factoryId ?? ALL, loadOverview);
  const labels = useMemo(
    () => ({
      electricity: t('energy.kind.electricity'),
      water: t('energy.kind.water'),
      gas: t('energy.kind.gas'),
    }),
    [t],
  );
  const trend = useMemo(
    () => data && trendOption(data.trend, labels, chartTheme),
    [data, labels, chartTheme],
  );
  const top = useMemo(() => data && topOption(data.top, chartTheme), [data, chartTheme]);
  const intensity = useMemo(
    () => data && intensityOption(data.intensity, t('energy.overview.intensityUnit'), chartTheme),
    [data, t, chartTheme],
  );
  const empty = data && emptyPeriods(data.todayHours, data.asOf);
  // The month's ranking and intensity have nothing to draw before its first hour is over.
  const noMonth = empty?.month ? <Empty description={t('energy.overview.monthFirstHour')} /> : null;

  return (
    <section className="energy-overview-page" aria-label={t('energy.overview.title')}>
      <Space wrap style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }}>
        <EnergyFactorySelect
          id="energy-overview-factory"
          factoryId={factoryId}
          tree={tree}
          onChange={choose}
          allowAll
        />
        {data && (
          <Typography.Text type="secondary" data-testid="energy-as-of">
            {t('energy.overview.asOf', { time: chinaMinute(data.asOf) })}
          </Typography.Text>
        )}
      </Space>
      {!data && !loading && <Empty description={t('energy.overview.empty')} />}
      {data && (
        <Row gutter={[12, 12]} style={{ opacity: loading ? 0.6 : 1 }}>
          {data.kinds.map((summary) => (
            <Col key={summary.kind} xs={24} lg={8}>
              <KindCard summary={summary} empty={empty ?? { today: false, month: false }} />
            </Col>
          ))}
          <Col span={24}>
            <Card size="small" title={t('energy.overview.trend')}>
              {trend && (
                <EChart
                  option={trend}
                  height={300}
                  label={t('energy.overview.trend')}
                  testId="energy-trend"
                />
              )}
            </Card>
          </Col>
          <Col xs={24} xl={14}>
            <Card size="small" title={t('energy.overview.top')}>
              {noMonth ??
                (top && (
                  <EChart option={top} height={320} label={t('energy.overview.top')} testId="energy-top" />
                ))}
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <Card
              size="small"
              title={t('common.withNote', {
                text: t('energy.overview.intensity'),
                note: t('energy.overview.intensityUnit'),
              })}
            >
              {noMonth ?? (
                <>
                  {intensity && (
                    <EChart
                      option={intensity}
                      height={200}
                      label={t('energy.overview.intensity')}
                      testId="energy-intensity"
                    />
                  )}
                  <IntensityTable rows={data.intensity} />
                </>
              )}
            </Card>
          </Col>
        </Row>
      )}
    </section>
  );
}

/** The figures behind the intensity bars, readable without the chart. */
function IntensityTable({ rows }: { rows: EnergyIntensity[] }) {
  const t = useT();
  return (
    <Table<EnergyIntensity>
      size="small"
      rowKey="factoryId"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: t('energy.factory'), dataIndex: 'factoryName' },
        {
          title: t('common.withNote', { text: t('energy.kind.electricity'), note: 'kWh' }),
          dataIndex: 'electricity',
          align: 'right',
          render: formatAmount,
        },
        {
          title: t('common.withNote', { text: t('energy.kind.water'), note: 'm³' }),
          dataIndex: 'water',
          align: 'right',
          render: formatAmount,
        },
        {
          title: t('energy.overview.intensityUnit'),
          dataIndex: 'kwhPerM3',
          align: 'right',
          render: (value: number | null) =>
            value === null ? t('energy.overview.noWater') : formatAmount(value),
        },
      ]}
    />
  );
}
