import { fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { AcceptanceDialog } from './acceptance-dialog';
import {
  aDetail,
  aFile,
  ALL_LOGS,
  aStockPart,
  CHECK_ITEMS,
  fakeObjectUrls,
  fileInput,
  OK,
  recordPost,
  render,
  serveDicts,
  serveFiles,
  serveUploads,
  signedInAs,
  TASK,
  WO,
} from './dialogs.fixtures';
import { dialog, shown, submitButton, submitRefused, user } from './dialog-queries.fixtures';

setupMsw();

const modals = () => [...document.querySelectorAll<HTMLElement>('.ant-modal')];
const choose = async (label: string) =>
  user.click(await dialog().findByLabelText(label, undefined, { timeout: 10_000 }));
const ACCEPTOR = 6;

beforeEach(() => {
  fakeObjectUrls();
  serveFiles();
  serveDicts();
});
afterEach(() => vi.restoreAllMocks());

function serveOrder(detail = aDetail({ acceptBy: ACCEPTOR, acceptByName: '验收员老周' })) {
  server.use(http.get(api(`${WO}/fix/7`), () => HttpResponse.json({ ...OK, data: detail })));
}

function open() {
  const onDone = vi.fn();
  const onClose = vi.fn();
  render(<AcceptanceDialog open kind="fix" taskId={7} onClose={onClose} onDone={onDone} />);
  return { onDone, onClose };
}

describe('AcceptanceDialog (验收工单, 970 px)', () => {
  it('shows task info, handling feedback and the acceptance review; no form for someone else', async () => {
    signedInAs(2, ['system:fix:handle']);
    serveOrder();
    open();
    await shown('WX202611210001');
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '970px' });
    const d = dialog();
    expect(d.getByText('验收工单')).toBeInTheDocument();
    for (const section of ['任务信息', '处理反馈', '验收审核'])
      expect(d.getByText(section)).toBeInTheDocument();
    // task information: the docs/requirements.md §2 fields
    // 机械故障 twice: the report's repair category and the handling's fix type
    await waitFor(() => expect(d.getAllByText('机械故障')).toHaveLength(2));
    for (const value of [
      '上海第一水厂',
      'PUMP-01',
      '一号送水泵',
      '人工报修',
      '泵体异响，振动偏大',
      '尽快处理',
      '2026-11-21 10:00:00',
    ])
      expect(d.getByText(value)).toBeInTheDocument();
    // handling feedback: result label, finish time, description, parts, photos and videos
    const handle = (label: string) =>
      d
        .getAllByText(label)
        .find((el) => el.closest('.ant-descriptions-item-label'))!
        .closest('th')!.nextElementSibling!;
    expect(handle('处理结果')).toHaveTextContent('已修复');
    expect(handle('完成时间')).toHaveTextContent('2026-11-21 16:00:00');
    expect(handle('处理描述')).toHaveTextContent('更换轴承后试运行正常');
    expect(handle('处理类别')).toHaveTextContent('机械故障');
    // the report's own photos and videos
    expect(await d.findByAltText('report-11.png')).toBeInTheDocument();
    const parts = handle('备件');
    for (const text of [
      'BRG-6205',
      '深沟球轴承',
      '6205-2RS',
      '2',
      '机械设备',
      'OIL-46',
      '液压油',
      '1.5',
      '耗材（按单位计量）',
      '升',
    ])
      expect(within(parts as HTMLElement).getByText(text)).toBeInTheDocument();
    expect(
      await within(handle('处理图片') as HTMLElement).findByAltText('handle-21.png'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(handle('处理视频') as HTMLElement).getByLabelText('video-22.mp4')).toHaveAttribute('src'),
    );
    // acceptance review: the earlier rejection
    const row = d.getByText('仍有异响').closest('tr')!;
    for (const text of ['2026-11-22 15:00:00', '主管老李', '验收员老周', '验收不通过'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    // not the acceptor: nothing to submit
    expect(d.queryByText(/^提\s*交$/)).toBeNull();
    expect(d.queryByText('验收描述', { selector: 'label' })).toBeNull();
  });

  it('shows the handling of an inspection in full: its check items with results and remarks, parts with units', async () => {
    signedInAs(ACCEPTOR, ['base:task:accept:accept']);
    const detail = aDetail({
      kind: 'inspect',
      taskNo: 'XJ202611220001',
      items: CHECK_ITEMS,
      partsList: [aStockPart()],
      handleFixType: '',
    });
    server.use(http.get(api(`${WO}/inspect/7`), () => HttpResponse.json({ ...OK, data: detail })));
    render(<AcceptanceDialog open kind="inspect" taskId={7} onClose={vi.fn()} onDone={vi.fn()} />);
    await shown('XJ202611220001');
    const cell = (label: string) =>
      dialog()
        .getAllByText(label)
        .find((el) => el.closest('.ant-descriptions-item-label'))!
        .closest('th')!.nextElementSibling as HTMLElement;
    const rowOf = (name: string) => within(cell('巡检项')).getByText(name).closest('tr')!;
    for (const text of ['≥30%', '正常', '液位45%'])
      expect(within(rowOf('药液液位')).getByText(text)).toBeInTheDocument();
    for (const text of ['无泄漏', '异常', '出口接头渗漏', 'WX202611230001'])
      expect(within(rowOf('管路泄漏')).getByText(text)).toBeInTheDocument();
    // an item not checked says so, and the acceptance offers no raise (only the detail does)
    expect(within(rowOf('计量泵冲程')).getAllByText('-').length).toBeGreaterThan(0);
    expect(dialog().queryByText('生成维修工单')).toBeNull();
    // a part from stock: the catalogue's unit beside its quantity; an inspection names no fix type
    const part = within(cell('备件')).getByText('GSK-20').closest('tr')!;
    for (const text of ['法兰垫片', 'DN20', '4', '片'])
      expect(within(part).getByText(text)).toBeInTheDocument();
    expect(dialog().queryByText('处理类别')).toBeNull();
  });

  it('opens the process timeline with every log type', async () => {
    signedInAs(2, ['system:fix:handle']);
    serveOrder();
    server.use(http.get(api(`${TASK}/log/list`), () => HttpResponse.json({ ...OK, data: ALL_LOGS })));
    open();
    await shown('WX202611210001');
    await user.click(dialog().getByText('流程时间轴').closest('button')!);
    await waitFor(() => expect(modals()).toHaveLength(2));
    const timeline = within(modals()[1]!);
    expect(timeline.getByText('流程时间轴', { selector: '.ant-modal-title' })).toBeInTheDocument();
    for (const id of [0, 1, 2, 3, 4, 5, 6, 7])
      expect(await timeline.findByTestId(`log-${id}`)).toBeInTheDocument();
    expect(timeline.getByTestId('log-4')).toHaveTextContent('审核结果：通过');
  });

  it('the acceptor: a rejection needs a description of at most 100 characters; nothing posted while invalid', async () => {
    signedInAs(ACCEPTOR, ['base:task:accept:accept']);
    serveOrder();
    const post = recordPost(`${WO}/fix/7/accept`);
    open();
    await choose('验收不通过');
    await submitRefused(post, '请填写验收描述');
    fireEvent.change(dialog().getByLabelText('验收描述'), { target: { value: '很'.repeat(101) } });
    await submitRefused(post, '验收描述不能超过100个字符');
  });

  it('the acceptor rejects with a description and a photo: the body, busy while in flight, msg, onDone', async () => {
    signedInAs(ACCEPTOR, ['base:task:accept:accept']);
    serveOrder();
    const uploads = serveUploads(90);
    const post = recordPost(`${WO}/fix/7/accept`, { code: 200, msg: '验收完成' });
    const { onDone } = open();
    await choose('验收不通过');
    fireEvent.change(dialog().getByLabelText('验收描述'), { target: { value: '  仍有渗漏  ' } });
    await user.upload(fileInput(modals()[0]!), aFile('leak.png'));
    await waitFor(() => expect(uploads).toEqual(['leak.png']));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    post.hold();
    await user.click(submitButton());
    await waitFor(() => expect(post.posted).toHaveLength(1));
    // the request is held: the submit is off while it is in flight
    await waitFor(() => expect(submitButton()).toBeDisabled());
    post.release();
    expect(await shown('验收完成')).toBeInTheDocument();
    expect(post.posted[0]!.body).toEqual({ acceptResult: 2, acceptDesc: '仍有渗漏', attachmentIds: [90] });
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('a pass needs no description', async () => {
    signedInAs(ACCEPTOR, ['base:task:accept:accept']);
    serveOrder();
    const post = recordPost(`${WO}/fix/7/accept`);
    const { onDone } = open();
    await choose('验收通过');
    await user.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(post.posted[0]!.body).toEqual({ acceptResult: 1, acceptDesc: '' });
  });

  it('a result must be chosen', async () => {
    signedInAs(ACCEPTOR, ['base:task:accept:accept']);
    serveOrder();
    const post = recordPost(`${WO}/fix/7/accept`);
    open();
    await dialog().findByLabelText('验收通过', undefined, { timeout: 10_000 });
    await submitRefused(post, '请选择验收结果');
  });

  it('a refusal keeps the dialog open with the server msg', async () => {
    signedInAs(ACCEPTOR, ['base:task:accept:accept']);
    serveOrder();
    // a business refusal: HTTP 200 with code 500 (docs/architecture.md §3 "Errors")
    recordPost(`${WO}/fix/7/accept`, { code: 500, msg: '只有指定的验收人可以验收该工单' });
    const { onDone } = open();
    await choose('验收通过');
    await user.click(submitButton());
    expect(await shown('只有指定的验收人可以验收该工单')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(submitButton()).toBeEnabled();
  });
});
