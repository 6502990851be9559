/**
 * 保养计划 (docs/plans.md) over msw: the factory's plans with their schedule, meter count and orders; pause; a plan
 * by the device's meter added through the dialog, whose body carries the meter part only; the buttons follow the codes.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlanAddBody, PlanRow } from '@contract/maint-plan';
import { PERM } from '@contract/permissions';
import { usePermissionStore } from '@/shared/permissions';
import { CurrentFactoryContext } from '@/shared/ui/current-factory';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../../tests/console/render';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { button, modal } from '../../../../tests/console/queries';
import { user } from '../../../../tests/console/user';
import { PlansPage } from './plans-page';

setupMsw();

const OK = { code: 200, msg: '操作成功' };
const ROW: PlanRow = {
  planId: 7,
  factoryId: 11,
  kind: 'maint',
  deviceId: 3,
  deviceName: '1#送水泵',
  deviceShowCode: 'SH01-P-001',
  assetType: null,
  members: [],
  title: '1#送水泵运行保养',
  cycleUnit: 'month',
  cycleEvery: 1,
  nextRun: '2026-03-20',
  cycleBasis: 'fixed',
  waitTaskNo: '',
  meterMeasure: 'register',
  runHours: null,
  meterId: 5,
  meterName: '1#送水泵电表',
  meterKind: 'electricity',
  meterEvery: 5000,
  meterBase: 1000,
  meterValue: 4000,
  leadDays: 2,
  checklist: [],
  parts: '润滑脂 2 支',
  execBy: 2,
  execByName: '运维员小王',
  enabled: true,
  orderCount: 1,
  recentOrders: [
    {
      taskId: 31,
      taskNo: 'BY202603010001',
      status: 1,
      deviceName: '1#送水泵',
      createTime: '2026-03-01 08:00:00',
    },
  ],
  version: 0,
};

/** A plan for every 仪表 of the factory: two devices, one waiting for its order. */
const CLASS_ROW: PlanRow = {
  ...ROW,
  planId: 9,
  deviceId: null,
  deviceName: '',
  deviceShowCode: '',
  assetType: '1033',
  members: [
    {
      deviceId: 21,
      deviceName: '出厂水浊度仪',
      deviceShowCode: 'SH01-M-007',
      nextRun: '2026-03-12',
      waitTaskNo: '',
      meterId: null,
      meterName: '',
      counted: null,
    },
    {
      deviceId: 22,
      deviceName: '进水余氯仪',
      deviceShowCode: 'SH01-M-008',
      nextRun: '2026-03-05',
      waitTaskNo: '',
      meterId: null,
      meterName: '',
      counted: null,
    },
  ],
  title: '仪表周校验',
  cycleUnit: 'week',
  cycleEvery: 1,
  nextRun: '2026-03-05',
  meterId: null,
  meterName: '',
  meterKind: '',
  meterEvery: null,
  meterBase: null,
  meterValue: null,
  leadDays: 0,
  parts: '',
  orderCount: 0,
  recentOrders: [],
  version: 3,
};

function serve() {
  const state = {
    rows: [ROW],
    edited: [] as unknown[],
    queries: [] as URLSearchParams[],
    toggles: [] as unknown[],
    added: [] as PlanAddBody[],
  };
  server.use(
    // the page's factory picker
    http.get(api('/system/area/tree/list'), () => HttpResponse.json({ ...OK, data: [] })),
    http.get(api('/system/base/plan/list'), ({ request }) => {
      state.queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ ...OK, rows: state.rows, total: state.rows.length });
    }),
    http.put(api('/system/base/plan/changeStatus'), async ({ request }) => {
      const body = (await request.json()) as { planId: number; enabled: boolean };
      state.toggles.push(body);
      state.rows = state.rows.map((r) => (r.planId === body.planId ? { ...r, enabled: body.enabled } : r));
      return HttpResponse.json({ code: 200, msg: '已暂停' });
    }),
    http.get(api('/system/base/workOrder/devices'), () =>
      HttpResponse.json({
        ...OK,
        data: [
          { deviceId: 3, factoryId: 11, deviceShowCode: 'SH01-P-001', deviceName: '1#送水泵' },
          { deviceId: 4, factoryId: 11, deviceShowCode: 'SH01-P-002', deviceName: '2#送水泵' },
        ],
      }),
    ),
    http.get(api('/system/base/task/common/listStaff'), () =>
      HttpResponse.json({ ...OK, data: [{ userId: 2, userName: 'operator', nickName: '运维员小王' }] }),
    ),
    http.get(api('/system/base/plan/meters'), () =>
      HttpResponse.json({
        ...OK,
        data: [
          {
            meterId: 5,
            deviceId: 3,
            code: 'SH01-EM-01',
            name: '1#送水泵电表',
            kind: 'electricity',
            lastValue: 4000,
          },
          {
            meterId: 6,
            deviceId: 4,
            code: 'SH01-EM-02',
            name: '2#送水泵电表',
            kind: 'electricity',
            lastValue: 10,
          },
        ],
      }),
    ),
    http.get(api('/system/dict/data/type/:type'), () =>
      HttpResponse.json({
        ...OK,
        data: [
          { dictCode: 1, dictSort: 1, dictLabel: '机械', dictValue: '1031', dictType: 'oms_asset_type' },
          { dictCode: 3, dictSort: 3, dictLabel: '仪表', dictValue: '1033', dictType: 'oms_asset_type' },
        ],
      }),
    ),
    http.put(api('/system/base/plan'), async ({ request }) => {
      state.edited.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '修改成功' });
    }),
    http.post(api('/system/base/plan'), async ({ request }) => {
      state.added.push((await request.json()) as PlanAddBody);
      return HttpResponse.json({ code: 200, msg: '新增成功', data: { planId: 8 } });
    }),
  );
  return state;
}

const render = () =>
  renderAt('/', [
    {
      path: '/',
      element: (
        <CurrentFactoryContext.Provider value={{ factoryId: 11, factoryName: '上海第一水厂', tree: [] }}>
          <PlansPage kind="maint" />
        </CurrentFactoryContext.Provider>
      ),
    },
  ]);

const dialog = () => within(modal());
const selector = (label: string) =>
  (dialog().getByLabelText(label) as HTMLElement).closest('.ant-select') as HTMLElement;
async function pick(label: string, option: string) {
  fireEvent.mouseDown(selector(label).querySelector('.ant-select-selector')!);
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]!);
}

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  localStorage.setItem('access_token', 'acc');
});
afterEach(() => usePermissionStore.getState().reset());

describe('PlansPage', () => {
  it("lists the factory's plans of its kind with schedule, meter count and orders, and pauses one", async () => {
    usePermissionStore.getState().grant([PERM.PLAN_LIST, PERM.PLAN_EDIT], false);
    const state = serve();
    render();
    expect(await screen.findByText('1#送水泵运行保养', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(state.queries[0]?.get('factoryId')).toBe('11');
    expect(state.queries[0]?.get('kind')).toBe('maint');
    expect(screen.getByText('每 1 月 或 每 5000 kWh，先到为准')).toBeInTheDocument();
    expect(screen.getByText('3000 / 5000 kWh')).toBeInTheDocument();
    expect(screen.getByText('1#送水泵（SH01-P-001）')).toBeInTheDocument();
    // no add or delete code: no such buttons
    expect(screen.queryByRole('button', { name: '新增计划' })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: /暂\s*停/ }));
    await waitFor(() => expect(state.toggles).toEqual([{ planId: 7, enabled: false }]));
    expect(await screen.findByText('已暂停', { selector: '.ant-tag' })).toBeInTheDocument();
  });

  it('adds a plan by the meter of the device chosen', async () => {
    usePermissionStore.getState().grant([PERM.PLAN_LIST, PERM.PLAN_ADD], false);
    const state = serve();
    render();
    await user.click(await screen.findByRole('button', { name: '新增计划' }, { timeout: 10_000 }));
    await waitFor(() => expect(button(/^提\s*交$/, modal())).not.toBeDisabled());
    fireEvent.change(dialog().getByLabelText('计划名称'), { target: { value: '2#送水泵轴承润滑' } });
    await pick('设备', '2#送水泵（SH01-P-002）');
    await pick('周期方式', '按仪表读数');
    // the meters offered are the device's
    await pick('仪表', '2#送水泵电表（kWh）');
    expect(screen.queryByTitle('1#送水泵电表（kWh）')).toBeNull();
    fireEvent.change(dialog().getByLabelText('仪表间隔'), { target: { value: '3000' } });
    await pick('执行人', '运维员小王');
    await user.click(button(/^提\s*交$/, modal()));
    await waitFor(() => expect(state.added).toHaveLength(1));
    expect(state.added[0]).toEqual({
      factoryId: 11,
      kind: 'maint',
      deviceId: 4,
      assetType: null,
      title: '2#送水泵轴承润滑',
      cycleUnit: null,
      cycleEvery: null,
      nextRun: null,
      cycleBasis: 'fixed',
      leadDays: 0,
      meterId: 6,
      meterEvery: 3000,
      meterMeasure: 'register',
      checklist: [],
      parts: '',
      execBy: 2,
    });
  });

  it('plans for a device class: the choice, the devices with their own next due, and the body it sends', async () => {
    usePermissionStore.getState().grant([PERM.PLAN_LIST, PERM.PLAN_ADD, PERM.PLAN_EDIT], false);
    const state = serve();
    state.rows = [CLASS_ROW];
    render();
    // the list names the class and how many devices it covers; its next due is the earliest device's
    const target = await screen.findByRole('button', { name: '仪表 · 2 台' }, { timeout: 10_000 });
    expect(screen.getByText('2026-03-05')).toBeInTheDocument();
    await user.hover(target);
    expect(await screen.findByText('出厂水浊度仪（SH01-M-007） · 2026-03-12')).toBeInTheDocument();
    expect(screen.getByText('进水余氯仪（SH01-M-008） · 2026-03-05')).toBeInTheDocument();

    // adding: 设备类别 replaces the device with the class; by meter, a meter kind replaces the meter picker
    await user.click(screen.getByRole('button', { name: '新增计划' }));
    await waitFor(() => expect(button(/^提\s*交$/, modal())).not.toBeDisabled());
    expect(dialog().getByLabelText('设备')).toBeInTheDocument();
    await pick('对象', '设备类别');
    await waitFor(() => expect(dialog().queryByLabelText('设备')).toBeNull());
    fireEvent.change(dialog().getByLabelText('计划名称'), { target: { value: '仪表按水量清洗' } });
    await pick('设备类别', '仪表');
    await pick('周期方式', '按仪表读数');
    await pick('仪表种类', '水表（m³）');
    expect(dialog().queryByLabelText('仪表')).toBeNull();
    fireEvent.change(dialog().getByLabelText('仪表间隔'), { target: { value: '50' } });
    await user.click(button(/^提\s*交$/, modal()));
    await waitFor(() => expect(state.added).toHaveLength(1));
    expect(state.added[0]).toMatchObject({
      deviceId: null,
      assetType: '1033',
      cycleUnit: null,
      meterId: null,
      meterKind: 'water',
      meterEvery: 50,
      meterMeasure: 'register',
    });

    // editing the class plan sends the class, no device and no meter
    await user.click(await screen.findByRole('button', { name: /修\s*改/ }));
    await waitFor(() => expect(button(/^提\s*交$/, modal())).not.toBeDisabled());
    fireEvent.change(dialog().getByLabelText('计划名称'), { target: { value: '仪表双周校验' } });
    await user.click(button(/^提\s*交$/, modal()));
    await waitFor(() => expect(state.edited).toHaveLength(1));
    expect(state.edited[0]).toMatchObject({
      planId: 9,
      version: 3,
      title: '仪表双周校验',
      assetType: '1033',
      deviceId: null,
      cycleUnit: 'week',
      nextRun: '2026-03-05',
      meterId: null,
      meterEvery: null,
    });
  });

  it("shows each device's own meter count of a class meter plan, and a device without such a meter", async () => {
    usePermissionStore.getState().grant([PERM.PLAN_LIST], false);
    const state = serve();
    const [withMeter, without] = CLASS_ROW.members;
    state.rows = [
      {
        ...CLASS_ROW,
        cycleUnit: null,
        cycleEvery: null,
        nextRun: null,
        meterKind: 'electricity',
        meterEvery: 100,
        members: [
          { ...withMeter!, nextRun: null, meterId: 31, meterName: '浊度仪电表', counted: 42 },
          { ...without!, nextRun: null },
        ],
      },
    ];
    render();
    const target = await screen.findByRole('button', { name: '仪表 · 2 台' }, { timeout: 10_000 });
    expect(screen.getByText('每 100 kWh')).toBeInTheDocument();
    await user.hover(target);
    expect(await screen.findByText('出厂水浊度仪（SH01-M-007） · 计量：42 / 100 kWh')).toBeInTheDocument();
    expect(screen.getByText('各设备计量')).toBeInTheDocument();
    expect(screen.getByText('进水余氯仪（SH01-M-008） · 计量：无对应仪表')).toBeInTheDocument();
  });
});
