import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { AssignDialog } from './assign-dialog';
import { AuditDialog } from './audit-dialog';
import { aRow, MANAGERS, OK, recordPost, render, signedInAs, STAFF, TASK, WO } from './dialogs.fixtures';
import { shown, dialog, submitButton, submitRefused, user } from './dialog-queries.fixtures';

setupMsw();

beforeEach(() => signedInAs(3, ['workflow:process:complete']));

describe('AuditDialog', () => {
  const handled = aRow({
    status: 2,
    statusLabel: '待审核',
    handleResult: '1',
    handleResultLabel: '已修复',
    handleFinishTime: '2026-11-21 16:00:00',
  });

  it('shows the order and refuses a rejection without opinion, and an opinion over 100 characters', async () => {
    const post = recordPost(`${TASK}/approval`);
    render(<AuditDialog open order={handled} onClose={vi.fn()} onDone={vi.fn()} />);
    await shown('WX202611210001');
    expect(dialog().getByText('已修复')).toBeInTheDocument();
    await user.click(dialog().getByLabelText('驳回'));
    await submitRefused(post, '请填写审核意见');
    fireEvent.change(dialog().getByLabelText('审核意见'), { target: { value: 'a'.repeat(101) } });
    await submitRefused(post, '审核意见不能超过100个字符');
  });

  it('a result is required', async () => {
    const post = recordPost(`${TASK}/approval`);
    render(<AuditDialog open order={handled} onClose={vi.fn()} onDone={vi.fn()} />);
    await shown('WX202611210001');
    await submitRefused(post, '请选择审核结果');
  });

  it('posts a pass, disabled while in flight, then shows the msg and reports done', async () => {
    const post = recordPost(`${TASK}/approval`, { code: 200, msg: '审核完成' });
    const onDone = vi.fn();
    render(<AuditDialog open order={handled} onClose={vi.fn()} onDone={onDone} />);
    await user.click(dialog().getByLabelText('通过'));
    post.hold();
    await user.click(submitButton());
    await waitFor(() => expect(post.posted).toHaveLength(1));
    // the request is held: the submit is off while it is in flight
    await waitFor(() => expect(submitButton()).toBeDisabled());
    post.release();
    expect(await shown('审核完成')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(post.posted[0]!.body).toEqual({ taskId: 7, approvalResult: 1, approvalDesc: '' });
  });

  it('posts a rejection with its opinion', async () => {
    const post = recordPost(`${TASK}/approval`);
    const onDone = vi.fn();
    render(<AuditDialog open order={handled} onClose={vi.fn()} onDone={onDone} />);
    await user.click(dialog().getByLabelText('驳回'));
    fireEvent.change(dialog().getByLabelText('审核意见'), { target: { value: '未附照片' } });
    await user.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(post.posted[0]!.body).toEqual({ taskId: 7, approvalResult: 2, approvalDesc: '未附照片' });
  });
});

describe('AssignDialog', () => {
  function servePeople() {
    const asked: string[] = [];
    server.use(
      http.get(api(`${TASK}/common/listStaff`), ({ request }) => {
        asked.push(`staff?${new URL(request.url).searchParams.toString()}`);
        return HttpResponse.json({ ...OK, data: STAFF });
      }),
      http.get(api(`${TASK}/common/listManager`), ({ request }) => {
        asked.push(`manager?${new URL(request.url).searchParams.toString()}`);
        return HttpResponse.json({ ...OK, data: MANAGERS });
      }),
    );
    return asked;
  }
  const pick = async (label: string, option: string) => {
    await user.click(dialog().getByLabelText(label));
    await user.click(await screen.findByTitle(option, undefined, { timeout: 10_000 }));
  };

  it('dispatch: the staff of the factory, an executor required, the planned time kept', async () => {
    const asked = servePeople();
    const post = recordPost(`${WO}/fix/7/dispatch`, { code: 200, msg: '派单成功' });
    const onDone = vi.fn();
    const order = aRow({ status: 0, statusLabel: '待派单', execBy: null, execByName: '' });
    render(<AssignDialog open order={order} mode="dispatch" onClose={vi.fn()} onDone={onDone} />);
    expect(await screen.findByText('派单', { selector: '.ant-modal-title' })).toBeInTheDocument();
    await submitRefused(post, '请选择执行人');
    expect(asked).toEqual(['staff?factoryId=11']);
    await pick('执行人', '运维员小张（zhang）');
    expect(dialog().getByLabelText('计划执行时间')).toHaveValue('2026-11-21 10:00:00');
    post.hold();
    await user.click(submitButton());
    await waitFor(() => expect(post.posted).toHaveLength(1));
    // the request is held: the submit is off while it is in flight
    await waitFor(() => expect(submitButton()).toBeDisabled());
    post.release();
    expect(await shown('派单成功')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(post.posted[0]!.body).toEqual({ execBy: 5, execTime: '2026-11-21 10:00:00' });
  });

  it('forward: never offers the current executor; a reason over 100 characters is refused', async () => {
    servePeople();
    const post = recordPost(`${WO}/fix/7/forward`);
    const onDone = vi.fn();
    render(<AssignDialog open order={aRow()} mode="forward" onClose={vi.fn()} onDone={onDone} />);
    expect(await shown('当前执行人：运维员小王')).toBeInTheDocument();
    await user.click(dialog().getByLabelText('新执行人'));
    expect(
      await screen.findByTitle('运维员小张（zhang）', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('运维员小王（operator）')).toBeNull();
    await user.click(screen.getByTitle('运维员小张（zhang）'));
    fireEvent.change(dialog().getByLabelText('转派原因'), { target: { value: '长'.repeat(101) } });
    await submitRefused(post, '转派原因不能超过100个字符');
    fireEvent.change(dialog().getByLabelText('转派原因'), { target: { value: '休假' } });
    await user.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(post.posted[0]!.body).toEqual({ execBy: 5, reason: '休假' });
  });

  it('acceptance dispatch: the managers of the factory; the acceptor is posted', async () => {
    const asked = servePeople();
    const post = recordPost(`${WO}/maint/7/acceptDispatch`);
    const onDone = vi.fn();
    const order = aRow({ kind: 'maint', status: 3, statusLabel: '待派验收' });
    render(<AssignDialog open order={order} mode="acceptDispatch" onClose={vi.fn()} onDone={onDone} />);
    await shown('WX202611210001');
    await submitRefused(post, '请选择验收人');
    await pick('验收人', '验收员老周（zhou）');
    await user.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(asked).toEqual(['manager?factoryId=11']);
    expect(post.posted[0]!.body).toEqual({ acceptBy: 6 });
  });

  // docs/architecture.md §3 "Errors": a business refusal is HTTP 200 with code 500, bad input HTTP 400
  it.each([
    ['a refusal (HTTP 200, code 500)', { code: 500, msg: '工单已被他人处理，请刷新后重试' }, 200],
    ['bad input (HTTP 400)', { code: 400, msg: 'body/execBy 不能转派给当前执行人' }, 400],
  ])('%s keeps the dialog open with the msg', async (_name, reply, status) => {
    servePeople();
    recordPost(`${WO}/fix/7/forward`, reply, status);
    const onDone = vi.fn();
    render(<AssignDialog open order={aRow()} mode="forward" onClose={vi.fn()} onDone={onDone} />);
    await pick('新执行人', '运维员小张（zhang）');
    await user.click(submitButton());
    expect(await shown(reply.msg)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(submitButton()).toBeEnabled();
  });
});
