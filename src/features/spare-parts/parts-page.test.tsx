/**
 * 备件管理 (docs/parts.md) against a mock server: the stock of the chosen factory with its low parts marked, a movement
 * sent as typed (refused at the field when the quantity or the reason is wrong), the ledger, a catalogue part added,
 * and the writes hidden from a reader.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PART_FIELD_MSG,
  PARTS_IMPORT,
  type PartMovementRow,
  type PartRow,
  type PartStockRow,
} from '@contract/parts';
import { PERM } from '@contract/permissions';
import { usePermissionStore } from '@/shared/permissions';
import { CurrentFactoryContext } from '@/shared/ui/current-factory';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { buttonOr } from '../../../tests/console/queries';
import { user } from '../../../tests/console/user';
import PartsPage from './parts-page';

setupMsw();

const OK = { code: 200, msg: '操作成功' };
const BEARING: PartStockRow = {
  factoryId: 11,
  partId: 1,
  partCode: 'BRG-001',
  partName: '深沟球轴承',
  partSpecs: '6201-2RS',
  unit: '个',
  quantity: 1,
  minQuantity: 3,
  low: true,
  version: 2,
};
const SEAL: PartStockRow = {
  ...BEARING,
  partId: 2,
  partCode: 'SEAL-001',
  partName: '机械密封',
  quantity: 8,
  low: false,
};
const ISSUE: PartMovementRow = {
  movementId: 9,
  factoryId: 11,
  partId: 1,
  partCode: 'BRG-001',
  partName: '深沟球轴承',
  unit: '个',
  kind: 'issue',
  quantity: -2,
  balance: 1,
  taskId: 7,
  taskNo: 'WX202611210001',
  reason: '',
  createByName: '运维员',
  createTime: '2026-11-21 10:00:00',
};

function serve() {
  const state = {
    stockQueries: [] as URLSearchParams[],
    moves: [] as unknown[],
    added: [] as unknown[],
    catalogue: [] as PartRow[],
  };
  server.use(
    http.get(api('/system/base/parts/stock/list'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      state.stockQueries.push(query);
      const rows = query.get('low') === 'true' ? [BEARING] : [BEARING, SEAL];
      return HttpResponse.json({ ...OK, rows, total: rows.length });
    }),
    http.get(api('/system/base/parts/movement/list'), () =>
      HttpResponse.json({ ...OK, rows: [ISSUE], total: 1 }),
    ),
    http.get(api('/system/base/parts/list'), () =>
      HttpResponse.json({ ...OK, rows: state.catalogue, total: state.catalogue.length }),
    ),
    http.get(api('/system/dict/data/type/:type'), () => HttpResponse.json({ ...OK, data: [] })),
    http.get(api('/system/area/tree/list'), () => HttpResponse.json({ ...OK, data: [] })),
    http.post(api('/system/base/parts/movement'), async ({ request }) => {
      state.moves.push(await request.json());
      return HttpResponse.json({ ...OK, data: { movementId: 10, balance: 6 } });
    }),
    http.post(api('/system/base/parts'), async ({ request }) => {
      state.added.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '新增成功', data: { partId: 3 } });
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
          <PartsPage />
        </CurrentFactoryContext.Provider>
      ),
    },
  ]);

const modal = async () =>
  within((await screen.findByRole('dialog', undefined, { timeout: 10_000 })) as HTMLElement);

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  localStorage.setItem('access_token', 'acc');
});
afterEach(() => usePermissionStore.getState().reset());

describe('PartsPage', () => {
  it("shows the factory's stock with the low parts marked, and receives parts as typed", async () => {
    usePermissionStore.getState().grant([PERM.PARTS_LIST, PERM.PARTS_STOCK], false);
    const state = serve();
    render();
    expect(await screen.findByText('SEAL-001', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(state.stockQueries[0]!.get('factoryId')).toBe('11');
    expect(screen.getByText('低于最低库存')).toBeInTheDocument();

    const sealRow = screen.getByText('SEAL-001').closest('.ant-table-row') as HTMLElement;
    await user.click(within(sealRow).getByRole('button', { name: /出入库/ }));
    await user.click(await screen.findByRole('menuitem', { name: '入库' }));
    const dialog = await modal();
    expect(dialog.getByText('当前库存 8 个')).toBeInTheDocument();
    const quantity = dialog.getByRole('textbox', { name: /数量/ });
    await user.type(quantity, '0');
    await user.click(buttonOr(/提\s*交/, document.querySelector('.ant-modal') as HTMLElement)!);
    expect(await dialog.findByText('数量必须大于0')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '2.5');
    await user.click(buttonOr(/提\s*交/, document.querySelector('.ant-modal') as HTMLElement)!);
    await waitFor(() =>
      expect(state.moves).toEqual([{ factoryId: 11, partId: 2, kind: 'receipt', quantity: 2.5, reason: '' }]),
    );
  });

  it('asks the reason of an adjustment before sending it', async () => {
    usePermissionStore.getState().grant([PERM.PARTS_LIST, PERM.PARTS_STOCK], false);
    const state = serve();
    render();
    const row = (await screen.findByText('BRG-001', undefined, { timeout: 10_000 })).closest(
      '.ant-table-row',
    ) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /出入库/ }));
    await user.click(await screen.findByRole('menuitem', { name: '盘点调整' }));
    const dialog = await modal();
    await user.type(dialog.getByRole('textbox', { name: /调整数量/ }), '-1');
    await user.click(buttonOr(/提\s*交/, document.querySelector('.ant-modal') as HTMLElement)!);
    expect(await dialog.findByText('请填写原因')).toBeInTheDocument();
    expect(state.moves).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: /原因/ }), '盘点差异');
    await user.click(buttonOr(/提\s*交/, document.querySelector('.ant-modal') as HTMLElement)!);
    await waitFor(() =>
      expect(state.moves).toEqual([
        { factoryId: 11, partId: 1, kind: 'adjust', quantity: -1, reason: '盘点差异' },
      ]),
    );
  });

  it('shows a reader the stock, the ledger and the catalogue without any write', async () => {
    usePermissionStore.getState().grant([PERM.PARTS_LIST], false);
    serve();
    render();
    expect(await screen.findByText('SEAL-001', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /出入库/ })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
    await user.click(screen.getByRole('tab', { name: '出入库记录' }));
    expect(await screen.findByText('WX202611210001', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText('出库').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: '备件目录' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '新增备件' })).toBeNull());
  });

  it('adds a catalogue part, refusing a code the server would refuse', async () => {
    usePermissionStore.getState().grant([PERM.PARTS_LIST, PERM.PARTS_ADD], false);
    const state = serve();
    render();
    await user.click(await screen.findByRole('tab', { name: '备件目录' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: '新增备件' }));
    const dialog = await modal();
    await user.type(dialog.getByRole('textbox', { name: /备件编码/ }), '轴承');
    await user.type(dialog.getByRole('textbox', { name: /备件名称/ }), '深沟球轴承');
    await user.type(dialog.getByRole('textbox', { name: /单位/ }), '个');
    await user.click(buttonOr(/提\s*交/, document.querySelector('.ant-modal') as HTMLElement)!);
    expect(await dialog.findByText('备件编码由字母、数字及 - _ . / 组成，最长40位')).toBeInTheDocument();
    await user.clear(dialog.getByRole('textbox', { name: /备件编码/ }));
    await user.type(dialog.getByRole('textbox', { name: /备件编码/ }), 'BRG-100');
    await user.click(buttonOr(/提\s*交/, document.querySelector('.ant-modal') as HTMLElement)!);
    await waitFor(() =>
      expect(state.added).toEqual([
        {
          partCode: 'BRG-100',
          partName: '深沟球轴承',
          partSpecs: '',
          unit: '个',
          assetTypes: [],
          remark: '',
        },
      ]),
    );
  });

  it('imports a workbook as it is, and lists the rows of a refused import by column', async () => {
    usePermissionStore.getState().grant([PERM.PARTS_LIST, PERM.PARTS_IMPORT], false);
    serve();
    const sent: { type: string | null; size: number }[] = [];
    let refuse = true;
    server.use(
      http.post(api('/system/base/parts/import'), async ({ request }) => {
        sent.push({
          type: request.headers.get('content-type'),
          size: (await request.arrayBuffer()).byteLength,
        });
        return refuse
          ? HttpResponse.json(
              {
                code: 400,
                msg: '导入失败：1行有误，未导入任何备件',
                data: { errors: [{ row: 3, field: 'partCode', msg: PART_FIELD_MSG.partCode }] },
              },
              { status: 400 },
            )
          : HttpResponse.json({
              code: 200,
              msg: '导入成功：新增1个，更新0个',
              data: { added: 1, updated: 0 },
            });
      }),
    );
    render();
    await user.click(await screen.findByRole('tab', { name: '备件目录' }, { timeout: 10_000 }));
    await screen.findByRole('button', { name: /导\s*入/ });
    // antd's Upload renders a new input after each choice: find it each time.
    const input = () => document.querySelector<HTMLInputElement>('.parts-page input[type=file]')!;
    const workbook = new File([new Uint8Array([80, 75, 3, 4, 1, 2])], 'parts.xlsx', {
      type: PARTS_IMPORT.CONTENT_TYPE,
    });
    await user.upload(input(), workbook);
    await waitFor(() => expect(sent).toHaveLength(1));
    const dialog = await modal();
    expect(dialog.getByText('导入失败：1行有误，未导入任何备件')).toBeInTheDocument();
    const row = dialog.getByText(PART_FIELD_MSG.partCode).closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('备件编码')).toBeInTheDocument();
    expect(sent).toEqual([{ type: PARTS_IMPORT.CONTENT_TYPE, size: 6 }]);
    refuse = false;
    await user.click(dialog.getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.upload(input(), workbook);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await screen.findByText('导入成功：新增1个，更新0个')).toBeInTheDocument();
  });
});
