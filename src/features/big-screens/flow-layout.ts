/**
 * Rows of the process page's flow diagram (docs/requirements.md §2 `/Process`): the plant's units in flow order, left
 * to right, as many to a row as the width holds, the rows balanced (7 units in rows of at most 5 are 4 + 3, not
 * 5 + 2; in rows of at most 3, 3 + 2 + 2), so the diagram reads the same at 800 px and at 1440 px.
 */

export interface FlowMetrics {
  /** width of one unit's box */
  stage: number;
  /** width of the arrow between two boxes */
  arrow: number;
}

export const FLOW_METRICS: FlowMetrics = { stage: 220, arrow: 36 };

/** How many boxes fit side by side in `width`, arrows between them; at least one. */
export function perRow(width: number, metrics: FlowMetrics = FLOW_METRICS): number {
  if (!Number.isFinite(width) || width <= 0) return 1;
  return Math.max(1, Math.floor((width + metrics.arrow) / (metrics.stage + metrics.arrow)));
}

/** The items in rows for a width, in order; no empty rows. */
export function flowRows<T>(items: readonly T[], width: number, metrics: FlowMetrics = FLOW_METRICS): T[][] {
  if (items.length === 0) return [];
  const most = perRow(width, metrics);
  const count = Math.ceil(items.length / most);
  // Rows differ by one box at most, the longer ones first.
  const base = Math.floor(items.length / count);
  const longer = items.length % count;
  const rows: T[][] = [];
  let start = 0;
  for (let row = 0; row < count; row += 1) {
    const size = base + (row < longer ? 1 : 0);
    rows.push(items.slice(start, start + size));
    start += size;
  }
  return rows;
}
