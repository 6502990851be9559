/**
 * 水厂信息's wiring: without a map key the notice shows and the coordinates are edited in the form and saved; with the
 * maps service loaded (a stand-in AMap), a click on the map fills the coordinates of the form being edited.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERM } from '@contract/permissions';
import type { MapConfig, PlantArchive, PlantEditBody } from '@contract/plant-archive';
import type { AreaNode } from '@contract/system';
import { usePermissionStore } from '@/shared/permissions/store';
import { CurrentFactoryContext } from '@/shared/ui/current-factory';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { user } from '../../../tests/console/user';
import { resetAMapLoader, type MapWindow } from './amap-loader';
import type { AMapClickEvent } from './amap-types';
import PlantInfoPage from './plant-info-page';

setupMsw();

const ARCHIVE: PlantArchive = {
  factoryId: 11,
  factoryName: '上海第一水厂',
  factoryCode: 'HD-SH01',
  address: '上海市浦东新区杨高南路1288号',
  longitude: 121.5126,
  latitude: 31.2008,
  designCapacity: 400000,
  capacityUnit: 'm³/d',
  processType: '1',
  commissioningDate: '1998-06-18',
  remark: '',
  contacts: [{ name: '张建国', role: '厂长', mobile: '13816201234', landline: '02158761234' }],
  updatedAt: null,
  updatedBy: '',
  version: 0,
};

const TREE: AreaNode[] = [
  {
    id: 1,
    parentId: 0,
    label: '华东片区',
    type: 'area',
    code: 'HD',
    children: [{ id: 11, parentId: 1, label: '上海第一水厂', type: 'factory', code: 'HD-SH01' }],
  },
];

const mapWindow = window as unknown as MapWindow;

beforeEach(() => {
  resetNotifier();
  resetAMapLoader();
  localStorage.setItem('access_token', 'acc');
  usePermissionStore.getState().grant([PERM.PLANT_QUERY, PERM.PLANT_EDIT], false);
});
afterEach(() => {
  delete mapWindow.AMap;
});

function serve(map: MapConfig) {
  const saved: PlantEditBody[] = [];
  server.use(
    http.get(api('/archive/plant/11'), () => HttpResponse.json({ code: 200, msg: '', data: ARCHIVE })),
    http.get(api('/archive/map'), () => HttpResponse.json({ code: 200, msg: '', data: map })),
    http.get(api('/system/dict/data/type/oms_process_type'), () =>
      HttpResponse.json({ code: 200, msg: '', data: [] }),
    ),
    http.put(api('/archive/plant/11'), async ({ request }) => {
      saved.push((await request.json()) as PlantEditBody);
      return HttpResponse.json({ code: 200, msg: '修改成功' });
    }),
  );
  renderAt('/', [
    {
      path: '/',
      element: (
        <CurrentFactoryContext value={{ factoryId: 11, factoryName: '上海第一水厂', tree: TREE }}>
          <PlantInfoPage />
        </CurrentFactoryContext>
      ),
    },
  ]);
  return saved;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('plant information page', () => {
  it('says there is no map key and saves the coordinates typed into the form', async () => {
    const saved = serve({ key: null, securityJsCode: null });
    expect(await screen.findByText('未配置地图服务密钥')).toBeInTheDocument();
    expect(await screen.findByText('上海市浦东新区杨高南路1288号')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /修\s*改/ }));
    fireEvent.change(field('经度'), { target: { value: '121.52' } });
    fireEvent.change(field('纬度'), { target: { value: '31.21' } });
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ longitude: 121.52, latitude: 31.21, contacts: ARCHIVE.contacts });
    expect(screen.getByText('未配置地图服务密钥')).toBeInTheDocument();
  });

  it('fills the coordinates from a click on the loaded map while editing', async () => {
    let click: ((event: AMapClickEvent) => void) | null = null;
    const markers: [number, number][] = [];
    class FakeMap {
      on(_event: 'click', handler: (event: AMapClickEvent) => void) {
        click = handler;
      }
      addControl() {}
      setCenter() {}
      destroy() {}
    }
    class FakeMarker {
      constructor(options: { position: [number, number] }) {
        markers.push(options.position);
      }
      setPosition(position: [number, number]) {
        markers.push(position);
      }
      setMap() {}
    }
    class Control {}
    mapWindow.AMap = {
      Map: FakeMap,
      Marker: FakeMarker,
      Scale: Control,
      ToolBar: Control,
      MapType: Control,
      OverView: Control,
      PlaceSearch: class {
        search() {}
      },
    };
    serve({ key: '0123456789abcdef', securityJsCode: null });
    await waitFor(() => expect(markers).toEqual([[121.5126, 31.2008]]));
    expect(screen.queryByTestId('plant-map-notice')).toBeNull();
    await user.click(screen.getByRole('button', { name: /修\s*改/ }));
    await screen.findByLabelText('经度', { selector: 'input' });
    const point = { getLng: () => 121.4737012, getLat: () => 31.2304167 };
    click!({ lnglat: point });
    await waitFor(() => expect(field('经度').value).toBe('121.473701'));
    expect(field('纬度').value).toBe('31.230417');
    await waitFor(() => expect(markers.at(-1)).toEqual([121.473701, 31.230417]));
  });
});
