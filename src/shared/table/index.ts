export { GenericTable, CELL_COLORS, TAG_COLORS } from './generic-table';
export type { GenericTableProps } from './generic-table';
export { ColumnSettings } from './column-settings';
export { TablePager } from './table-pager';
export type { TablePagerProps } from './table-pager';
export { useColumnPrefs } from './use-column-prefs';
export type { ColumnPrefsApi } from './use-column-prefs';
export {
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  DEFAULT_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  COLUMN_PREFS_PREFIX,
  columnPrefsKey,
  tableHeight,
  headerWidth,
  textWidth,
  toOptionValue,
  optionLabel,
  cellColor,
  isUpdatedRow,
  mergeColumnPrefs,
  prefsOf,
  moveColumn,
} from './table-logic';
export type {
  ColumnSpec,
  ColumnType,
  ColumnOption,
  ColumnPrefs,
  CellColor,
  Row,
  TableLayout,
} from './table-logic';
