/**
 * Figures of the big screens, pure (docs/requirements.md §2 big screens): how a count is written on a wall (amounts: `formatAmount` of src/shared/format/number.ts), how today
 * compares with yesterday, and how long an order is overdue.
 */
import { numberFormat } from '@/shared/format/number';

const finite = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/** A count: whole, with group separators. */
export function formatCount(value: number | null | undefined): string {
  if (!finite(value)) return '—';
  return numberFormat('zh-CN', 0, 0).format(Math.round(value));
}

/** The change against the previous figure as a fraction (0.1 = +10 %); null when there is nothing to compare. */
export function changeRatio(
  current: number | null | undefined,
  previous: number | null | undefined,
): number | null {
  if (!finite(current) || !finite(previous) || previous === 0) return null;
  return (current - previous) / previous;
}

/** '+12.3%', '−4.0%', '0.0%' or '—'. */
export function formatChange(ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return '—';
  const percent = (Math.abs(ratio) * 100).toFixed(1);
  if (percent === '0.0') return '0.0%';
  return ratio > 0 ? `+${percent}%` : `−${percent}%`;
}

export type Tone = 'good' | 'bad' | 'flat';

/**
 * Whether a change is good news: more energy used is bad, more water produced is good (`upIsGood`). Under 0.05 %
 * it is flat.
 */
export function changeTone(ratio: number | null, upIsGood: boolean): Tone {
  if (ratio === null || !Number.isFinite(ratio) || Math.abs(ratio) < 0.0005) return 'flat';
  return ratio > 0 === upIsGood ? 'good' : 'bad';
}

export type Duration =
  | { unit: 'minutes'; m: number }
  | { unit: 'hours'; h: number; m: number }
  | { unit: 'days'; d: number; h: number };

/** Whole minutes as the largest two units that say it: 45 min, 3 h 5 min, 2 d 4 h. */
export function splitMinutes(minutes: number): Duration {
  const total = Number.isFinite(minutes) ? Math.max(0, Math.floor(minutes)) : 0;
  if (total < 60) return { unit: 'minutes', m: total };
  if (total < 24 * 60) return { unit: 'hours', h: Math.floor(total / 60), m: total % 60 };
  return { unit: 'days', d: Math.floor(total / (24 * 60)), h: Math.floor((total % (24 * 60)) / 60) };
}
