/**
 * Keeps home's figures live (docs/requirements.md §2 "Home", docs/architecture.md §3 "Live channels"): the frames of
 * the count channel say that something of the user's changed (a count frame: a message came or was read, as orders
 * move to them; a to-dos-done frame: a step by anybody, the user included, closed their to-dos; an alarms frame:
 * alarms of their factories were raised or released; `connected`: frames may have been missed), so home's summary is
 * asked again, once, SETTLE_MS after the last of a burst. Only a summary on
 * screen is fetched again (invalidation); a kept one is marked stale and asked again when shown.
 */
import { subscribeLive } from '@/shared/live/live-hub';
import { queryClient } from '@/shared/query';
import { homeKeys } from './query-keys';

/** A burst of frames (a flood of alarms, an order moving past several people) asks the summary once. */
export const SETTLE_MS = 1_000;

let timer: ReturnType<typeof setTimeout> | null = null;

function refresh(): void {
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void queryClient.invalidateQueries({ queryKey: homeKeys.summary });
  }, SETTLE_MS);
}

// The hub lives as long as the page, and so does this wiring: subscribed once, at home's first import.
subscribeLive('count', refresh);
subscribeLive('todosDone', refresh);
subscribeLive('alarms', refresh);
subscribeLive('connected', refresh);
subscribeLive('stopped', () => {
  if (timer !== null) clearTimeout(timer);
  timer = null;
});
