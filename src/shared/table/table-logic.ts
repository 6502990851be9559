/**
 * Pure rules of the generic table (docs/requirements.md §3 "Table column spec", §5, §9): column spec, height, page
 * sizes, option matching and column preferences. Kept free of React so each rule is table-tested.
 */

export type ColumnType = 'text' | 'select' | 'icon' | 'date' | 'number';
export type CellColor = 'green' | 'red' | 'yellow' | 'blue';
export type TableLayout = 'horizontal' | 'vertical';

export interface ColumnOption {
  label: string;
  value: string | number;
}

export interface ColumnSpec {
  label: string;
  prop: string;
  type: ColumnType;
  isShow: boolean;
  options?: ColumnOption[];
  /** The cell is a link: clicking it calls the table's onCellClick(prop, row). */
  click?: boolean;
  fixed?: 'left' | 'right';
  width?: number;
  /**
   * The cell's content wraps onto more lines instead of being cut (a status tag, which a cut would make read as
   * another status: "To dispatch…" for "To dispatch acceptance").
   */
  wrap?: boolean;
  /**
   * An identifier (a device's code, an order's number): the fit keeps its width, as a date's, since a cut one reads
   * as another (SH01-P-0… is both SH01-P-001 and SH01-P-002).
   */
  keep?: boolean;
}

export type Row = Record<string, unknown>;

/** docs/requirements.md §9: page sizes and the default. */
export const PAGE_SIZES = [30, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 100;
export const DEFAULT_COLUMN_WIDTH = 150;
export const MIN_COLUMN_WIDTH = 60;

/** The narrowest a column is squeezed to when the table fits its box (fitColumnWidths). */
export const FIT_MIN_WIDTH = 80;

/**
 * About how wide a header cell must be for its label to read: 14 px a CJK character, 8 px any other, plus the cell's
 * padding and the resize handle. An estimate, not a measurement: the fit is computed before anything is drawn.
 */
export function headerWidth(label: string): number {
  return textWidth(label) + 24;
}

/**
 * About how wide a text is drawn at 14 px: 14 px a CJK character, `latin` any other (8 for a bold header; a body text's
 * letters, "Dispatch acceptance", average about 7).
 */
export function textWidth(text: string, latin = 8): number {
  let width = 0;
  for (const ch of text) width += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? 14 : latin;
  return width;
}

/**
 * The narrowest a header reads at: a label of several words wraps between them (the generic table's header wraps, as
 * English headers need), so its widest word; a label without spaces (Chinese) whole.
 */
export function headerFloor(label: string): number {
  const words = label.trim().split(/\s+/);
  return words.length > 1 ? Math.max(...words.map(headerWidth)) : headerWidth(label);
}

/** A cut date or number misleads (762209… is not 762209.5): those columns keep their width. */
const KEEP_WIDTH: ReadonlySet<ColumnType> = new Set(['date', 'number']);

/**
 * What fitColumnWidths needs of a shown column; `sized`: the user chose its width, `keep`: an identifier (ColumnSpec);
 * the fit keeps both.
 */
export interface FitColumn {
  label: string;
  type: ColumnType;
  width: number;
  fixed?: 'left' | 'right';
  sized?: boolean;
  keep?: boolean;
}

/**
 * The widths that fit the shown columns into `available` pixels (docs/layout.md "Tables"): when their sum is wider, the
 * columns that may shrink (not fixed, not a date, number or identifier, not sized by the user) give up the excess in proportion to what
 * each has above its floor (FIT_MIN_WIDTH or its header's, headerFloor, whichever is wider); cut text keeps its full value in a
 * tooltip. When even the floors do not fit, the widths stay and the table scrolls, its fixed columns (the key and the
 * status) in view.
 * `available` 0 (not measured yet, or a hidden tab) keeps the widths.
 */
export function fitColumnWidths(columns: readonly FitColumn[], available: number): number[] {
  const widths = columns.map((c) => c.width);
  const excess = widths.reduce((sum, w) => sum + w, 0) - available;
  if (available <= 0 || excess <= 0) return widths;
  const room = columns.map((c) =>
    c.fixed || c.sized || c.keep || KEEP_WIDTH.has(c.type)
      ? 0
      : Math.max(0, c.width - Math.max(FIT_MIN_WIDTH, headerFloor(c.label))),
  );
  const total = room.reduce((sum, r) => sum + r, 0);
  // Squeezed to their floors, every cell cut, the columns would read worse than at their widths behind a scroll bar.
  if (total < excess) return widths;
  const share = excess / total;
  return columns.map((c, i) => c.width - Math.ceil((room[i] ?? 0) * share));
}

/** docs/requirements.md §9: window height − 400 (340 in the vertical layout) − 50 per extra query row. */
export function tableHeight(windowHeight: number, layout: TableLayout, extraQueryRows = 0): number {
  return windowHeight - (layout === 'vertical' ? 340 : 400) - 50 * Math.max(0, extraQueryRows);
}

const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/** docs/requirements.md §5: select values that look numeric are converted to numbers before matching options. */
export function toOptionValue(value: unknown): unknown {
  return typeof value === 'string' && NUMERIC.test(value.trim()) ? Number(value) : value;
}

/** The label of `value` among `options` (both sides numeric-normalised); the raw value when unknown. */
export function optionLabel(options: ColumnOption[] | undefined, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const wanted = toOptionValue(value);
  const hit = options?.find((o) => toOptionValue(o.value) === wanted);
  return hit ? hit.label : String(value);
}

const COLORS: readonly CellColor[] = ['green', 'red', 'yellow', 'blue'];

/** docs/requirements.md §3: a row's `{prop}Color` flag, when it is one of the four colours. */
export function cellColor(row: Row, prop: string): CellColor | undefined {
  const flag = row[`${prop}Color`];
  return COLORS.find((c) => c === flag);
}

/** docs/requirements.md §3: updateStatus 1 shows the row in red. */
export function isUpdatedRow(row: Row): boolean {
  return Number(row.updateStatus) === 1;
}

/** Column preferences kept locally per table (docs/requirements.md §3): order, visibility, widths. */
export interface ColumnPrefs {
  order?: string[];
  hidden?: string[];
  shown?: string[];
  widths?: Record<string, number>;
}

export const COLUMN_PREFS_PREFIX = 'woms.tableColumns.';
export const columnPrefsKey = (tableId: string) => `${COLUMN_PREFS_PREFIX}${tableId}`;

/**
 * Applies preferences to the spec: the order of `prefs.order` (unknown props dropped, new spec columns
 * appended in spec order), visibility from `hidden`/`shown` (else the spec's isShow), widths (else the
 * spec's width). The spec stays the default (a server-stored gen config may replace the spec).
 */
export function mergeColumnPrefs(spec: ColumnSpec[], prefs: ColumnPrefs | null | undefined): ColumnSpec[] {
  if (!prefs) return spec.map((c) => ({ ...c }));
  const byProp = new Map(spec.map((c) => [c.prop, c]));
  const ordered: ColumnSpec[] = [];
  for (const prop of prefs.order ?? []) {
    const column = byProp.get(prop);
    if (column && !ordered.includes(column)) ordered.push(column);
  }
  for (const column of spec) if (!ordered.includes(column)) ordered.push(column);
  const hidden = new Set(prefs.hidden ?? []);
  const shown = new Set(prefs.shown ?? []);
  return ordered.map((c) => {
    const width = prefs.widths?.[c.prop];
    return {
      ...c,
      isShow: hidden.has(c.prop) ? false : shown.has(c.prop) ? true : c.isShow,
      width: typeof width === 'number' && width >= MIN_COLUMN_WIDTH ? width : c.width,
    };
  });
}

/** The preferences that reproduce `columns` (what the table stores after a change). */
export function prefsOf(columns: ColumnSpec[], spec: ColumnSpec[]): ColumnPrefs {
  const specOf = new Map(spec.map((c) => [c.prop, c]));
  const widths: Record<string, number> = {};
  for (const c of columns)
    if (c.width !== undefined && c.width !== specOf.get(c.prop)?.width) widths[c.prop] = c.width;
  return {
    order: columns.map((c) => c.prop),
    hidden: columns.filter((c) => !c.isShow && specOf.get(c.prop)?.isShow).map((c) => c.prop),
    shown: columns.filter((c) => c.isShow && !specOf.get(c.prop)?.isShow).map((c) => c.prop),
    widths,
  };
}

/**
 * The shown columns in the order the table draws them: fixed left ones first and fixed right ones last, whatever
 * order the user chose, since a fixed column stays in place only at its edge (antd).
 */
export function drawOrder<C extends Pick<ColumnSpec, 'fixed'>>(columns: readonly C[]): C[] {
  const rank = (c: C) => (c.fixed === 'left' ? 0 : c.fixed === 'right' ? 2 : 1);
  return [...columns].sort((a, b) => rank(a) - rank(b));
}

/** Moves the column `from` to the place of `to` (drag and drop, or the up/down buttons). */
export function moveColumn(columns: ColumnSpec[], from: string, to: string): ColumnSpec[] {
  const fromIndex = columns.findIndex((c) => c.prop === from);
  const toIndex = columns.findIndex((c) => c.prop === to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return columns;
  const next = [...columns];
  next.splice(toIndex, 0, ...next.splice(fromIndex, 1));
  return next;
}
