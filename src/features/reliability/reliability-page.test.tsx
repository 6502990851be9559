/**
 * 设备可靠性 (docs/reliability.md): the page asks the last 30 days up to the next whole hour, shows each figure with its
 * unit, narrows to a factory's device, says why a figure has no value, and opens a worst device in the ledger. The
 * charts are drawn by ECharts, which jsdom cannot; their options are tested in reliability-charts.test.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reliability } from '@contract/reliability';
import { noReliability } from '../../../tests/console/factories';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { user } from '../../../tests/console/user';
import ReliabilityPage from './reliability-page';

vi.mock('@/shared/charts', () => ({
  EChart: ({ label, testId }: { label: string; testId?: string }) => (
    <div role="img" aria-label={label} data-testid={testId} />
  ),
  useChartTheme: () => ({ text: '#000', subtle: '#666', line: '#eee', palette: ['#1677ff'] }),
}));

setupMsw();

const OK = { code: 200, msg: '操作成功' };
const FIGURES: Reliability = {
  beginTime: '2026-10-30 11:00:00',
  endTime: '2026-11-29 11:00:00',
  bucket: 'day',
  devices: 4,
  failures: 3,
  periodHours: 2880,
  downtimeHours: 16.5,
  mttrHours: 5.5,
  mtbfHours: 954.5,
  availability: 0.9943,
  pmDue: 5,
  pmOnTime: 4,
  pmCompliance: 0.8,
  backlog: 7,
  overdue: 2,
  trend: [{ at: '2026-11-01', failures: 1, downtimeHours: 4, availability: 0.9583 }],
  byKind: [{ fixType: '1', failures: 3, downtimeHours: 16.5 }],
  worstDevices: [
    {
      deviceId: 5,
      deviceShowCode: 'SH01-P-001',
      deviceName: '1#送水泵',
      factoryId: 11,
      failures: 2,
      downtimeHours: 12,
      mttrHours: 6,
      mtbfHours: 354,
      availability: 0.9833,
    },
  ],
};
const NONE = noReliability({
  beginTime: FIGURES.beginTime,
  endTime: FIGURES.endTime,
  backlog: FIGURES.backlog,
  overdue: FIGURES.overdue,
  trend: FIGURES.trend,
});

function serve() {
  const state = { queries: [] as Record<string, string>[] };
  server.use(
    http.get(api('/system/base/reliability'), ({ request }) => {
      const q = Object.fromEntries(new URL(request.url).searchParams);
      state.queries.push(q);
      return HttpResponse.json({ ...OK, data: q.deviceId ? NONE : FIGURES });
    }),
    http.get(api('/system/base/workOrder/devices'), () =>
      HttpResponse.json({
        ...OK,
        data: [{ deviceId: 5, factoryId: 11, deviceShowCode: 'SH01-P-001', deviceName: '1#送水泵' }],
      }),
    ),
    http.get(api('/system/dict/data/type/oms_fix_type'), () =>
      HttpResponse.json({ ...OK, data: [{ dictLabel: '机械故障', dictValue: '1', dictSort: 1 }] }),
    ),
    http.get(api('/system/area/tree/list'), () =>
      HttpResponse.json({
        ...OK,
        data: [
          {
            id: 1,
            parentId: 0,
            label: '华东区域',
            type: 'area',
            code: 'HD',
            children: [{ id: 11, parentId: 1, label: '上海第一水厂', type: 'factory', code: 'SH01' }],
          },
        ],
      }),
    ),
  );
  return state;
}

const card = (title: string) =>
  within(screen.getByTestId('reliability-figures')).getByText(title).closest('.ant-card') as HTMLElement;

beforeEach(() => {
  // Only the date is fixed (2026-11-29 10:20 China time): the page's range starts from it.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T02:20:00Z'));
  localStorage.clear();
  localStorage.setItem('access_token', 'acc');
});
afterEach(() => vi.useRealTimers());

describe('ReliabilityPage', () => {
  it('shows the figures of the last 30 days with their units and opens a worst device in the ledger', async () => {
    const state = serve();
    renderAt('/', [{ path: '/', element: <ReliabilityPage /> }]);
    expect(await screen.findByText('5.5 小时', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(state.queries[0]).toEqual({ beginTime: '2026-10-30 11:00:00', endTime: '2026-11-29 11:00:00' });
    expect(within(card('平均修复时间 MTTR')).getByText('5.5 小时')).toBeInTheDocument();
    expect(within(card('平均故障间隔 MTBF')).getByText('954.5 小时')).toBeInTheDocument();
    expect(within(card('可用率')).getByText('99.4 %')).toBeInTheDocument();
    expect(within(card('计划保养按时率')).getByText('80.0 %')).toBeInTheDocument();
    expect(within(card('计划保养按时率')).getByText('按时完成 4 / 到期 5')).toBeInTheDocument();
    expect(within(card('停机时长')).getByText('16.5 小时')).toBeInTheDocument();
    expect(within(card('停机时长')).getByText('4 台设备，2,880 设备小时')).toBeInTheDocument();
    expect(within(card('未关闭工单')).getByText('7')).toBeInTheDocument();
    expect(within(card('已超期')).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '每日故障与可用率' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '按故障类型' })).toBeInTheDocument();
    // the same filter asked again reads again (an acceptance elsewhere moves the figures)
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(state.queries).toHaveLength(2));

    const row = screen.getByText('1#送水泵').closest('tr') as HTMLElement;
    expect(within(row).getByText('上海第一水厂')).toBeInTheDocument();
    expect(within(row).getByText('6.0 小时')).toBeInTheDocument();
    expect(within(row).getByText('98.3 %')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'SH01-P-001' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/AssetLedger/DeviceLedger?factoryId=11&keyword=SH01-P-001',
    );
  });

  it('asks one device of a factory and says why a figure has none', async () => {
    const state = serve();
    renderAt('/', [{ path: '/', element: <ReliabilityPage /> }]);
    await screen.findByText('5.5 小时', undefined, { timeout: 10_000 });
    await user.click(screen.getByRole('combobox', { name: '工厂' }));
    await user.click(await screen.findByTitle('上海第一水厂'));
    await user.click(screen.getByRole('combobox', { name: '设备' }));
    await user.click(await screen.findByTitle('1#送水泵 · SH01-P-001'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(state.queries.at(-1)).toMatchObject({ factoryId: '11', deviceId: '5' }));
    expect(await screen.findAllByText('期间无故障')).not.toHaveLength(0);
    expect(within(card('平均修复时间 MTTR')).getByText('—')).toBeInTheDocument();
    expect(within(card('平均故障间隔 MTBF')).getByText('期间无故障')).toBeInTheDocument();
    expect(within(card('计划保养按时率')).getByText('期间无到期计划工单')).toBeInTheDocument();
  });
});
