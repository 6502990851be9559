import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DICT_TYPE, type DictDataRow, type DictTypeRow } from '@contract/dict';
import { PERM } from '@contract/permissions';
import { usePermissionStore } from '@/shared/permissions';
import { dictKeys, queryClient } from '@/shared/query';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../../tests/console/render';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { button } from '../../../../tests/console/queries';
import { user } from '../../../../tests/console/user';
import DictPage from './dict-page';

setupMsw();

const OK = { code: 200, msg: '操作成功' };
const ID_TYPE: DictTypeRow = {
  dictId: 1,
  dictName: '证件类型',
  dictType: 'sys_id_type',
  status: '0',
  builtin: true,
  version: 0,
};
const PIPE: DictTypeRow = {
  dictId: 20,
  dictName: '管材',
  dictType: 'oms_pipe',
  status: '0',
  builtin: false,
  version: 0,
};
const CARD: DictDataRow = {
  dictCode: 1,
  dictSort: 1,
  dictLabel: '身份证',
  dictValue: '0',
  dictType: 'sys_id_type',
  listClass: 'primary',
  isDefault: 'Y',
  status: '0',
  builtin: true,
  version: 0,
};
const MINE: DictDataRow = {
  ...CARD,
  dictCode: 50,
  dictLabel: '台胞证',
  dictValue: '9',
  listClass: 'default',
  isDefault: 'N',
  builtin: false,
};

function serve() {
  const state = { posted: [] as unknown[], put: [] as unknown[], deleted: [] as string[], typeLists: 0 };
  server.use(
    http.get(api('/system/dict/type/list'), () => {
      state.typeLists += 1;
      return HttpResponse.json({ ...OK, rows: [ID_TYPE, PIPE], total: 2 });
    }),
    http.get(api('/system/dict/data/list'), () => HttpResponse.json({ ...OK, rows: [CARD, MINE], total: 2 })),
    http.post(api('/system/dict/data'), async ({ request }) => {
      state.posted.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '新增成功', data: { dictCode: 51 } });
    }),
    http.put(api('/system/dict/data'), async ({ request }) => {
      state.put.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '修改成功' });
    }),
    http.delete(api('/system/dict/:kind/:ids'), ({ params }) => {
      state.deleted.push(`${String(params.kind)}/${String(params.ids)}`);
      return HttpResponse.json({ code: 200, msg: '删除成功' });
    }),
  );
  return state;
}

const render = () => renderAt('/', [{ path: '/', element: <DictPage /> }]);
/** The row showing `text` (the generic table is virtual: its rows are not <tr>); throws when there is none. */
function rowOf(text: string): HTMLElement {
  const found = screen
    .getAllByText(text)
    .map((el) => el.closest('.ant-table-row'))
    .find((row): row is HTMLElement => row instanceof HTMLElement);
  if (!found) throw new Error(`no row ${text}`);
  return found;
}
/** The dialog titled `title` (both dialogs are rendered, one hidden). */
const dialog = (title: string) =>
  waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((m) =>
      m.querySelector('.ant-modal-title')?.textContent?.includes(title),
    );
    if (!open) throw new Error(`no dialog ${title}`);
    return open;
  });
const ALL = [PERM.DICT_LIST, PERM.DICT_ADD, PERM.DICT_EDIT, PERM.DICT_REMOVE];

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  localStorage.setItem('access_token', 'acc');
});
afterEach(() => {
  usePermissionStore.getState().reset();
  queryClient.clear();
});

describe('DictPage editing', () => {
  it('disables the delete of a protected type with the reason, deletes another and drops every cached dictionary', async () => {
    usePermissionStore.getState().grant(ALL, false);
    const state = serve();
    const cached = dictKeys.ofType(DICT_TYPE.ID_TYPE);
    queryClient.setQueryData(cached, [CARD]);
    render();
    expect(await screen.findByText('管材', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const protectedDelete = button(/删\s*除/, rowOf('证件类型'));
    expect(protectedDelete).toBeDisabled();
    expect(within(rowOf('证件类型')).getByText('系统')).toBeInTheDocument();
    await user.click(button(/删\s*除/, rowOf('管材')));
    const confirm = (await screen.findByText('确认删除字典类型“管材”及其全部数据吗？')).closest(
      '.ant-modal-confirm',
    ) as HTMLElement;
    await user.click(button(/确\s*定/, confirm));
    await waitFor(() => expect(state.deleted).toEqual(['type/20']));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(cached)?.isInvalidated).toBe(true));
    await waitFor(() => expect(state.typeLists).toBeGreaterThan(1));
  });

  it("adds an entry to the chosen type and edits a built-in one's label, its value locked", async () => {
    usePermissionStore.getState().grant(ALL, false);
    const state = serve();
    render();
    await user.click(await screen.findByText('证件类型', undefined, { timeout: 10_000 }));
    expect(await screen.findByText('台胞证')).toBeInTheDocument();
    expect(button(/删\s*除/, rowOf('身份证'))).toBeDisabled();
    expect(button(/删\s*除/, rowOf('台胞证'))).toBeEnabled();

    const addButtons = screen.getAllByRole('button', { name: /新\s*增/ });
    await user.click(addButtons[addButtons.length - 1]!);
    const adding = await dialog('添加字典数据');
    await user.type(within(adding).getByLabelText('字典标签'), '回乡证');
    await user.type(within(adding).getByLabelText('字典键值'), '8');
    await user.click(button(/确\s*定/, adding));
    await waitFor(() =>
      expect(state.posted).toEqual([
        {
          dictType: 'sys_id_type',
          dictLabel: '回乡证',
          dictValue: '8',
          dictSort: 1,
          listClass: 'default',
          isDefault: 'N',
          status: '0',
        },
      ]),
    );

    await user.click(button(/修\s*改/, rowOf('身份证')));
    const editing = await dialog('修改字典数据');
    const value = within(editing).getByLabelText('字典键值') as HTMLInputElement;
    await waitFor(() => expect(value.value).toBe('0'));
    expect(value).toBeDisabled();
    const label = within(editing).getByLabelText('字典标签');
    await user.clear(label);
    await user.type(label, '居民身份证');
    await user.click(button(/确\s*定/, editing));
    await waitFor(() =>
      expect(state.put).toEqual([
        {
          dictCode: 1,
          dictType: 'sys_id_type',
          dictLabel: '居民身份证',
          dictValue: '0',
          dictSort: 1,
          listClass: 'primary',
          isDefault: 'Y',
          status: '0',
          version: 0,
        },
      ]),
    );
  });

  it('shows no write button without the codes', async () => {
    usePermissionStore.getState().grant([PERM.DICT_LIST], false);
    serve();
    render();
    expect(await screen.findByText('管材', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增|修\s*改|删\s*除/ })).not.toBeInTheDocument();
  });
});
