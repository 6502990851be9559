import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperLogRow } from '@contract/logs';
import { PERM } from '@contract/permissions';
import { resetSecureSpace, setSecureSpace } from '@/shared/download';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../../tests/console/render';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { buttonOr } from '../../../../tests/console/queries';
import { user } from '../../../../tests/console/user';
import OperLogPage from './oper-log-page';

setupMsw();

const OK = { code: 200, msg: '操作成功' };
const EDIT: OperLogRow = {
  operId: 41,
  title: 'user',
  businessType: 'edit',
  requestMethod: 'PUT',
  operUrl: '/api/system/user/changeStatus',
  targetId: '7',
  operUserId: 1,
  operName: 'admin',
  operIp: '10.1.2.3',
  httpStatus: 200,
  resultCode: 200,
  status: '0',
  errorMsg: '',
  costTime: 12,
  operTime: '2026-06-17 14:20:00',
};
const FAILED: OperLogRow = {
  ...EDIT,
  operId: 40,
  title: 'dict',
  businessType: 'delete',
  requestMethod: 'DELETE',
  operUrl: '/api/system/dict/type/:id',
  operName: 'viewer',
  httpStatus: 403,
  resultCode: 403,
  status: '1',
  errorMsg: '没有权限，请联系管理员授权',
};
const PARAMS = '{"body":{"userId":7,"status":"1","password":"******"}}';

function serve(total = 2) {
  const state = {
    queries: [] as URLSearchParams[],
    details: [] as string[],
    saved: [] as unknown[],
    days: 180,
  };
  server.use(
    http.get(api('/monitor/operlog/list'), ({ request }) => {
      state.queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ ...OK, rows: [EDIT, FAILED], total });
    }),
    http.get(api('/monitor/operlog/retention'), () =>
      HttpResponse.json({ ...OK, data: { days: state.days } }),
    ),
    http.put(api('/monitor/operlog/retention'), async ({ request }) => {
      const body = (await request.json()) as { days: number };
      state.saved.push(body);
      state.days = body.days;
      return HttpResponse.json({ code: 200, msg: '保存成功' });
    }),
    http.get(api('/monitor/operlog/:id'), ({ params }) => {
      state.details.push(String(params.id));
      return HttpResponse.json({ ...OK, data: { ...EDIT, operParam: PARAMS } });
    }),
  );
  return state;
}

const render = () => renderAt('/', [{ path: '/', element: <OperLogPage /> }]);
const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  localStorage.setItem('access_token', 'acc');
});
afterEach(() => {
  usePermissionStore.getState().reset();
  resetSecureSpace();
});

describe('OperLogPage', () => {
  it('lists writes with their module, action and result, shows a detail with its redacted request, and filters', async () => {
    usePermissionStore.getState().grant([PERM.OPERLOG_LIST, PERM.OPERLOG_QUERY], false);
    const state = serve();
    render();
    expect(await shown('/api/system/user/changeStatus')).toBeInTheDocument();
    const table = within(document.querySelector('.ant-table') as HTMLElement);
    expect(table.getByText('用户')).toBeInTheDocument();
    expect(table.getByText('字典')).toBeInTheDocument();
    expect(table.getByText('修改')).toBeInTheDocument();
    expect(table.getByText('删除')).toBeInTheDocument();
    expect(table.getByText('成功')).toBeInTheDocument();
    expect(table.getByText('失败')).toBeInTheDocument();
    expect(table.getAllByText('12 毫秒')).toHaveLength(2);
    expect(await shown('操作日志与登录日志保留 180 天，每小时自动清理更早的记录。')).toBeInTheDocument();
    // no retention, clean or export without their codes
    expect(screen.queryByRole('button', { name: '保留设置' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即清理' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: /详\s*细/ })[0]!);
    const detail = await screen.findByTestId('oper-log-detail');
    await waitFor(() => expect(within(detail).getByTestId('oper-log-params')).toHaveTextContent(PARAMS));
    expect(state.details).toEqual(['41']);
    expect(within(detail).getByText('10.1.2.3')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('操作人员'), { target: { value: ' viewer ' } });
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(state.queries.at(-1)?.get('operName')).toBe('viewer'));
    expect(state.queries.at(-1)?.has('status')).toBe(false);
  });

  it('changes the retention, exports the filter, and says when the count is capped', async () => {
    usePermissionStore
      .getState()
      .grant([PERM.OPERLOG_LIST, PERM.OPERLOG_EDIT, PERM.OPERLOG_EXPORT, PERM.OPERLOG_REMOVE], false);
    URL.createObjectURL = vi.fn(() => 'blob:operlog');
    URL.revokeObjectURL = vi.fn();
    setSecureSpace({ isSignedIn: () => Promise.resolve(true) });
    const exported: string[] = [];
    server.use(
      http.post(api('/monitor/operlog/export'), ({ request }) => {
        exported.push(request.url);
        return new HttpResponse('日志编号', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const state = serve(10_001);
    render();
    expect(
      await shown('符合条件的记录超过 10000 条，仅可翻阅最近的 10000 条；请缩小时间范围或增加条件。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /详\s*细/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即清理' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: '保留设置' }));
    const days = await screen.findByLabelText('保留天数');
    await user.clear(days);
    await user.type(days, '30');
    const dialog = days.closest('.ant-modal') as HTMLElement;
    await user.click(buttonOr(/确\s*定/, dialog)!);
    await waitFor(() => expect(state.saved).toEqual([{ days: 30 }]));
    expect(await shown('操作日志与登录日志保留 30 天，每小时自动清理更早的记录。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(exported).toHaveLength(1));
    expect(new URL(exported[0] as string).pathname).toMatch(/\/monitor\/operlog\/export$/);
  });
});
