/** The device dialog's wiring: the unit selector follows the asset type, and the body carries what was chosen. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceAddBody } from '@contract/asset';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { button, modal } from '../../../tests/console/queries';
import { user } from '../../../tests/console/user';
import { DeviceDialog } from './device-dialog';

setupMsw();

const ASSET_TYPES = [
  { value: '1031', label: '机械设备' },
  { value: '1034', label: '耗材（按单位计量）' },
];
const STATUSES = [
  { value: '0', label: '运行' },
  { value: '1', label: '备用' },
];

beforeEach(() => {
  resetNotifier();
  localStorage.setItem('access_token', 'acc');
});

const dialog = () => within(modal());
const input = (label: string) => dialog().getByLabelText(label) as HTMLInputElement;
const selector = (label: string) => input(label).closest('.ant-select') as HTMLElement;

async function pick(label: string, option: string) {
  fireEvent.mouseDown(selector(label).querySelector('.ant-select-selector')!);
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]!);
}

function renderAdd() {
  const bodies: DeviceAddBody[] = [];
  server.use(
    http.post(api('/asset/device'), async ({ request }) => {
      bodies.push((await request.json()) as DeviceAddBody);
      return HttpResponse.json({ code: 200, msg: '新增成功', data: { deviceId: 99 } });
    }),
  );
  const onSaved = vi.fn();
  renderAt('/', [
    {
      path: '/',
      element: (
        <DeviceDialog
          state={{ mode: 'add', factoryId: 11 }}
          assetTypes={ASSET_TYPES}
          statuses={STATUSES}
          onClose={() => undefined}
          onSaved={onSaved}
        />
      ),
    },
  ]);
  return { bodies, onSaved };
}

describe('device dialog', () => {
  it('enables the unit only for asset type 1034 and clears it when the type changes', async () => {
    renderAdd();
    expect(selector('计量单位')).toHaveClass('ant-select-disabled');
    await pick('资产类型', '耗材（按单位计量）');
    await waitFor(() => expect(selector('计量单位')).not.toHaveClass('ant-select-disabled'));
    await pick('计量单位', '升');
    expect(selector('计量单位')).toHaveTextContent('升');
    await pick('资产类型', '机械设备');
    await waitFor(() => expect(selector('计量单位')).toHaveClass('ant-select-disabled'));
    expect(selector('计量单位')).not.toHaveTextContent('升');
  });

  it('sends the 1034 device with its unit to the factory it was opened for', async () => {
    const { bodies, onSaved } = renderAdd();
    fireEvent.change(input('设备编码'), { target: { value: 'SH01-D-009' } });
    fireEvent.change(input('设备名称'), { target: { value: '3#加药泵' } });
    await pick('资产类型', '耗材（按单位计量）');
    await pick('设备状态', '运行');
    await user.click(button(/^提\s*交$/, modal()));
    // The unit is required for 1034: nothing is sent until it is chosen.
    expect(await screen.findByText('请选择计量单位', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await pick('计量单位', '千克');
    await user.click(button(/^提\s*交$/, modal()));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies).toEqual([
      expect.objectContaining({
        factoryId: 11,
        deviceShowCode: 'SH01-D-009',
        deviceName: '3#加药泵',
        assetType: '1034',
        unit: '千克',
        status: 0,
      }),
    ]);
  });
});
