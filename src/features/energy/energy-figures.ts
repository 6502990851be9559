/**
 * Figures of the energy pages, pure: how a period compares with the one before it (amounts are written by
 * `formatAmount` of src/shared/format/number.ts; docs/architecture.md §3 "Energy").
 */

/** The change against the previous period as a fraction (0.1 = +10 %); null when there is nothing to compare. */
export function changeRatio(current: number, previous: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous === 0) return null;
  return (current - previous) / previous;
}

/** '+12.3%', '−4.0%', '0.0%' or '—'. */
export function formatChange(ratio: number | null): string {
  if (ratio === null) return '—';
  const percent = (ratio * 100).toFixed(1);
  if (ratio > 0) return `+${percent}%`;
  return ratio < 0 ? `−${percent.slice(1)}%` : `${percent}%`;
}

/** Rising consumption is what an operator watches for: up is the warning colour, down the good one. */
export function changeTone(ratio: number | null): 'up' | 'down' | 'flat' {
  if (ratio === null || Math.abs(ratio) < 0.0005) return 'flat';
  return ratio > 0 ? 'up' : 'down';
}
