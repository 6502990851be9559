/**
 * Messages from code that lives outside React (the HTTP client, guards). The app root registers
 * antd's contextual message API (so messages follow the theme and locale); the same text shown again
 * within the message duration is dropped, so ten failing requests give one toast, not ten. A message given while no
 * one is registered waits for the next registration: the session's calls go out before React has rendered the root
 * that registers (src/app/route-guard.tsx `loadAhead`), and their answers can be in first.
 */
import { MESSAGE_DURATION_S } from '../config/constants';

export type Level = 'success' | 'info' | 'warning' | 'error';
type Show = (level: Level, content: string, durationS: number) => void;

/** Messages kept while no one is registered: the newest few, which is all a start-up gives. */
const MAX_WAITING = 5;

let show: Show | null = null;
const recent = new Map<string, number>();
let waiting: [Level, string][] = [];

export function registerNotifier(next: Show | null): void {
  show = next;
  if (!next) return;
  const held = waiting;
  waiting = [];
  for (const [level, content] of held) next(level, content, MESSAGE_DURATION_S);
}

export function notify(level: Level, content: string): void {
  const now = Date.now();
  const key = `${level}:${content}`;
  const last = recent.get(key);
  if (last !== undefined && now - last < MESSAGE_DURATION_S * 1000) return;
  recent.set(key, now);
  if (show) show(level, content, MESSAGE_DURATION_S);
  else waiting = [...waiting, [level, content] as [Level, string]].slice(-MAX_WAITING);
}

/** Tests reset the de-duplication window and the waiting messages between cases. */
export function resetNotifier(): void {
  recent.clear();
  waiting = [];
}
