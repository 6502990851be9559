import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WoDevice } from '@contract/work-order';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { ReportDialog } from './report-dialog';
import {
  aFile,
  fakeObjectUrls,
  fileInput,
  MANAGERS,
  OK,
  recordPost,
  render,
  serveDicts,
  serveUploads,
  signedInAs,
  STAFF,
  TASK,
  WO,
} from './dialogs.fixtures';
import {
  shown,
  dialog,
  submitButton,
  control,
  pick,
  type,
  submitRefused,
  user,
} from './dialog-queries.fixtures';

setupMsw();

const DEVICES: WoDevice[] = [
  { deviceId: 3, factoryId: 11, deviceShowCode: 'PUMP-01', deviceName: '一号送水泵' },
  { deviceId: 4, factoryId: 11, deviceShowCode: 'FAN-02', deviceName: '二号风机' },
];

let asked: string[];
beforeEach(() => {
  signedInAs(3, ['system:fix:handle']);
  fakeObjectUrls();
  serveDicts();
  asked = [];
  server.use(
    http.get(api(`${WO}/devices`), ({ request }) => {
      asked.push(`devices?${new URL(request.url).searchParams.toString()}`);
      return HttpResponse.json({ ...OK, data: DEVICES });
    }),
    http.get(api(`${TASK}/common/listAll`), ({ request }) => {
      asked.push(`all?${new URL(request.url).searchParams.toString()}`);
      return HttpResponse.json({ ...OK, data: [...STAFF, ...MANAGERS] });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

/** A date typed whole and confirmed with Enter, as a user may: one change instead of 19 keystrokes. */
function typeDate(label: string, value: string) {
  const input = control(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

function open(kind: 'fix' | 'inspect' = 'fix') {
  const onDone = vi.fn();
  render(<ReportDialog open kind={kind} factoryId={11} onClose={vi.fn()} onDone={onDone} />);
  return { onDone };
}

describe('ReportDialog', () => {
  it('a repair needs a device and a report content; content and remark at most 100 characters', async () => {
    const post = recordPost(`${WO}/fix`);
    open();
    expect(await screen.findByText('新增维修工单', { selector: '.ant-modal-title' })).toBeInTheDocument();
    await submitRefused(post, '请选择设备', '请填写报修内容');
    type('报修内容', '响'.repeat(101));
    // the field counts its characters against its limit, as 备注 does
    expect(dialog().getByText('101 / 100')).toBeInTheDocument();
    type('工单备注', '备'.repeat(101));
    await submitRefused(post, '报修内容不能超过100个字符', '工单备注不能超过100个字符');
    expect(asked).toEqual(expect.arrayContaining(['devices?factoryId=11', 'all?factoryId=11']));
  });

  it('posts every field of a repair report with docs/requirements.md §5 date values; busy while in flight', async () => {
    const post = recordPost(`${WO}/fix`, { ...OK, data: { taskId: 99, taskNo: 'WX202611210009' } });
    const uploads = serveUploads(60);
    const { onDone } = open();
    await pick('设备', 'PUMP-01 一号送水泵');
    await pick('维修类别', '电气故障');
    await pick('报修来源', '人工报修');
    await pick('是否计入停机', '是');
    typeDate('故障开始时间', '2026-11-20 08:30:00');
    typeDate('计划执行时间', '2026-11-21 10:00:00');
    type('报修内容', ' 泵体异响 ');
    type('工单备注', '尽快');
    await pick('抄送人', '运维员小张（zhang）');
    await pick('抄送人', '验收员老周（zhou）');
    await userEvent
      .setup({ applyAccept: false, delay: null })
      .upload(fileInput(document.querySelector<HTMLElement>('.ant-modal')!), aFile('pump.png'));
    await waitFor(() => expect(uploads).toEqual(['pump.png']));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    post.hold();
    await user.click(submitButton());
    await waitFor(() => expect(post.posted).toHaveLength(1));
    // the request is held: the submit is off while it is in flight
    await waitFor(() => expect(submitButton()).toBeDisabled());
    post.release();
    expect(await shown('新增成功：WX202611210009')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith({ taskId: 99, taskNo: 'WX202611210009' });
    expect(post.posted[0]!.body).toEqual({
      factoryId: 11,
      deviceId: 3,
      reportContent: '泵体异响',
      remark: '尽快',
      fixType: '2',
      reportSource: '2',
      isStatistics: 1,
      fixStartTime: '2026-11-20 08:30:00',
      execTime: '2026-11-21 10:00:00',
      attachmentIds: [60],
      copyTo: [5, 6],
      // the form's default, 中 (docs/work-order-lifecycle.md "Priority and due time")
      priority: 3,
    });
  });

  it('an inspection plans its check items: at least one, each named within 20 characters', async () => {
    const post = recordPost(`${WO}/inspect`, { ...OK, data: { taskId: 100, taskNo: 'XJ202611210001' } });
    const { onDone } = open('inspect');
    expect(await screen.findByText('新增巡检工单', { selector: '.ant-modal-title' })).toBeInTheDocument();
    // a plan has no report category, source, downtime or fault time
    for (const label of ['维修类别', '报修来源', '是否计入停机', '故障开始时间'])
      expect(dialog().queryByText(label)).toBeNull();
    await pick('设备', 'FAN-02 二号风机');
    await pick('优先级', '低');
    type('巡检内容', '月度巡检');
    await submitRefused(post, '请填写巡检项名称');
    type('巡检项名称 1', '名'.repeat(21));
    expect(await shown('巡检项名称不能超过20个字符')).toBeInTheDocument();
    await user.click(dialog().getByLabelText('删除 1'));
    await submitRefused(post, '请至少添加一个巡检项');
    await user.click(dialog().getByText('添加巡检项'));
    type('巡检项名称 1', '轴承温度');
    type('检查标准 1', '≤70℃');
    await user.click(dialog().getByText('添加巡检项'));
    type('巡检项名称 2', '振动');
    await user.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(post.posted[0]!.body).toEqual({
      factoryId: 11,
      deviceId: 4,
      reportContent: '月度巡检',
      items: [{ itemName: '轴承温度', standard: '≤70℃' }, { itemName: '振动' }],
      priority: 4,
    });
  });
});
