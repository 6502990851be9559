/**
 * 外部大屏 `/ExternalScreen` (docs/requirements.md §2: on the white list; docs/architecture.md §1: opened in a new window
 * from the top bar, no console layout). Public aggregates of every factory (GET /api/screen/public/overview, cached
 * 30 s by the server) in the wall style, asked again every 30 s: water produced, energy today, this month's orders and
 * their completion rate, active alarms by kind, the 30-day trend and each plant's figures. The answer holds no
 * person, account or address, so nothing personal can show.
 */
import { useMemo } from 'react';
import { WATER_UNIT, type PublicOverview } from '@contract/screen';
import { EChart, useChartTheme } from '@/shared/charts';
import { emptyPeriods } from '@/shared/dates/empty-periods';
import { useT } from '@/shared/i18n';
import { formatAmount } from '@/shared/format/number';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { fetchPublicOverview } from './api';
import { Panel, ScreenStage } from './screen-stage';
import { rateOption, trendOption } from './screen-charts';
import { formatCount } from './screen-figures';
import { screenKeys } from './query-keys';
import { useScreenRefresh } from './use-screen-refresh';
import { AlarmRing, Figure, FirstLoad, StateMark } from './wall-parts';

function OverviewColumn({ overview }: { overview: PublicOverview }) {
  const t = useT();
  // The first hour of a day: today (and on the first of a month the month) has no complete hour and no figure yet
  // (docs/architecture.md §3 "Energy", "The first hour of a day").
  const { today: firstHour, month: noMonth } = emptyPeriods(overview.todayHours, overview.asOf);
  const today = (value: number | null) => formatAmount(firstHour ? null : value);
  const noHourYet = (key: 'screen.todayFirstHour' | 'screen.monthFirstHour') => (
    <div className="bs-muted">{t(key)}</div>
  );
  return (
    <div className="bs-column">
      <Panel title={t('screen.external.factories')} testId="public-factories">
        <Figure
          label={t('screen.external.factoriesSub', {
            water: overview.factories.waterPlants,
            energy: overview.factories.energyStations,
          })}
          value={formatCount(overview.factories.total)}
        />
      </Panel>
      <Panel title={t('screen.water.title')} testId="public-water">
        <div className="bs-figures">
          <Figure
            testId="public-water-today"
            label={t('screen.water.today')}
            value={today(overview.water.today)}
            unit={firstHour ? undefined : WATER_UNIT}
            sub={firstHour ? noHourYet('screen.todayFirstHour') : undefined}
          />
          <Figure
            testId="public-water-month"
            label={t('screen.water.month')}
            value={formatAmount(noMonth ? null : overview.water.month)}
            unit={noMonth ? undefined : WATER_UNIT}
            sub={noMonth ? noHourYet('screen.monthFirstHour') : undefined}
          />
        </div>
      </Panel>
      <Panel title={t('screen.external.energyToday')} className="bs-panel--grow" testId="public-energy">
        <div className="bs-figure-stack">
          {overview.energy.map((e) => (
            <Figure
              key={e.kind}
              testId={`public-energy-${e.kind}`}
              label={t(`screen.energy.${e.kind}`)}
              value={today(e.today)}
              unit={firstHour ? undefined : e.unit}
            />
          ))}
        </div>
        {firstHour && noHourYet('screen.todayFirstHour')}
      </Panel>
    </div>
  );
}

/** `firstHour`: today has no complete hour yet, and the plants' figures of today none either. */
function PlantsTable({ plants, firstHour }: { plants: PublicOverview['plants']; firstHour: boolean }) {
  const t = useT();
  return (
    <Panel title={t('screen.external.plants')} className="bs-panel--grow" testId="public-plants">
      <table className="bs-table">
        <thead>
          <tr>
            <th scope="col">{t('screen.factory.name')}</th>
            <th scope="col">{t('screen.factory.kind')}</th>
            <th scope="col" className="bs-num">
              {t('screen.factory.water')} ({WATER_UNIT})
            </th>
            <th scope="col" className="bs-num">
              {t('screen.factory.electricity')} (kWh)
            </th>
            <th scope="col" className="bs-num">
              {t('screen.factory.alarms')}
            </th>
            <th scope="col">{t('screen.factory.state')}</th>
          </tr>
        </thead>
        <tbody>
          {plants.map((p, i) => (
            // Names are unique in the area tree, but the public answer has no id: the place keeps React's key stable.
            <tr key={`${i}-${p.name}`}>
              <td className="bs-table__name" title={p.name}>
                {p.name}
              </td>
              <td className="bs-table__wrap">{t(`screen.plantKind.${p.plantKind}`)}</td>
              <td className="bs-num">{formatAmount(firstHour ? null : p.waterToday)}</td>
              <td className="bs-num">{formatAmount(firstHour ? null : p.electricityToday)}</td>
              <td className={`bs-num ${p.activeAlarms > 0 ? 'bs-tone--bad' : ''}`}>
                {formatCount(p.activeAlarms)}
              </td>
              <td>
                <StateMark state={p.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

function Wall({ overview }: { overview: PublicOverview }) {
  const t = useT();
  const theme = useChartTheme();
  const trend = useMemo(
    () =>
      trendOption(
        overview.trend,
        { water: t('screen.external.trendWater'), electricity: t('screen.external.trendElectricity') },
        theme,
      ),
    [overview.trend, t, theme],
  );
  const rate = useMemo(
    () => rateOption(overview.orders.completionRate, t('screen.external.rate'), theme),
    [overview.orders.completionRate, t, theme],
  );
  return (
    <div className="bs-body bs-body--three">
      <OverviewColumn overview={overview} />
      <div className="bs-column">
        <Panel title={t('screen.external.trend')} testId="public-trend">
          <EChart
            option={trend}
            height={380}
            label={t('screen.external.trend')}
            testId="public-trend-chart"
          />
        </Panel>
        <PlantsTable
          plants={overview.plants}
          firstHour={emptyPeriods(overview.todayHours, overview.asOf).today}
        />
      </div>
      <div className="bs-column">
        <Panel title={t('screen.external.orders')} testId="public-orders">
          <div className="bs-orders-rate">
            <EChart option={rate} height={220} label={t('screen.external.rate')} testId="public-rate-chart" />
            <div className="bs-figure-stack">
              <Figure
                testId="public-orders-completed"
                label={t('screen.external.completed')}
                value={formatCount(overview.orders.completedMonth)}
                unit={t('screen.unit.orders')}
              />
              <Figure
                label={t('screen.external.openNow')}
                value={formatCount(overview.orders.open)}
                unit={t('screen.unit.orders')}
              />
            </div>
          </div>
        </Panel>
        <Panel title={t('screen.alarms.title')} className="bs-panel--grow" testId="public-alarms">
          <AlarmRing alarms={overview.alarms} height={320} />
        </Panel>
      </div>
    </div>
  );
}

export default function ExternalScreenPage() {
  const t = useT();
  useDocumentTitle(t('route.externalScreen'));
  const { data, stale, updatedAt } = useScreenRefresh(screenKeys.external, fetchPublicOverview);
  return (
    <ScreenStage
      variant="window"
      title={t('screen.external.title')}
      stale={stale && data !== null}
      updatedAt={updatedAt}
      testId="external-screen"
    >
      {data ? <Wall overview={data} /> : <FirstLoad failed={stale} />}
    </ScreenStage>
  );
}
