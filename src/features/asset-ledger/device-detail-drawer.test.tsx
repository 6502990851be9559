/** The device drawer's related alarms speak the console's language: their kind is a label, not the stored code. */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DeviceRelated, DeviceRow } from '@contract/asset';
import { useLocaleStore } from '@/shared/i18n';
import { noReliability } from '../../../tests/console/factories';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { user } from '../../../tests/console/user';
import { DeviceDetailDrawer } from './device-detail-drawer';

setupMsw();
beforeEach(() => localStorage.setItem('access_token', 'acc'));
afterEach(() => useLocaleStore.getState().setLocale('zh-CN'));

const OK = { code: 200, msg: '操作成功' };
const ROW = {
  deviceId: 5,
  deviceShowCode: 'SH01-P-001',
  deviceName: '1#送水泵',
  factoryId: 11,
  factoryName: '上海第一水厂',
  assetType: '1031',
  photoFileId: null,
} as DeviceRow;
const RELATED: DeviceRelated = {
  orders: [],
  alarms: [
    {
      alarmId: 1,
      kind: 4,
      content: '1#送水泵电表 通讯中断',
      raisedAt: '2026-11-29T08:00:00',
      releasedAt: null,
    },
    { alarmId: 2, kind: 2, content: '1#送水泵电表 超限', raisedAt: '2026-11-28T08:00:00', releasedAt: null },
  ],
  meters: [],
};

it.each([
  ['zh-CN', ['仪表离线', '联动告警']],
  ['en-US', ['Meter offline', 'Linkage alarm']],
] as const)('names the kinds of the device’s alarms in %s', async (locale, kinds) => {
  await useLocaleStore.getState().setLocale(locale);
  server.use(
    http.get(api('/asset/device/5/related'), () => HttpResponse.json({ ...OK, data: RELATED })),
    http.get(api('/system/base/reliability'), () => HttpResponse.json({ ...OK, data: noReliability() })),
  );
  renderAt('/', [
    {
      path: '/',
      element: (
        <DeviceDetailDrawer
          row={ROW}
          assetTypeLabel={(code) => code}
          statusLabel={String}
          onClose={() => undefined}
        />
      ),
    },
  ]);
  // the alarms' tab, once the device's related records are in
  await user.click(await screen.findByText(/\(2\)$/));
  for (const kind of kinds) expect(await screen.findByText(kind)).toBeInTheDocument();
});
