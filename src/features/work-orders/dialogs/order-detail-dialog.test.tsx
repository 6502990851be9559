import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { settle } from '../../../../tests/console/settle';
import { OrderDetailDialog } from './order-detail-dialog';
import {
  aDetail,
  ALL_LOGS,
  fakeObjectUrls,
  OK,
  render,
  serveDicts,
  serveFiles,
  signedInAs,
  TASK,
  WO,
} from './dialogs.fixtures';

setupMsw();

const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });
const dialog = () => within(document.querySelector<HTMLElement>('.ant-modal')!);

beforeEach(() => {
  signedInAs(3, ['system:fix:list']);
  fakeObjectUrls();
  // the handling's fix type is named by its dictionary label
  serveDicts();
});
afterEach(() => vi.restoreAllMocks());

function serveOrder(detail = aDetail(), dispatch = ALL_LOGS.filter((l) => [3, 4, 99].includes(l.logType))) {
  const asked: string[] = [];
  server.use(
    http.get(api(`${WO}/fix/7`), () => {
      asked.push('detail');
      return HttpResponse.json({ ...OK, data: detail });
    }),
    http.get(api(`${TASK}/log/distribute/list`), ({ request }) => {
      asked.push(`distribute?${new URL(request.url).searchParams.toString()}`);
      return HttpResponse.json({ ...OK, data: dispatch });
    }),
  );
  return asked;
}

describe('OrderDetailDialog (docs/requirements.md §2 repair detail)', () => {
  it('shows every listed field with 115 px labels, read-only', async () => {
    const asked = serveOrder();
    serveFiles();
    render(<OrderDetailDialog open kind="fix" taskId={7} onClose={vi.fn()} />);
    await shown('WX202611210001');
    const d = dialog();
    const expected: [string, string][] = [
      ['工单编号', 'WX202611210001'],
      ['项目名称', '上海第一水厂'],
      ['维修类别', '机械故障'],
      ['设备编码', 'PUMP-01'],
      ['设备名称', '一号送水泵'],
      ['报修来源', '人工报修'],
      ['是否计入停机', '是'],
      ['故障开始时间', '2026-11-20 08:30:00'],
      ['报修人', '主管老李'],
      ['报修内容', '泵体异响，振动偏大'],
      ['报修时间', '2026-11-20 09:00:00'],
      ['工单备注', '尽快处理'],
      ['执行人', '运维员小王'],
      ['计划执行时间', '2026-11-21 10:00:00'],
      ['验收人', '主管老李'],
      ['工单类型', '维修工单'],
      ['工单状态', '待验收'],
      ['抄送人', '观察员'],
    ];
    for (const [label, value] of expected) {
      const labelCell = d.getAllByText(label).find((el) => el.closest('.ant-descriptions-item-label'));
      expect(labelCell, label).toBeDefined();
      const row = labelCell!.closest('.ant-descriptions-item-label')!;
      expect(row).toHaveStyle({ width: '115px' });
      expect(row.nextElementSibling).toHaveTextContent(value);
    }
    // read-only: no inputs anywhere in the dialog
    expect(d.queryAllByRole('textbox')).toHaveLength(0);
    expect(d.queryAllByRole('combobox')).toHaveLength(0);
    expect(asked).toEqual(expect.arrayContaining(['detail', 'distribute?taskId=7']));
  });

  it('shows the handling, the acceptance table and the dispatch history in order', async () => {
    serveOrder();
    serveFiles();
    render(<OrderDetailDialog open kind="fix" taskId={7} onClose={vi.fn()} />);
    await shown('WX202611210001');
    const d = dialog();
    expect(d.getByText('已修复')).toBeInTheDocument();
    expect(d.getByText('更换轴承后试运行正常')).toBeInTheDocument();
    expect(d.getByText('BRG-6205')).toBeInTheDocument();
    expect(d.getByText('升')).toBeInTheDocument();
    // acceptance table: time, dispatcher, acceptor, result, description
    const acceptRow = d.getByText('2026-11-22 15:00:00').closest('tr')!;
    for (const text of ['主管老李', '验收员老周', '验收不通过', '仍有异响'])
      expect(within(acceptRow).getByText(text)).toBeInTheDocument();
    // dispatch history: dispatch, forward, acceptance dispatch with their people
    const history = await d.findByTestId('log-1');
    expect(history).toHaveTextContent('派单人：主管老李');
    expect(history).toHaveTextContent('执行人：运维员小张');
    expect(d.getByTestId('log-2')).toHaveTextContent('新执行人：运维员小王');
    expect(d.getByTestId('log-5')).toHaveTextContent('验收人：验收员老周');
    expect(screen.queryByText('暂无工单历史！')).toBeNull();
  });

  it('shows thumbnails and videos from blobs fetched with the token, the whole photo only in the preview', async () => {
    serveOrder();
    const files = serveFiles();
    render(<OrderDetailDialog open kind="fix" taskId={7} onClose={vi.fn()} />);
    const photo = await screen.findByAltText('report-11.png', undefined, { timeout: 10_000 });
    expect(photo.getAttribute('src')).toMatch(/^blob:wo-/);
    await waitFor(() => expect(dialog().getByLabelText('video-12.mp4')).toHaveAttribute('src'));
    const video = dialog().getByLabelText('video-12.mp4');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video.getAttribute('src')).toMatch(/^blob:wo-/);
    expect(await screen.findByAltText('handle-21.png')).toBeInTheDocument();
    expect(await screen.findByAltText('accept-31.png')).toBeInTheDocument();
    // the photos' thumbnails (report, handling, acceptance) and the two videos; no whole photo yet
    await waitFor(() => expect(files.asked).toHaveLength(5));
    expect([...files.asked].sort()).toEqual([
      'download/12',
      'download/22',
      'thumbnail/11',
      'thumbnail/21',
      'thumbnail/31',
    ]);
    expect(new Set(files.authorizations)).toEqual(new Set(['Bearer acc']));
    // clicking a thumbnail opens the preview, which fetches that photo whole and shows it
    const thumbnailUrl = photo.getAttribute('src');
    await userEvent.click(photo);
    await waitFor(() => expect(files.asked).toContain('download/11'));
    await waitFor(() => {
      const shownInPreview = document.querySelector('.ant-image-preview img');
      expect(shownInPreview?.getAttribute('src')).toMatch(/^blob:wo-/);
      expect(shownInPreview?.getAttribute('src')).not.toBe(thumbnailUrl);
    });
    expect(files.asked.filter((a) => a.startsWith('download/1') || a.startsWith('download/3'))).toEqual([
      'download/12',
      'download/11',
    ]);
  });

  it('warns 暂无工单历史！ when the order was never dispatched', async () => {
    serveOrder(aDetail({ status: 0, statusLabel: '待派单', acceptList: [] }), []);
    serveFiles();
    render(<OrderDetailDialog open kind="fix" taskId={7} onClose={vi.fn()} />);
    await waitFor(
      () => {
        const toasts = screen.getAllByText('暂无工单历史！');
        expect(toasts.some((el) => el.closest('.ant-message-warning'))).toBe(true);
      },
      { timeout: 10_000 },
    );
    expect(await dialog().findByText('暂无验收记录')).toBeInTheDocument();
  });

  it('asks again at each opening and shows nothing of an earlier opening meanwhile', async () => {
    const asked = serveOrder(aDetail({ remark: '第一次' }));
    serveFiles();
    const view = render(<OrderDetailDialog open kind="fix" taskId={7} onClose={vi.fn()} />);
    expect(await shown('第一次')).toBeInTheDocument();
    view.unmount();
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(api(`${WO}/fix/7`), async () => {
        asked.push('detail');
        await answered;
        return HttpResponse.json({ ...OK, data: aDetail({ remark: '第二次' }) });
      }),
    );
    render(<OrderDetailDialog open kind="fix" taskId={7} onClose={vi.fn()} />);
    await waitFor(() => expect(asked.filter((a) => a === 'detail')).toHaveLength(2));
    expect(screen.queryByText('第一次')).toBeNull();
    answer!();
    expect(await shown('第二次')).toBeInTheDocument();
  });

  it('打印 opens the order sheet in a new tab, once the order is loaded', async () => {
    serveOrder();
    serveFiles();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<OrderDetailDialog open kind="fix" taskId={7} onClose={vi.fn()} />);
    await shown('WX202611210001');
    await userEvent.click(dialog().getByText(/^打\s*印$/));
    expect(opened).toHaveBeenCalledWith('/woms/WorkOrderSheet/fix/7', '_blank');
  });

  it('asks nothing while closed and closes with its button', async () => {
    const asked = serveOrder();
    const onClose = vi.fn();
    render(
      <>
        <OrderDetailDialog open={false} kind="fix" taskId={7} onClose={onClose} />
        <OrderDetailDialog open kind="fix" taskId={null} onClose={onClose} />
      </>,
    );
    // A load would start in the render's effects; settle lets it reach msw before the check.
    await settle();
    expect(asked).toEqual([]);
    await userEvent.click(await screen.findByText(/^关\s*闭$/));
    await settle();
    expect(asked).toEqual([]);
    expect(onClose).toHaveBeenCalled();
  });

  describe('the alarm an order came from (docs/alarms.md "Orders")', () => {
    const fromAlarm = aDetail({
      sourceAlarms: [
        {
          alarmRecordId: 9,
          kind: 3,
          priority: 2,
          content: '出厂水流量计流量超限',
          raisedAt: '2026-11-20 08:20:00',
          clearedAt: '2026-11-20 08:40:00',
          releasedAt: null,
        },
      ],
    });

    it('names it with its priority and state, and opens its story on 告警记录, closing the dialog', async () => {
      signedInAs(3, ['system:fix:list', 'system:alarm:journal']);
      serveOrder(fromAlarm);
      serveFiles();
      const onClose = vi.fn();
      render(<OrderDetailDialog open kind="fix" taskId={7} onClose={onClose} />);
      const row = within(await screen.findByTestId('wo-source-alarm-9', undefined, { timeout: 10_000 }));
      expect(row.getByText('出厂水流量计流量超限')).toBeInTheDocument();
      expect(row.getByText('高')).toBeInTheDocument();
      expect(row.getByText('已恢复')).toBeInTheDocument();
      expect(row.getByText('2026-11-20 08:20:00 发生')).toBeInTheDocument();
      await userEvent.click(row.getByRole('button', { name: '在告警记录中查看告警 9' }));
      expect(onClose).toHaveBeenCalled();
      expect(await screen.findByTestId('location')).toHaveTextContent(
        '/AlarmCenter/AlarmJournal?alarmRecordId=9',
      );
    });

    it('names it without a link for a user who may not read the journal', async () => {
      serveOrder(fromAlarm);
      serveFiles();
      render(<OrderDetailDialog open kind="fix" taskId={7} onClose={vi.fn()} />);
      const row = within(await screen.findByTestId('wo-source-alarm-9', undefined, { timeout: 10_000 }));
      expect(row.getByText('出厂水流量计流量超限')).toBeInTheDocument();
      expect(row.queryByRole('button')).toBeNull();
    });
  });
});
