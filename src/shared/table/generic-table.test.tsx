import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GenericTable, TAG_COLORS, type GenericTableProps } from '.';
import type { ColumnSpec } from './table-logic';
import { button } from '../../../tests/console/queries';

const columns: ColumnSpec[] = [
  { label: '编号', prop: 'code', type: 'text', isShow: true, click: true },
  {
    label: '状态',
    prop: 'status',
    type: 'select',
    isShow: true,
    options: [
      { label: '启用', value: 1 },
      { label: '停用', value: 0 },
    ],
  },
  { label: '图标', prop: 'icon', type: 'icon', isShow: true },
  { label: '备注', prop: 'remark', type: 'text', isShow: false },
];

const rows = [
  { id: 1, code: 'A-1', status: '1', icon: '', remark: 'r1', updateStatus: 1 },
  { id: 2, code: 'A-2', status: '0', icon: '/img/a.png', remark: 'r2', statusColor: 'green' },
];

function renderTable(props: Partial<GenericTableProps> = {}) {
  return render(
    <GenericTable
      tableId="demo"
      columns={columns}
      rows={rows}
      total={2}
      pageNum={1}
      rowKey="id"
      virtual={false}
      {...props}
    />,
  );
}

const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);

describe('GenericTable', () => {
  it('renders the spec columns, hiding isShow false', () => {
    renderTable();
    expect(headers()).toEqual(['编号', '状态', '图标']);
    expect(screen.queryByText('r1')).toBeNull();
  });

  it('paints updateStatus 1 rows red and coloured cells', () => {
    renderTable();
    const first = screen.getByText('A-1').closest('tr') as HTMLElement;
    expect(first).toHaveClass('generic-table-row-updated');
    expect(first.style.color).toBe('rgb(255, 77, 79)');
    const second = screen.getByText('A-2').closest('tr') as HTMLElement;
    expect(second).not.toHaveClass('generic-table-row-updated');
    const stopped = within(second).getByText('停用');
    expect(stopped).toHaveAttribute('data-color', 'green');
    expect(stopped.style.color).toBe('rgb(82, 196, 26)');
  });

  it('matches numeric-looking select values and shows 未上传 for empty icons', () => {
    renderTable();
    expect(screen.getByText('启用')).toBeInTheDocument();
    expect(screen.getByText('未上传')).toBeInTheDocument();
    expect(screen.getByAltText('图标')).toHaveAttribute('src', '/img/a.png');
  });

  it('calls onCellClick for click columns', () => {
    const onCellClick = vi.fn();
    renderTable({ onCellClick });
    fireEvent.click(screen.getByText('A-2'));
    expect(onCellClick).toHaveBeenCalledWith('code', rows[1]);
  });

  it("lets the page render its own cells for some columns and keeps the spec's for the rest", () => {
    renderTable({
      renderCell: (prop, row) =>
        prop === 'status' ? <button type="button">{`切换${String(row.code)}`}</button> : undefined,
    });
    expect(button('切换A-1')).toBeInTheDocument();
    expect(button('切换A-2')).toBeInTheDocument();
    expect(screen.queryByText('启用')).toBeNull();
    expect(screen.getByText('A-1')).toBeInTheDocument();
  });

  it('wraps a header of several words between them; one without spaces keeps the ellipsis', () => {
    renderTable({ columns: columns.map((c) => (c.prop === 'code' ? { ...c, label: 'Order number' } : c)) });
    const header = (text: string) =>
      [...document.querySelectorAll('.ant-table-thead th')].find((th) => th.textContent === text);
    expect(header('Order number')?.querySelector('span[style*="white-space: normal"]')).not.toBeNull();
    expect(header('状态')?.querySelector('span[style*="white-space: normal"]')).toBeNull();
  });

  it('cuts a cell with an ellipsis unless its column wraps', () => {
    renderTable({ columns: columns.map((c) => (c.prop === 'status' ? { ...c, wrap: true } : c)) });
    const cellOf = (text: string) => screen.getByText(text).closest('td');
    expect(cellOf('A-1')).toHaveClass('ant-table-cell-ellipsis');
    expect(cellOf('启用')).not.toHaveClass('ant-table-cell-ellipsis');
  });

  it('shows 暂无数据 when empty', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
  });

  it('paginates in the docs/requirements.md §9 layout: total, sizes (30/50/100/200, default 100), prev, pager, next, jumper', () => {
    const onPageChange = vi.fn();
    const { container } = renderTable({ total: 450, onPageChange });
    const pager = container.querySelector('.generic-table-pager') as HTMLElement;
    const parts = Array.from(
      pager.querySelectorAll('.generic-table-pager-total, .generic-table-pager-sizes, .ant-pagination > li'),
    )
      .map((el) => {
        const c = el.className;
        if (c.includes('pager-total')) return 'total';
        if (c.includes('pager-sizes')) return 'sizes';
        if (c.includes('ant-pagination-prev')) return 'prev';
        if (c.includes('ant-pagination-next')) return 'next';
        if (c.includes('ant-pagination-options')) return 'jumper';
        return 'pager';
      })
      .filter((p, i, all) => p !== all[i - 1]);
    expect(parts).toEqual(['total', 'sizes', 'prev', 'pager', 'next', 'jumper']);
    expect(screen.getByText('共 450 条')).toBeInTheDocument();
    expect(pager.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    expect(within(pager).getByTitle('100条/页')).toBeInTheDocument();
    fireEvent.mouseDown(pager.querySelector('.generic-table-pager-sizes .ant-select-selector') as Element);
    const options = Array.from(document.querySelectorAll('.ant-select-item-option')).map(
      (o) => o.textContent,
    );
    expect(options).toEqual(['30条/页', '50条/页', '100条/页', '200条/页']);
    fireEvent.click(within(pager).getByTitle('3'));
    expect(onPageChange).toHaveBeenCalledWith(3, 100);
    fireEvent.click(document.querySelectorAll('.ant-select-item-option')[1] as Element);
    expect(onPageChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('sizes the body by the height rule', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    const { container, rerender } = renderTable({ layout: 'vertical', extraQueryRows: 1 });
    const body = () => container.querySelector('.ant-table-body') as HTMLElement;
    expect(body().style.maxHeight).toBe('610px');
    rerender(
      <GenericTable
        tableId="demo"
        columns={columns}
        rows={rows}
        total={2}
        pageNum={1}
        rowKey="id"
        virtual={false}
      />,
    );
    expect(body().style.maxHeight).toBe('600px');
  });

  it('renders virtually by default', () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({
      id: i,
      code: `C${i}`,
      status: '1',
      icon: '',
      updateStatus: i === 0 ? 1 : 0,
    }));
    const { container } = renderTable({ rows: many, total: many.length, pageSize: 2000, virtual: undefined });
    expect(container.querySelector('.ant-table-tbody-virtual')).not.toBeNull();
    const rendered = container.querySelectorAll('.ant-table-row');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(200);
    expect(rendered[0]).toHaveClass('generic-table-row-updated');
    expect((rendered[0] as HTMLElement).style.color).toBe('rgb(255, 77, 79)');
    expect(rendered[1]).not.toHaveClass('generic-table-row-updated');
  });
});

describe('column preferences', () => {
  const openSettings = () => fireEvent.click(button('列设置'));
  const stored = () => JSON.parse(localStorage.getItem('woms.tableColumns.demo') ?? 'null');

  it('hides and shows columns and persists them; 恢复默认 restores the spec', async () => {
    const { unmount } = renderTable();
    openSettings();
    const panel = await screen.findByTestId('column-settings');
    fireEvent.click(within(panel).getByLabelText('状态'));
    fireEvent.click(within(panel).getByLabelText('备注'));
    expect(headers()).toEqual(['编号', '图标', '备注']);
    expect(stored()).toMatchObject({ hidden: ['status'], shown: ['remark'] });
    unmount();

    renderTable();
    expect(headers()).toEqual(['编号', '图标', '备注']);
    openSettings();
    fireEvent.click(within(await screen.findByTestId('column-settings')).getByText('恢复默认'));
    expect(headers()).toEqual(['编号', '状态', '图标']);
    expect(stored()).toBeNull();
  });

  it('reorders with the buttons and by dragging', async () => {
    renderTable();
    openSettings();
    const panel = await screen.findByTestId('column-settings');
    fireEvent.click(button('下移 编号', panel));
    expect(headers()).toEqual(['状态', '编号', '图标']);
    const handle = within(panel).getByLabelText('drag 图标');
    const target = panel.querySelector('li[data-prop="status"]') as Element;
    fireEvent.dragStart(handle);
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    expect(headers()).toEqual(['图标', '状态', '编号']);
    expect(stored().order).toEqual(['icon', 'status', 'code', 'remark']);
  });

  it('fits its columns into its box, followed as the box changes (docs/layout.md "Tables")', () => {
    let report: (width: number) => void = () => undefined;
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        report = (width) =>
          callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    try {
      const wide: ColumnSpec[] = [
        { label: '编号', prop: 'code', type: 'text', isShow: true, width: 200 },
        { label: '备注', prop: 'remark', type: 'text', isShow: true, width: 200 },
        { label: '操作', prop: 'actions', type: 'text', isShow: true, width: 100, fixed: 'right' },
      ];
      renderTable({ columns: wide });
      const widths = () =>
        [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')].map((th) => th.style.width);
      expect(widths()).toEqual(['200px', '200px', '100px']);
      // 302 px less the 2 px border: the two free columns give up 100 px each, the fixed one keeps its width.
      act(() => report(302));
      expect(widths()).toEqual(['100px', '100px', '100px']);
      act(() => report(1000));
      expect(widths()).toEqual(['200px', '200px', '100px']);
    } finally {
      window.ResizeObserver = original;
    }
  });

  it('resizes a column by dragging its header edge', () => {
    renderTable();
    const [resizer] = screen.getAllByTestId('column-resizer') as [HTMLElement];
    fireEvent.mouseDown(resizer, { clientX: 100 });
    act(() => {
      document.dispatchEvent(new MouseEvent('mousemove', { clientX: 180 }));
      document.dispatchEvent(new MouseEvent('mouseup'));
    });
    expect(stored().widths).toEqual({ code: 230 });
  });
});

describe('TAG_COLORS', () => {
  // WCAG 2 relative luminance and contrast ratio.
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  it.each(Object.entries(TAG_COLORS))('white text on %s (%s) reads at 4.5:1', (_name, hex) => {
    expect(1.05 / (luminance(hex) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
