/**
 * Bench page: renders GenericTable with 10,000 rows (virtual scrolling) and records, in
 * window.__benchResult, the time from render() to the first rows in the DOM and to the next paint,
 * plus a scroll to the bottom and its repaint.
 */
import { createRoot } from 'react-dom/client';
import { GenericTable, type ColumnSpec } from '@/shared/table';

const ROWS = 10_000;

const columns: ColumnSpec[] = [
  { label: '编号', prop: 'code', type: 'text', isShow: true, click: true, fixed: 'left', width: 120 },
  { label: '名称', prop: 'name', type: 'text', isShow: true, width: 180 },
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
  { label: '图标', prop: 'icon', type: 'icon', isShow: true, width: 80 },
  { label: '日期', prop: 'date', type: 'date', isShow: true, width: 160 },
  { label: '数量', prop: 'amount', type: 'number', isShow: true, width: 100 },
  { label: '备注', prop: 'remark', type: 'text', isShow: true, width: 240 },
];

const rows = Array.from({ length: ROWS }, (_, i) => ({
  id: i + 1,
  code: `WO-${String(i + 1).padStart(6, '0')}`,
  name: `设备 ${i + 1}`,
  status: String(i % 2),
  statusColor: i % 7 === 0 ? 'green' : undefined,
  icon: '',
  date: `2026-11-${String((i % 28) + 1).padStart(2, '0')} 08:00:00`,
  amount: i * 3,
  remark: `第 ${i + 1} 行`,
  updateStatus: i % 11 === 0 ? 1 : 0,
}));

declare global {
  interface Window {
    __benchResult?: { rows: number; renderMs: number; paintMs: number; scrollMs: number; domRows: number };
  }
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function until(test: () => boolean): Promise<void> {
  while (!test()) await frame();
}

async function run() {
  const root = document.getElementById('root') as HTMLElement;
  const t0 = performance.now();
  createRoot(root).render(
    <GenericTable
      tableId="bench"
      columns={columns}
      rows={rows}
      total={ROWS}
      pageNum={1}
      pageSize={ROWS}
      rowKey="id"
    />,
  );
  await until(() => document.querySelector('.ant-table-row') !== null);
  const renderMs = performance.now() - t0;
  await frame();
  await frame();
  const paintMs = performance.now() - t0;

  const holder = document.querySelector('.ant-table-tbody-virtual-holder') as HTMLElement | null;
  const s0 = performance.now();
  if (holder) {
    holder.scrollTop = holder.scrollHeight;
    holder.dispatchEvent(new Event('scroll'));
  }
  await until(() => document.body.textContent?.includes(`WO-${String(ROWS).padStart(6, '0')}`) ?? false);
  await frame();
  const scrollMs = performance.now() - s0;

  window.__benchResult = {
    rows: ROWS,
    renderMs,
    paintMs,
    scrollMs,
    domRows: document.querySelectorAll('.ant-table-row').length,
  };
}

void run();
