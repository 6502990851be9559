/**
 * The generic table of docs/requirements.md §1/§3: columns from a column spec, red rows for updateStatus 1, coloured
 * cells from `{prop}Color`, 未上传 for empty icons, 暂无数据 when empty, the §9 pagination and height,
 * virtual scrolling for large pages, and per-table column preferences (order, visibility, widths).
 */
import { Table, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useBoxWidth } from '../hooks/use-box-width';
import { useT } from '../i18n';
import { ColumnSettings } from './column-settings';
import { ResizableHeader } from './resizable-header';
import { TablePager } from './table-pager';
import {
  DEFAULT_COLUMN_WIDTH,
  DEFAULT_PAGE_SIZE,
  cellColor,
  drawOrder,
  fitColumnWidths,
  isUpdatedRow,
  optionLabel,
  tableHeight,
  type CellColor,
  type ColumnSpec,
  type Row,
  type TableLayout,
} from './table-logic';
import { useColumnPrefs } from './use-column-prefs';

export const CELL_COLORS: Record<CellColor, string> = {
  green: '#52c41a',
  red: '#ff4d4f',
  yellow: '#faad14',
  blue: '#1677ff',
};
/**
 * The same four colours as a solid tag's background, dark enough for its white text to read at WCAG AA 4.5:1 in both
 * themes (docs/architecture.md §4 "Contrast"): white on CELL_COLORS' yellow or green read at about 2:1.
 */
export const TAG_COLORS: Record<CellColor, string> = {
  green: '#237804',
  red: '#cf1322',
  yellow: '#a15c00',
  blue: '#0958d9',
};
const UPDATED_ROW_STYLE: CSSProperties = { color: CELL_COLORS.red };
const WRAPPING_HEADER: CSSProperties = { whiteSpace: 'normal' };

export interface GenericTableProps<R extends Row = Row> {
  /** Preference key: column preferences live under `woms.tableColumns.{tableId}`. */
  tableId: string;
  columns: ColumnSpec[];
  rows: R[];
  total: number;
  pageNum: number;
  pageSize?: number;
  onPageChange?: (pageNum: number, pageSize: number) => void;
  loading?: boolean;
  layout?: TableLayout;
  extraQueryRows?: number;
  onCellClick?: (prop: string, row: R) => void;
  rowKey: string | ((row: R) => string | number);
  /** Virtual scrolling (on by default; 10,000 rows stay smooth). */
  virtual?: boolean;
  /** Extra buttons shown left of the column settings. */
  toolbar?: ReactNode;
  /**
   * A page's own cell for some columns (a status switch, row action buttons); `undefined` keeps the
   * spec-driven cell. Kept out of the column spec, which is plain data stored and merged with preferences.
   */
  renderCell?: (prop: string, row: R) => ReactNode | undefined;
}

function useWindowHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

function CellContent({ column, row, onClick }: { column: ColumnSpec; row: Row; onClick?: () => void }) {
  const t = useT();
  const value = row[column.prop];
  let content: ReactNode;
  if (column.type === 'icon') {
    content =
      value === undefined || value === null || value === '' ? (
        t('generic.notUploaded')
      ) : (
        <img src={String(value)} alt={column.label} style={{ width: 24, height: 24, objectFit: 'contain' }} />
      );
  } else if (column.type === 'select') {
    content = optionLabel(column.options, value);
  } else {
    content = value === undefined || value === null ? '' : String(value);
  }
  const color = cellColor(row, column.prop);
  const style = color ? { color: CELL_COLORS[color] } : undefined;
  // Every column ellipsises (antd puts its own title only on a cell rendered as a bare string): the full text on
  // hover, as an attribute, so it is always text (docs/architecture.md §4 "User text").
  const title = typeof content === 'string' && content !== '' ? content : undefined;
  if (column.click && onClick) {
    return (
      <a data-color={color} style={style} title={title} onClick={onClick}>
        {content}
      </a>
    );
  }
  return (
    <span data-color={color} style={style} title={title}>
      {content}
    </span>
  );
}

export function GenericTable<R extends Row = Row>({
  tableId,
  columns: spec,
  rows,
  total,
  pageNum,
  pageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  loading,
  layout = 'horizontal',
  extraQueryRows = 0,
  onCellClick,
  rowKey,
  virtual = true,
  toolbar,
  renderCell,
}: GenericTableProps<R>) {
  const t = useT();
  const { columns, setColumns, reset } = useColumnPrefs(tableId, spec);
  const windowHeight = useWindowHeight();
  const height = Math.max(120, tableHeight(windowHeight, layout, extraQueryRows));

  const [boxRef, boxWidth] = useBoxWidth();

  const antColumns = useMemo<TableColumnsType<R>>(() => {
    const shown = drawOrder(columns.filter((c) => c.isShow));
    const specWidth = new Map(spec.map((c) => [c.prop, c.width]));
    // The columns fit the box (docs/layout.md "Tables"); the borders of the bordered table take 2 px.
    const fitted = fitColumnWidths(
      shown.map((c) => ({
        label: c.label,
        type: c.type,
        fixed: c.fixed,
        width: c.width ?? DEFAULT_COLUMN_WIDTH,
        sized: c.width !== specWidth.get(c.prop),
        keep: c.keep,
      })),
      boxWidth - 2,
    );
    return shown.map((c, index) => {
      const width = fitted[index] ?? DEFAULT_COLUMN_WIDTH;
      return {
        key: c.prop,
        dataIndex: c.prop,
        // A label of several words wraps between them rather than being cut (headerFloor); one without spaces keeps
        // the cell's ellipsis.
        title: c.label.trim().includes(' ') ? <span style={WRAPPING_HEADER}>{c.label}</span> : c.label,
        width,
        fixed: c.fixed,
        ellipsis: !c.wrap,
        onHeaderCell: () =>
          ({
            width,
            onResize: (next: number) =>
              setColumns(columns.map((col) => (col.prop === c.prop ? { ...col, width: next } : col))),
          }) as React.HTMLAttributes<HTMLElement>,
        render: (_: unknown, row: R) =>
          renderCell?.(c.prop, row) ?? (
            <CellContent
              column={c}
              row={row}
              onClick={onCellClick ? () => onCellClick(c.prop, row) : undefined}
            />
          ),
      };
    });
  }, [columns, spec, boxWidth, setColumns, onCellClick, renderCell]);
  const scrollX = antColumns.reduce((sum, c) => sum + Number(c.width ?? DEFAULT_COLUMN_WIDTH), 0);

  return (
    <div className="generic-table" data-table-id={tableId} ref={boxRef}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginBottom: 8 }}>
        {toolbar}
        <ColumnSettings columns={columns} onChange={setColumns} onReset={reset} />
      </div>
      <Table<R>
        size="small"
        bordered
        virtual={virtual}
        rowKey={rowKey}
        loading={loading}
        columns={antColumns}
        dataSource={rows}
        components={{ header: { cell: ResizableHeader } }}
        scroll={{ x: scrollX, y: height }}
        locale={{ emptyText: t('generic.noData') }}
        rowClassName={(row) => (isUpdatedRow(row) ? 'generic-table-row-updated' : '')}
        onRow={(row) => (isUpdatedRow(row) ? { style: UPDATED_ROW_STYLE } : {})}
        pagination={false}
      />
      <TablePager total={total} pageNum={pageNum} pageSize={pageSize} onChange={onPageChange} />
    </div>
  );
}
