/**
 * Messages from code that lives outside React (the HTTP client, guards). The app root registers
 * antd's contextual message API (so messages follow the theme and locale); the same text shown again
 * within the message duration is dropped, so ten failing requests give one toast, not ten.
 */
import { MESSAGE_DURATION_S } from '../config/constants';

export type Level = 'success' | 'info' | 'warning' | 'error';
type Show = (level: Level, content: string, durationS: number) => void;

let show: Show | null = null;
const recent = new Map<string, number>();

export function registerNotifier(next: Show | null): void {
  show = next;
}

export function notify(level: Level, content: string): void {
  const now = Date.now();
  const key = `${level}:${content}`;
  const last = recent.get(key);
  if (last !== undefined && now - last < MESSAGE_DURATION_S * 1000) return;
  recent.set(key, now);
  if (show) show(level, content, MESSAGE_DURATION_S);
  else console.warn(`[${level}] ${content}`);
}

/** Tests reset the de-duplication window between cases. */
export function resetNotifier(): void {
  recent.clear();
}
