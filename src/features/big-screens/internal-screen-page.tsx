/**
 * 内部大屏 `/InternalLargeScreen` (docs/requirements.md §2; docs/architecture.md §1): the signed-in wall inside the
 * console, a keep-alive tab. Figures of the caller's factories (GET /api/screen/internal) refresh every 30 s on one
 * interval and, debounced, when the console's live state moves (`pulse`: the alarm window and the message counts,
 * handed in by the app, since a feature does not import another, docs/architecture.md §2). While its tab is hidden
 * the refresh stops, and it starts again, with a load at once, when shown (use-screen-refresh.ts). The last hour's
 * events are merged into a bounded list (event-feed.ts).
 */
import type { InternalScreen } from '@contract/screen';
import { emptyPeriods } from '@/shared/dates/empty-periods';
import { useT } from '@/shared/i18n';
import { fetchInternalScreen } from './api';
import { mergeFeed } from './event-feed';
import {
  EnergyPanel,
  EventsPanel,
  FactoryGrid,
  OrdersPanel,
  OverduePanel,
  type FeedItem,
} from './internal-panels';
import { Panel, ScreenStage } from './screen-stage';
import { useScreenRefresh } from './use-screen-refresh';
import { AlarmRing, FirstLoad } from './wall-parts';

/** The server's China time 'YYYY-MM-DD HH:mm:ss' read as one clock, the same for events and the answer's time. */
const chinaTime = (text: string) => text.replace(' ', 'T');

export interface InternalView extends InternalScreen {
  feed: FeedItem[];
}

const toFeed = (e: InternalScreen['events'][number]): FeedItem => ({
  ...e,
  key: `${e.time}|${e.type}|${e.factoryName}|${e.text}`,
  at: chinaTime(e.time),
});

export async function loadInternalView(): Promise<InternalView> {
  const screen = await fetchInternalScreen();
  return { ...screen, feed: screen.events.map(toFeed) };
}

export function combineInternalView(shown: InternalView | null, next: InternalView): InternalView {
  const now = Date.parse(chinaTime(next.serverTime));
  return { ...next, feed: mergeFeed(shown?.feed ?? [], next.feed, Number.isFinite(now) ? now : Date.now()) };
}

export interface InternalScreenPageProps {
  /** changes when a live alarm or order event arrives: the figures are asked again shortly after */
  pulse?: unknown;
}

export default function InternalScreenPage({ pulse }: InternalScreenPageProps) {
  const t = useT();
  const { data, stale, updatedAt } = useScreenRefresh(loadInternalView, {
    pulse,
    combine: combineInternalView,
  });
  return (
    <ScreenStage
      variant="console"
      title={t('screen.internal.title')}
      stale={stale && data !== null}
      updatedAt={updatedAt}
      testId="internal-screen"
    >
      {data ? (
        <div className="bs-body bs-body--three">
          <div className="bs-column">
            <OrdersPanel orders={data.orders} />
            <OverduePanel overdue={data.overdue} />
          </div>
          <div className="bs-column">
            <EnergyPanel screen={data} />
            <FactoryGrid
              factories={data.factories}
              firstHour={emptyPeriods(data.todayHours, data.asOf).today}
            />
          </div>
          <div className="bs-column">
            <Panel title={t('screen.alarms.title')} testId="screen-alarms">
              <AlarmRing alarms={data.alarms} height={260} />
            </Panel>
            <EventsPanel events={data.feed} />
          </div>
        </div>
      ) : (
        <FirstLoad failed={stale} />
      )}
    </ScreenStage>
  );
}
