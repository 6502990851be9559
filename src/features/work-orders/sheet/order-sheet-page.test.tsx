import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaskLog, WoDetail } from '@contract/work-order';
import { api, server, setupMsw } from '../../../../tests/console/server';
import {
  aDetail,
  ALL_LOGS,
  aStockPart,
  CHECK_ITEMS,
  fakeObjectUrls,
  OK,
  render,
  serveDicts,
  serveFiles,
  signedInAs,
  TASK,
  WO,
} from '../dialogs/dialogs.fixtures';
import { OrderSheetPage } from './order-sheet-page';

setupMsw();

const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });
const section = (testId: string) => within(screen.getByTestId(testId));
/** The value cell beside a label of a Descriptions block inside `scope`. */
const cellIn = (scope: ReturnType<typeof section>, label: string) =>
  scope
    .getAllByText(label)
    .find((el) => el.closest('.ant-descriptions-item-label'))!
    .closest('th')!.nextElementSibling as HTMLElement;

beforeEach(() => {
  // the sheet's 打印时间 is the browser's now, in China time as the console shows every time
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T10:15:00+08:00'));
  signedInAs(3, ['system:fix:list', 'system:inspect:list']);
  fakeObjectUrls();
  serveFiles();
  serveDicts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function serve(kind: string, detail: WoDetail, logs: TaskLog[]) {
  const asked: string[] = [];
  server.use(
    http.get(api(`${WO}/${kind}/7`), () => {
      asked.push('detail');
      return HttpResponse.json({ ...OK, data: detail });
    }),
    http.get(api(`${TASK}/log/list`), ({ request }) => {
      asked.push(`log/list?${new URL(request.url).searchParams.toString()}`);
      return HttpResponse.json({ ...OK, data: logs });
    }),
  );
  return asked;
}

describe('OrderSheetPage (docs/work-order-lifecycle.md "Order sheet")', () => {
  it('shows every section with the order: header, fields, report photos, handling, history, acceptance, signatures', async () => {
    const order = aDetail({
      partsList: [...aDetail().partsList, aStockPart()],
      sourceAlarms: [
        {
          alarmRecordId: 9,
          kind: 1,
          priority: 1,
          content: '1#送水泵 出口压力 超上限',
          raisedAt: '2026-11-20 08:29:00',
          clearedAt: null,
          releasedAt: null,
        },
      ],
    });
    const asked = serve('fix', order, ALL_LOGS);
    render(<OrderSheetPage kind="fix" taskId={7} />);
    await shown('维修工单 WX202611210001');
    // through the detail's own calls: the order and its whole process log
    expect(asked).toEqual(['detail', 'log/list?taskId=7']);

    // header: the plant, the kind and number, when it was printed
    const sheet = within(screen.getByTestId('order-sheet'));
    expect(sheet.getByRole('heading', { level: 1 })).toHaveTextContent('上海第一水厂');
    expect(sheet.getByText('打印时间：2026-11-29 10:15:00')).toBeInTheDocument();

    // the order's fields: status, priority, due time, device, report, source alarm
    const info = section('sheet-info');
    expect(cellIn(info, '工单状态')).toHaveTextContent('待验收');
    expect(cellIn(info, '优先级')).toHaveTextContent('中');
    expect(cellIn(info, '设备名称')).toHaveTextContent('一号送水泵');
    expect(cellIn(info, '报修人')).toHaveTextContent('主管老李');
    expect(cellIn(info, '报修时间')).toHaveTextContent('2026-11-20 09:00:00');
    expect(cellIn(info, '报修内容')).toHaveTextContent('泵体异响，振动偏大');
    expect(cellIn(info, '来源告警')).toHaveTextContent('1#送水泵 出口压力 超上限');
    // read-only: the alarm's story is no link on paper
    expect(info.queryByText('告警记录')).toBeNull();

    // the report's photos as thumbnails, its video by name (paper plays none)
    const media = section('sheet-media');
    expect(await media.findByAltText('report-11.png')).toHaveAttribute('width', '160');
    expect(media.getByText('视频：video-12.mp4')).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();

    // the handling in full, with the parts' quantities and units
    const handling = section('sheet-handling');
    expect(cellIn(handling, '执行人')).toHaveTextContent('运维员小王');
    expect(cellIn(handling, '处理结果')).toHaveTextContent('已修复');
    expect(cellIn(handling, '完成时间')).toHaveTextContent('2026-11-21 16:00:00');
    await waitFor(() => expect(cellIn(handling, '处理类别')).toHaveTextContent('机械故障'));
    expect(cellIn(handling, '处理描述')).toHaveTextContent('更换轴承后试运行正常');
    const parts = within(cellIn(handling, '备件'));
    const partRow = (code: string) => within(parts.getByText(code).closest('tr')!);
    for (const text of ['液压油', '1.5', '升']) expect(partRow('OIL-46').getByText(text)).toBeInTheDocument();
    for (const text of ['法兰垫片', '4', '片']) expect(partRow('GSK-20').getByText(text)).toBeInTheDocument();
    expect(await within(cellIn(handling, '处理图片')).findByAltText('handle-21.png')).toBeInTheDocument();
    expect(cellIn(handling, '处理视频')).toHaveTextContent('视频：video-22.mp4');

    // the process history: one row per log, who acted, what, and the rest as the opinion
    const history = screen.getByTestId('sheet-history');
    const rows = history.querySelectorAll('tbody tr[data-row-key]');
    expect([...rows].map((r) => r.getAttribute('data-row-key'))).toEqual(
      ALL_LOGS.map((l) => String(l.recordId)),
    );
    const logRow = (id: number) => within(history.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!);
    expect(logRow(0).getByText('2026-11-20 08:30:00')).toBeInTheDocument();
    expect(logRow(0).getByText('运维员小张')).toBeInTheDocument();
    expect(logRow(0).getByText('上报内容：1#泵异响')).toBeInTheDocument();
    expect(logRow(4).getByText('审核')).toBeInTheDocument();
    expect(logRow(4).getByText('主管老李')).toBeInTheDocument();
    expect(logRow(4).getByText('审核意见：同意')).toBeInTheDocument();
    expect(logRow(6).getByText('验收员老周')).toBeInTheDocument();
    expect(logRow(6).getByText('验收结果：验收不通过')).toBeInTheDocument();
    expect(logRow(2).getByText('转派原因：休假')).toBeInTheDocument();
    // a log type this console does not know keeps its title and time
    expect(logRow(7).getByText('归档')).toBeInTheDocument();

    // the acceptance records, with no action on paper
    const accepts = section('sheet-accepts');
    const record = within(accepts.getByText('仍有异响').closest('tr')!);
    for (const text of ['2026-11-22 15:00:00', '验收员老周', '验收不通过'])
      expect(record.getByText(text)).toBeInTheDocument();
    expect(accepts.queryByText('删除')).toBeNull();

    // lines to sign for the executor and the acceptor, each with a date
    const sign = section('sheet-sign');
    expect(sign.getByText('执行人签字（运维员小王）')).toBeInTheDocument();
    expect(sign.getByText('验收人签字（主管老李）')).toBeInTheDocument();
    expect(sign.getAllByText('日期')).toHaveLength(2);
  });

  it('an inspection shows its check items with their results and remarks', async () => {
    serve('inspect', aDetail({ kind: 'inspect', taskNo: 'XJ202611220001', items: CHECK_ITEMS }), ALL_LOGS);
    render(<OrderSheetPage kind="inspect" taskId={7} />);
    await shown('巡检工单 XJ202611220001');
    const items = within(cellIn(section('sheet-handling'), '巡检项'));
    const row = (name: string) => within(items.getByText(name).closest('tr')!);
    for (const text of ['≥30%', '正常', '液位45%'])
      expect(row('药液液位').getByText(text)).toBeInTheDocument();
    for (const text of ['异常', '出口接头渗漏', 'WX202611230001'])
      expect(row('管路泄漏').getByText(text)).toBeInTheDocument();
    // no button on paper: an abnormal item offers no raise here
    expect(screen.queryByText('生成维修工单')).toBeNull();
  });

  it('says so of every empty section', async () => {
    const bare = aDetail({
      status: 1,
      statusLabel: '处理中',
      handleResult: '',
      handleResultLabel: '',
      handleFinishTime: null,
      attachmentList: [],
      videoAttachmentList: [],
      partsList: [],
      acceptList: [],
      acceptByName: '',
    });
    serve('fix', bare, []);
    render(<OrderSheetPage kind="fix" taskId={7} />);
    await shown('维修工单 WX202611210001');
    expect(section('sheet-media').getByText('无')).toBeInTheDocument();
    expect(section('sheet-handling').getByText('尚未处理')).toBeInTheDocument();
    expect(section('sheet-history').getByText('暂无处理记录')).toBeInTheDocument();
    expect(section('sheet-accepts').getByText('暂无验收记录')).toBeInTheDocument();
    // an acceptor not yet named: the line is there to sign all the same
    expect(section('sheet-sign').getByText('验收人签字')).toBeInTheDocument();
  });

  it('renders user text as text', async () => {
    const payload = '<img src=x onerror="window.hacked=1">';
    serve('fix', aDetail({ reportContent: payload, handleDesc: `<b>${payload}</b>` }), [
      { ...ALL_LOGS[0]!, logObj: { reportByName: '<i>某人</i>', reportContent: payload } },
    ]);
    render(<OrderSheetPage kind="fix" taskId={7} />);
    await shown('维修工单 WX202611210001');
    expect(cellIn(section('sheet-info'), '报修内容')).toHaveTextContent(payload);
    expect(cellIn(section('sheet-handling'), '处理描述')).toHaveTextContent(`<b>${payload}</b>`);
    expect(section('sheet-history').getByText('<i>某人</i>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"], b, i')).toBeNull();
  });

  it('a refused order leaves only its message; 打印 prints the sheet once loaded', async () => {
    server.use(
      http.get(api(`${WO}/fix/8`), () =>
        HttpResponse.json({ code: 404, msg: '工单不存在' }, { status: 404 }),
      ),
      http.get(api(`${TASK}/log/list`), () =>
        HttpResponse.json({ code: 404, msg: '工单不存在' }, { status: 404 }),
      ),
    );
    const view = render(<OrderSheetPage kind="fix" taskId={8} />);
    expect(await shown('工单不存在或无权查看')).toBeInTheDocument();
    expect(screen.queryByTestId('order-sheet')).toBeNull();
    expect(screen.getByText(/^打\s*印$/).closest('button')).toBeDisabled();
    view.unmount();

    serve('fix', aDetail(), ALL_LOGS);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<OrderSheetPage kind="fix" taskId={7} />);
    await shown('维修工单 WX202611210001');
    await userEvent.click(screen.getByText(/^打\s*印$/));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
