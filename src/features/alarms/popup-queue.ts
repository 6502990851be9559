/**
 * Pop-up notices start POPUP_STAGGER_MS apart and each lasts POPUP_DURATION_MS (docs/requirements.md §4
 * "Alarm", contract ALARM_LIMITS): the first at once, the rest on a timer, so a batch never stacks up.
 */
import { ALARM_LIMITS } from '@contract/alarm';

export type PopupSink<T> = (item: T, durationMs: number) => void;

export class PopupQueue<T> {
  private readonly pending: T[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly sink: () => PopupSink<T> | null) {}

  enqueue(items: readonly T[]): void {
    this.pending.push(...items);
    if (!this.timer) this.showNext();
  }

  /** Drops what waits and matches (e.g. alarms acknowledged meanwhile). */
  drop(matches: (item: T) => boolean): void {
    const rest = this.pending.filter((item) => !matches(item));
    this.pending.splice(0, this.pending.length, ...rest);
  }

  clear(): void {
    this.pending.length = 0;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private showNext(): void {
    this.timer = null;
    const item = this.pending.shift();
    if (item === undefined) return;
    this.sink()?.(item, ALARM_LIMITS.POPUP_DURATION_MS);
    // The gap runs after the last one too, so a next batch keeps the spacing.
    this.timer = setTimeout(() => this.showNext(), ALARM_LIMITS.POPUP_STAGGER_MS);
  }
}
