/**
 * 内部大屏 `/InternalLargeScreen` (docs/requirements.md §2; docs/architecture.md §1): the signed-in wall inside the
 * console, a keep-alive tab. Figures of the caller's factories (GET /api/screen/internal) live in the query cache
 * (docs/architecture.md §4 "Server data", `screenKeys.internal`): asked every 30 s (`refetchInterval`) and, debounced,
 * when a live frame says something on it moved (src/shared/live: alarms changed, an unread count or a task message,
 * which orders move, or the count channel (re)opened), by invalidating the key. While its tab is hidden nothing is
 * asked; shown again it asks at once (usePageQuery, docs/architecture.md §4 "Keep-alive tabs"). A failed refresh
 * keeps the figures with a stale badge. The last hour's events are merged into a bounded list (event-feed.ts).
 */
import type { InternalScreen } from '@contract/screen';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { emptyPeriods } from '@/shared/dates/empty-periods';
import { useT } from '@/shared/i18n';
import { usePageActive } from '@/shared/lifecycle/page-activity';
import { subscribeLive, type LiveKind } from '@/shared/live/live-hub';
import { usePageQuery } from '@/shared/query';
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
import { screenKeys } from './query-keys';
import { Panel, ScreenStage } from './screen-stage';
import { REFRESH_MS } from './use-screen-refresh';
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

/** A burst of live frames (a flood of alarms, a tick raising and releasing) is one refetch, this long after the last. */
export const LIVE_DEBOUNCE_MS = 1_500;

/** The frames that may move the wall's figures. */
const MOVING: readonly LiveKind[] = ['alarms', 'count', 'task', 'connected'];

export default function InternalScreenPage() {
  const t = useT();
  const client = useQueryClient();
  const active = usePageActive();
  const query = usePageQuery({
    queryKey: screenKeys.internal,
    // The feed keeps the last hour across answers: the new answer is folded into the one shown.
    queryFn: async () =>
      combineInternalView(
        client.getQueryData<InternalView>(screenKeys.internal) ?? null,
        await loadInternalView(),
      ),
    // A hidden tab asks nothing; usePageQuery asks at once when it is shown again.
    refetchInterval: active ? REFRESH_MS : false,
    // A wall display runs in a browser tab nobody looks at: it must keep its pace there too.
    refetchIntervalInBackground: true,
  });

  // Hidden, the wall hears nothing: shown again it asks at once anyway (usePageQuery).
  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const moved = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        void client.invalidateQueries({ queryKey: screenKeys.internal }, { cancelRefetch: false });
      }, LIVE_DEBOUNCE_MS);
    };
    const unsubscribe = MOVING.map((kind) => subscribeLive(kind, moved));
    return () => {
      unsubscribe.forEach((off) => off());
      if (timer) clearTimeout(timer);
    };
  }, [client, active]);

  const data = query.data ?? null;
  const stale = query.isError;
  const updatedAt = query.data === undefined ? null : query.dataUpdatedAt;
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
