// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  FIT_MIN_WIDTH,
  cellColor,
  drawOrder,
  fitColumnWidths,
  headerFloor,
  headerWidth,
  isUpdatedRow,
  mergeColumnPrefs,
  moveColumn,
  optionLabel,
  prefsOf,
  tableHeight,
  toOptionValue,
  type ColumnSpec,
} from './table-logic';

const spec: ColumnSpec[] = [
  { label: '编号', prop: 'code', type: 'text', isShow: true, width: 120 },
  { label: '状态', prop: 'status', type: 'select', isShow: true },
  { label: '备注', prop: 'remark', type: 'text', isShow: false },
];

describe('table height (docs/requirements.md §9)', () => {
  it.each([
    [1000, 'horizontal', 0, 600],
    [1000, 'vertical', 0, 660],
    [1000, 'horizontal', 2, 500],
    [900, 'vertical', 1, 510],
    [900, 'horizontal', -1, 500],
  ] as const)('window %i, %s, %i extra rows → %i', (h, layout, extra, expected) => {
    expect(tableHeight(h, layout, extra)).toBe(expected);
  });
});

describe('page sizes (docs/requirements.md §9)', () => {
  it('30/50/100/200, default 100', () => {
    expect(PAGE_SIZES).toEqual([30, 50, 100, 200]);
    expect(DEFAULT_PAGE_SIZE).toBe(100);
  });
});

describe('numeric select values (docs/requirements.md §5)', () => {
  it.each([
    ['1', 1],
    [' 2 ', 2],
    ['-3.5', -3.5],
    ['01', 1],
    ['a1', 'a1'],
    ['', ''],
    [4, 4],
    [null, null],
  ])('%j → %j', (value, expected) => expect(toOptionValue(value)).toEqual(expected));

  it('matches options after conversion on both sides', () => {
    const options = [
      { label: '启用', value: 1 },
      { label: '停用', value: '0' },
      { label: '其他', value: 'x' },
    ];
    expect(optionLabel(options, '1')).toBe('启用');
    expect(optionLabel(options, 0)).toBe('停用');
    expect(optionLabel(options, 'x')).toBe('其他');
    expect(optionLabel(options, '9')).toBe('9');
    expect(optionLabel(options, null)).toBe('');
  });
});

describe('row and cell flags (docs/requirements.md §3)', () => {
  it('updateStatus 1 (number or string) marks the row', () => {
    expect(isUpdatedRow({ updateStatus: 1 })).toBe(true);
    expect(isUpdatedRow({ updateStatus: '1' })).toBe(true);
    expect(isUpdatedRow({ updateStatus: 0 })).toBe(false);
    expect(isUpdatedRow({})).toBe(false);
  });
  it('only the four colours count', () => {
    expect(cellColor({ statusColor: 'green' }, 'status')).toBe('green');
    expect(cellColor({ statusColor: 'blue' }, 'status')).toBe('blue');
    expect(cellColor({ statusColor: 'purple' }, 'status')).toBeUndefined();
    expect(cellColor({ codeColor: 'red' }, 'status')).toBeUndefined();
  });
});

describe('mergeColumnPrefs', () => {
  it('without preferences returns the spec', () => {
    expect(mergeColumnPrefs(spec, null)).toEqual(spec);
  });
  it('applies order, visibility and widths; drops unknown props; appends new columns', () => {
    const merged = mergeColumnPrefs(spec, {
      order: ['remark', 'gone', 'code'],
      hidden: ['code'],
      shown: ['remark'],
      widths: { status: 200, code: 10 },
    });
    expect(merged.map((c) => c.prop)).toEqual(['remark', 'code', 'status']);
    expect(merged.map((c) => c.isShow)).toEqual([true, false, true]);
    expect(merged.find((c) => c.prop === 'status')?.width).toBe(200);
    expect(merged.find((c) => c.prop === 'code')?.width).toBe(120); // below the minimum: ignored
  });
  it('prefsOf round-trips through mergeColumnPrefs', () => {
    const changed = moveColumn(spec, 'remark', 'code').map((c) =>
      c.prop === 'remark'
        ? { ...c, isShow: true, width: 300 }
        : c.prop === 'code'
          ? { ...c, isShow: false }
          : c,
    );
    const prefs = prefsOf(changed, spec);
    expect(prefs).toEqual({
      order: ['remark', 'code', 'status'],
      hidden: ['code'],
      shown: ['remark'],
      widths: { remark: 300 },
    });
    expect(mergeColumnPrefs(spec, prefs)).toEqual(changed);
  });
  it('moveColumn moves up and down, ignores unknown props', () => {
    expect(moveColumn(spec, 'code', 'remark').map((c) => c.prop)).toEqual(['status', 'remark', 'code']);
    expect(moveColumn(spec, 'status', 'code').map((c) => c.prop)).toEqual(['status', 'code', 'remark']);
    expect(moveColumn(spec, 'nope', 'code')).toBe(spec);
  });
});

describe('fitting the columns into the table’s box (docs/layout.md "Tables")', () => {
  const text = (
    label: string,
    width: number,
    extra: { fixed?: 'left' | 'right'; sized?: boolean; keep?: boolean } = {},
  ) => ({
    label,
    type: 'text' as const,
    width,
    ...extra,
  });

  it('keeps the widths when they fit or the box is not measured', () => {
    const columns = [text('编号', 120), text('名称', 200)];
    expect(fitColumnWidths(columns, 320)).toEqual([120, 200]);
    expect(fitColumnWidths(columns, 1000)).toEqual([120, 200]);
    expect(fitColumnWidths(columns, 0)).toEqual([120, 200]);
  });

  it('takes the excess from what each column has above its floor', () => {
    // 名称 has 120 px above its floor of 80, 内容 240: a 90 px excess is taken 30 and 60.
    expect(fitColumnWidths([text('名称', 200), text('内容', 320)], 430)).toEqual([170, 260]);
  });

  it('never shrinks a fixed column, a date, a number, or a width the user chose, nor below the header', () => {
    const columns = [
      text('工单编号', 140, { fixed: 'left' }),
      { label: '上报时间', type: 'date' as const, width: 160 },
      { label: '读数', type: 'number' as const, width: 120 },
      text('设备名称', 300, { sized: true }),
      text('未关闭工单数量', 300),
      text('状态', 90, { fixed: 'right' }),
    ];
    const fitted = fitColumnWidths(columns, 932);
    expect(fitted.slice(0, 4)).toEqual([140, 160, 120, 300]);
    expect(fitted[4]).toBe(headerWidth('未关闭工单数量'));
    expect(fitted[5]).toBe(90);
  });

  it('never shrinks an identifier: a cut code reads as another', () => {
    const columns = [text('设备编码', 110, { keep: true }), text('上报内容', 300)];
    expect(fitColumnWidths(columns, 300)).toEqual([110, 190]);
    // without keep the code gives its 30 px above the floor, in proportion
    expect(fitColumnWidths([text('设备编码', 110), text('上报内容', 300)], 300)[0]).toBeLessThan(110);
  });

  it('estimates a header from its characters, never under the floor', () => {
    expect(headerWidth('状态')).toBe(2 * 14 + 24);
    expect(headerWidth('Open orders')).toBe(11 * 8 + 24);
    expect(fitColumnWidths([text('状态', 200)], FIT_MIN_WIDTH)).toEqual([FIT_MIN_WIDTH]);
  });

  it('lets a header of several words wrap: its floor is its widest word', () => {
    expect(headerFloor('Report content')).toBe(headerWidth('content'));
    expect(headerFloor('未关闭工单数量')).toBe(headerWidth('未关闭工单数量'));
    // 'Device name' (floor 80, not its 112 whole) gives up 50 of its 130 px; a one-line floor would scroll instead
    expect(
      fitColumnWidths([text('Device name', 130), text('Order no.', 100, { fixed: 'left' })], 180),
    ).toEqual([80, 100]);
  });

  it('keeps the widths, for a scroll bar, when even the floors do not fit', () => {
    expect(fitColumnWidths([text('名称', 200), text('内容', 320)], 150)).toEqual([200, 320]);
  });

  it('draws fixed left columns first and fixed right ones last, the rest in the chosen order', () => {
    const columns = [
      { prop: 'status', fixed: 'right' as const },
      { prop: 'name' },
      { prop: 'no', fixed: 'left' as const },
      { prop: 'actions', fixed: 'right' as const },
      { prop: 'time' },
    ];
    expect(drawOrder(columns).map((c) => c.prop)).toEqual(['no', 'name', 'time', 'status', 'actions']);
  });
});
