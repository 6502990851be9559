/**
 * A "refresh" signal for views that size themselves to the window (tables, charts): full screen and the
 * refresh button emit it (docs/requirements.md §4 "Full screen … emits a refresh"); views subscribe.
 */
const EVENT = 'woms:refresh';

export function emitRefresh(): void {
  window.dispatchEvent(new Event(EVENT));
}

export function onRefresh(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
