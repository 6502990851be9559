import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { AssignDialog } from './assign-dialog';
import { AuditDialog } from './audit-dialog';
import {
  aDetail,
  aRow,
  aStockPart,
  fakeObjectUrls,
  MANAGERS,
  OK,
  recordPost,
  render,
  serveDicts,
  serveFiles,
  signedInAs,
  STAFF,
  TASK,
  WO,
} from './dialogs.fixtures';
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

  beforeEach(() => {
    fakeObjectUrls();
    serveFiles();
    serveDicts();
    server.use(
      http.get(api(`${WO}/fix/7`), () =>
        HttpResponse.json({
          ...OK,
          data: aDetail({
            status: 2,
            statusLabel: '待审核',
            handleFixType: '2',
            acceptList: [],
            partsList: [...aDetail().partsList, aStockPart()],
          }),
        }),
      ),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  /** The dialog's order once loaded: its handling description is on screen. */
  const loaded = () => shown('更换轴承后试运行正常');
  const cellOf = (label: string) =>
    dialog()
      .getAllByText(label)
      .find((el) => el.closest('.ant-descriptions-item-label'))!
      .closest('th')!.nextElementSibling as HTMLElement;

  it('shows the report and the handling in full: content, photos, result, fix type, description, parts, media', async () => {
    render(<AuditDialog open order={handled} onClose={vi.fn()} onDone={vi.fn()} />);
    await loaded();
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '970px' });
    // the report: its content and its photos and videos
    expect(cellOf('报修内容')).toHaveTextContent('泵体异响，振动偏大');
    expect(await dialog().findByAltText('report-11.png')).toBeInTheDocument();
    await waitFor(() => expect(dialog().getByLabelText('video-12.mp4')).toHaveAttribute('src'));
    // the handling: every field the executor gave
    expect(cellOf('处理结果')).toHaveTextContent('已修复');
    expect(cellOf('完成时间')).toHaveTextContent('2026-11-21 16:00:00');
    await waitFor(() => expect(cellOf('处理类别')).toHaveTextContent('电气故障'));
    expect(cellOf('处理描述')).toHaveTextContent('更换轴承后试运行正常');
    for (const text of ['BRG-6205', '深沟球轴承', 'OIL-46', '液压油', '1.5', '升'])
      expect(within(cellOf('备件')).getByText(text)).toBeInTheDocument();
    // a part from stock with its catalogue's unit (docs/parts.md "Orders")
    const stock = within(cellOf('备件')).getByText('GSK-20').closest('tr')!;
    expect(within(stock).getByText('片')).toBeInTheDocument();
    expect(await within(cellOf('处理图片')).findByAltText('handle-21.png')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(cellOf('处理视频')).getByLabelText('video-22.mp4')).toHaveAttribute('src'),
    );
  });

  it('refuses a rejection without opinion, and an opinion over 100 characters', async () => {
    const post = recordPost(`${TASK}/approval`);
    render(<AuditDialog open order={handled} onClose={vi.fn()} onDone={vi.fn()} />);
    await loaded();
    await user.click(dialog().getByLabelText('驳回'));
    await submitRefused(post, '请填写审核意见');
    fireEvent.change(dialog().getByLabelText('审核意见'), { target: { value: 'a'.repeat(101) } });
    await submitRefused(post, '审核意见不能超过100个字符');
  });

  it('a result is required', async () => {
    const post = recordPost(`${TASK}/approval`);
    render(<AuditDialog open order={handled} onClose={vi.fn()} onDone={vi.fn()} />);
    await loaded();
    await submitRefused(post, '请选择审核结果');
  });

  it('posts a pass, disabled while in flight, then shows the msg and reports done', async () => {
    const post = recordPost(`${TASK}/approval`, { code: 200, msg: '审核完成' });
    const onDone = vi.fn();
    render(<AuditDialog open order={handled} onClose={vi.fn()} onDone={onDone} />);
    await loaded();
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
    await loaded();
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

  it("dispatch: the order's priority is offered and a changed one is posted, moving its due time", async () => {
    servePeople();
    const post = recordPost(`${WO}/fix/7/dispatch`, { code: 200, msg: '派单成功' });
    const order = aRow({ status: 0, statusLabel: '待派单', execBy: null, execByName: '', execTime: null });
    render(<AssignDialog open order={order} mode="dispatch" onClose={vi.fn()} onDone={vi.fn()} />);
    expect(await screen.findByText('派单', { selector: '.ant-modal-title' })).toBeInTheDocument();
    await pick('执行人', '运维员小张（zhang）');
    await pick('优先级', '紧急');
    await user.click(submitButton());
    await waitFor(() => expect(post.posted).toHaveLength(1));
    expect(post.posted[0]!.body).toEqual({ execBy: 5, priority: 1 });
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
