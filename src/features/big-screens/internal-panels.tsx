/**
 * The internal big screen's panels (docs/requirements.md §2 `/InternalLargeScreen`): today's orders by kind and state,
 * the overdue orders, energy and water against yesterday, each factory's status, the last hour's events. Names and
 * texts from the server are rendered as text.
 */
import { useMemo, type CSSProperties } from 'react';
import { WATER_UNIT, type FactoryStatus, type InternalScreen, type OverdueFigures } from '@contract/screen';
import { EChart, useChartTheme } from '@/shared/charts';
import { useReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { emptyPeriods } from '@/shared/dates/empty-periods';
import { useT } from '@/shared/i18n';
import { formatAmount } from '@/shared/format/number';
import type { FeedEvent } from './event-feed';
import { Panel } from './screen-stage';
import { ordersOption } from './screen-charts';
import { formatCount, splitMinutes } from './screen-figures';
import { Figure, StateMark, VersusYesterday } from './wall-parts';

export function OrdersPanel({ orders }: { orders: InternalScreen['orders'] }) {
  const t = useT();
  const theme = useChartTheme();
  const option = useMemo(
    () =>
      ordersOption(
        orders,
        {
          kinds: (kind) => t(`screen.orderKind.${kind}`),
          created: t('screen.orders.created'),
          open: t('screen.orders.open'),
          closed: t('screen.orders.closed'),
          overdue: t('screen.orders.overdue'),
        },
        theme,
      ),
    [orders, t, theme],
  );
  return (
    <Panel title={t('screen.orders.title')} testId="screen-orders">
      <div className="bs-figures bs-figures--tight">
        <Figure label={t('screen.orders.created')} value={formatCount(orders.createdToday)} />
        <Figure label={t('screen.orders.open')} value={formatCount(orders.open)} />
        <Figure label={t('screen.orders.closed')} value={formatCount(orders.closedToday)} />
      </div>
      <EChart option={option} height={240} label={t('screen.orders.title')} testId="screen-orders-chart" />
      <ul className="bs-status-strip" aria-label={t('screen.orders.byStatus')}>
        {orders.byStatus.map((s) => (
          <li key={s.status}>
            <span className="bs-muted" title={t(`screen.orderStatus.${s.status}`)}>
              {t(`screen.orderStatus.${s.status}`)}
            </span>
            <b>{formatCount(s.count)}</b>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function overdueText(t: ReturnType<typeof useT>, minutes: number): string {
  const d = splitMinutes(minutes);
  const time =
    d.unit === 'minutes'
      ? t('screen.duration.minutes', { m: d.m })
      : d.unit === 'hours'
        ? t('screen.duration.hours', { h: d.h, m: d.m })
        : t('screen.duration.days', { d: d.d, h: d.h });
  return t('screen.overdue.minutes', { time });
}

export function OverduePanel({ overdue }: { overdue: OverdueFigures }) {
  const t = useT();
  return (
    <Panel
      title={t('screen.overdue.title')}
      className="bs-panel--grow"
      testId="screen-overdue"
      extra={
        <span
          className="bs-big-count"
          data-testid="screen-overdue-count"
          aria-label={t('screen.overdue.count')}
        >
          {formatCount(overdue.count)}
        </span>
      }
    >
      {overdue.top.length === 0 ? (
        <div className="bs-center-note">{t('screen.overdue.none')}</div>
      ) : (
        <ul className="bs-list">
          {overdue.top.map((o) => (
            <li key={o.taskId} className="bs-overdue">
              <span className="bs-overdue__no">
                <span className="bs-feed__kind">{t(`screen.orderKind.${o.kind}`)}</span>
                {o.taskNo}
              </span>
              <span className="bs-tone--bad bs-overdue__time">{overdueText(t, o.overdueMinutes)}</span>
              <span className="bs-muted bs-overdue__where" title={o.factoryName}>
                {o.factoryName} · {t(`screen.orderStatus.${o.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function EnergyPanel({ screen }: { screen: InternalScreen }) {
  const t = useT();
  // The first hour of a day: today has no complete hour, so no figure and no comparison yet (docs/architecture.md §3
  // "Energy", "The first hour of a day").
  const firstHour = emptyPeriods(screen.todayHours, screen.asOf).today;
  const noHourYet = <div className="bs-muted">{t('screen.todayFirstHour')}</div>;
  const waterToday = firstHour
    ? formatAmount(null)
    : screen.water.today === null
      ? t('screen.water.none')
      : formatAmount(screen.water.today);
  return (
    <div className="bs-row">
      <Panel title={t('screen.energy.title')} className="bs-panel--wide" testId="screen-energy">
        <div className="bs-figures bs-figures--energy">
          {screen.energy.map((e) => (
            <Figure
              key={e.kind}
              testId={`screen-energy-${e.kind}`}
              label={t(`screen.energy.${e.kind}`)}
              value={formatAmount(firstHour ? null : e.today)}
              unit={firstHour ? undefined : e.unit}
              sub={
                firstHour ? (
                  noHourYet
                ) : (
                  <VersusYesterday today={e.today} yesterday={e.yesterday} upIsGood={false} />
                )
              }
            />
          ))}
        </div>
      </Panel>
      <Panel title={t('screen.water.title')} testId="screen-water">
        <Figure
          testId="screen-water-today"
          label={t('screen.water.today')}
          value={waterToday}
          unit={firstHour || screen.water.today === null ? undefined : WATER_UNIT}
          sub={
            firstHour ? (
              noHourYet
            ) : (
              <VersusYesterday today={screen.water.today} yesterday={screen.water.yesterday} upIsGood />
            )
          }
        />
      </Panel>
    </div>
  );
}

/** Columns for the number of factories: big cards for a few, smaller for many. */
const gridColumns = (n: number) => (n <= 4 ? 2 : n <= 9 ? 3 : 4);

/** `firstHour`: today has no complete hour yet, so no factory has an electricity figure of today. */
export function FactoryGrid({ factories, firstHour }: { factories: FactoryStatus[]; firstHour: boolean }) {
  const t = useT();
  return (
    <Panel title={t('screen.factories.title')} className="bs-panel--grow" testId="screen-factories">
      {factories.length === 0 ? (
        <div className="bs-center-note">{t('screen.factories.none')}</div>
      ) : (
        <div
          className={`bs-factory-grid bs-factory-grid--${gridColumns(factories.length)}`}
          style={{ gridTemplateColumns: `repeat(${gridColumns(factories.length)}, minmax(0, 1fr))` }}
        >
          {factories.map((f) => (
            <article
              key={f.factoryId}
              className={`bs-factory bs-factory--${f.state}`}
              data-testid={`screen-factory-${f.factoryId}`}
            >
              <header className="bs-factory__head">
                <span className="bs-factory__name" title={f.factoryName}>
                  {f.factoryName}
                </span>
                <StateMark state={f.state} />
              </header>
              <div className="bs-muted bs-factory__kind">{t(`screen.plantKind.${f.plantKind}`)}</div>
              <dl className="bs-factory__stats">
                <div>
                  <dt>{t('screen.factory.alarms')}</dt>
                  <dd className={f.activeAlarms > 0 ? 'bs-tone--bad' : undefined}>
                    {formatCount(f.activeAlarms)}
                  </dd>
                </div>
                <div>
                  <dt>{t('screen.factory.open')}</dt>
                  <dd>{formatCount(f.openOrders)}</dd>
                </div>
                <div>
                  <dt>{t('screen.factory.overdue')}</dt>
                  <dd className={f.overdueOrders > 0 ? 'bs-tone--bad' : undefined}>
                    {formatCount(f.overdueOrders)}
                  </dd>
                </div>
                <div>
                  <dt>{t('screen.factory.electricity')}</dt>
                  <dd>
                    {formatAmount(firstHour ? null : f.electricityToday)}
                    {!firstHour && <small> kWh</small>}
                  </dd>
                </div>
              </dl>
            </article>
          ))}
        </div>
      )}
    </Panel>
  );
}

export type FeedItem = InternalScreen['events'][number] & FeedEvent;

/** Events scroll when there are more than fit; a reduced-motion system gets them still (and the CSS pauses too). */
const SCROLL_FROM = 9;
const SECONDS_PER_EVENT = 3;

export function EventsPanel({ events }: { events: FeedItem[] }) {
  const t = useT();
  const still = useReducedMotion();
  const scroll = !still && events.length >= SCROLL_FROM;
  const row = (e: FeedItem, copy: boolean) => (
    <li key={copy ? `copy-${e.key}` : e.key} className="bs-feed__item" aria-hidden={copy || undefined}>
      <span className="bs-feed__time">{e.time.slice(11, 16)}</span>
      <span className="bs-feed__text" title={`${e.factoryName} ${e.text}`}>
        <span className={`bs-feed__kind ${e.type.startsWith('alarm') ? 'bs-feed__kind--alarm' : ''}`}>
          {t(`screen.event.${e.type}`)}
        </span>
        {e.factoryName} · {e.text}
      </span>
    </li>
  );
  return (
    <Panel title={t('screen.events.title')} className="bs-panel--grow" testId="screen-events">
      {events.length === 0 ? (
        <div className="bs-center-note">{t('screen.events.none')}</div>
      ) : (
        <div className="bs-feed">
          <ul
            className={`bs-feed__track ${scroll ? 'bs-feed__track--scroll' : ''}`}
            style={
              scroll
                ? ({ '--bs-feed-duration': `${events.length * SECONDS_PER_EVENT}s` } as CSSProperties)
                : undefined
            }
            data-testid="screen-events-list"
          >
            {events.map((e) => row(e, false))}
            {/* The second copy makes the loop seamless: the track moves up by half its height, then starts over. */}
            {scroll && events.map((e) => row(e, true))}
          </ul>
        </div>
      )}
    </Panel>
  );
}
