import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeptRow } from '@contract/dept';
import { PERM } from '@contract/permissions';
import { renderAt } from '../../../../tests/console/render';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { buttonOr } from '../../../../tests/console/queries';
import { user } from '../../../../tests/console/user';
import { recordWrites, signedInWith, type Write } from '../admin.fixtures';
import DeptPage from './dept-page';
import { deptTree, parentOptions } from './dept-tree';

setupMsw();

const OK = { code: 200, msg: '操作成功' };
const row = (deptId: number, parentId: number, deptName: string, userCount = 0): DeptRow => ({
  deptId,
  parentId,
  deptName,
  orderNum: 0,
  status: '0',
  userCount,
  version: 0,
});
const ROWS = [
  row(100, 0, '数字化运营中心'),
  row(101, 100, '运维部', 3),
  row(102, 100, '生产管理部'),
  row(103, 101, '一班'),
];

function serve(writeReply: object = OK) {
  const state = { writes: [] as Write[] };
  const write = recordWrites(state.writes, writeReply);
  server.use(
    http.get(api('/system/dept/list'), () => HttpResponse.json({ ...OK, rows: ROWS, total: ROWS.length })),
    http.post(api('/system/dept'), write),
    http.put(api('/system/dept'), write),
    http.delete(api('/system/dept/:id'), write),
  );
  return state;
}

const render = () => renderAt('/', [{ path: '/', element: <DeptPage /> }]);
const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });
const rowOf = async (name: string) => (await shown(name)).closest('.ant-table-row') as HTMLElement;

signedInWith([PERM.DEPT_LIST, PERM.DEPT_ADD, PERM.DEPT_EDIT, PERM.DEPT_REMOVE]);

describe('the department tree', () => {
  it('nests the flat rows and leaves a department and its subtree out of its own parent choices', () => {
    const tree = deptTree(ROWS);
    expect(tree.map((d) => [d.deptName, d.children?.map((c) => c.deptName)])).toEqual([
      ['数字化运营中心', ['运维部', '生产管理部']],
    ]);
    const labels = (options: ReturnType<typeof parentOptions>): unknown =>
      options.map((o) => [o.label, ...(o.children ? [labels(o.children)] : [])]);
    expect(labels(parentOptions(tree, 101, '顶级部门'))).toEqual([
      ['顶级部门', [['数字化运营中心', [['生产管理部']]]]],
    ]);
  });
});

describe('DeptPage', () => {
  it('shows every level open with its users, and adds a department below one', async () => {
    const state = serve();
    render();
    expect(await shown('一班')).toBeInTheDocument();
    expect(within(await rowOf('运维部')).getByText('3')).toBeInTheDocument();
    await user.click(buttonOr(/新增下级/, await rowOf('生产管理部'))!);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('部门名称'), '巡检班');
    await user.click(buttonOr(/提\s*交/, dialog)!);
    await waitFor(() => expect(state.writes).toHaveLength(1));
    expect(state.writes[0]).toEqual({
      method: 'POST',
      url: '/api/system/dept',
      body: { parentId: 102, deptName: '巡检班', orderNum: 0, status: '0' },
    });
  });

  it('sends an edit with the department id', async () => {
    const state = serve();
    render();
    await user.click(buttonOr(/修\s*改/, await rowOf('一班'))!);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('部门名称');
    await user.clear(name);
    await user.type(name, '一组');
    await user.click(buttonOr(/提\s*交/, dialog)!);
    await waitFor(() => expect(state.writes).toHaveLength(1));
    expect(state.writes[0]?.body).toEqual({
      deptId: 103,
      parentId: 101,
      deptName: '一组',
      orderNum: 0,
      status: '0',
      version: 0,
    });
  });

  it('opens each department with its own values, whichever was opened before (the form outlives the dialog)', async () => {
    serve();
    render();
    await user.click(buttonOr(/修\s*改/, await rowOf('一班'))!);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('部门名称')).toHaveValue('一班');
    await user.click(buttonOr(/取\s*消/, dialog)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(buttonOr(/修\s*改/, await rowOf('生产管理部'))!);
    dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('部门名称')).toHaveValue('生产管理部'));
  });

  it('shows the refusal of deleting a department with users', async () => {
    const state = serve({ code: 500, msg: "部门'运维部'存在3个用户，不能删除" });
    render();
    await user.click(buttonOr(/删\s*除/, await rowOf('运维部'))!);
    const confirm = (await shown('确认删除部门"运维部"吗？')).closest('.ant-modal-confirm') as HTMLElement;
    await user.click(buttonOr(/确\s*定/, confirm)!);
    expect(await shown("部门'运维部'存在3个用户，不能删除")).toBeInTheDocument();
    expect(state.writes).toEqual([{ method: 'DELETE', url: '/api/system/dept/101', body: null }]);
  });
});
