import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { ProcessTimeline } from './process-timeline';
import { ProcessTimelineDialog } from './process-timeline-dialog';
import { ALL_LOGS, OK, render, signedInAs, TASK } from './dialogs.fixtures';

setupMsw();

beforeEach(() => signedInAs(3, []));

const entry = (recordId: number) => screen.getByTestId(`log-${recordId}`);

describe('ProcessTimeline (docs/requirements.md §3 process log entries)', () => {
  it('renders every logType with its logObj fields in words, in the given order', async () => {
    render(<ProcessTimeline logs={ALL_LOGS} />);
    await screen.findByTestId('log-1');
    const order = screen.getAllByTestId(/^log-/).map((el) => el.getAttribute('data-log-type'));
    expect(order).toEqual(['0', '3', '99', '1', '2', '4', '5', '42']);

    // 0 the report comes first: who, when, what
    expect(entry(0)).toHaveTextContent('上报2026-11-20 08:30:00');
    expect(entry(0)).toHaveTextContent('上报人：运维员小张');
    expect(entry(0)).toHaveTextContent('上报内容：1#泵异响');

    // 3 dispatch
    expect(entry(1)).toHaveTextContent('派单');
    expect(entry(1)).toHaveTextContent('2026-11-20 09:10:00');
    expect(entry(1)).toHaveTextContent('派单人：主管老李');
    expect(entry(1)).toHaveTextContent('执行人：运维员小张');
    // 99 forward, with its optional reason
    expect(entry(2)).toHaveTextContent('转派人：运维员小张');
    expect(entry(2)).toHaveTextContent('原执行人：运维员小张');
    expect(entry(2)).toHaveTextContent('新执行人：运维员小王');
    expect(entry(2)).toHaveTextContent('转派原因：休假');
    // 1 handling: the dictionary label, not the value
    expect(entry(3)).toHaveTextContent('处理人：运维员小王');
    expect(entry(3)).toHaveTextContent('处理结果：已修复');
    expect(entry(3)).toHaveTextContent('处理描述：更换轴承');
    // 2 approval: verdict 1 named
    expect(entry(4)).toHaveTextContent('审核人：主管老李');
    expect(entry(4)).toHaveTextContent('审核结果：通过');
    expect(entry(4)).toHaveTextContent('审核意见：同意');
    // 4 acceptance dispatch
    expect(entry(5)).toHaveTextContent('验收派发人：主管老李');
    expect(entry(5)).toHaveTextContent('验收人：验收员老周');
    // 5 acceptance: verdict 2 named
    expect(entry(6)).toHaveTextContent('验收派发人：主管老李');
    expect(entry(6)).toHaveTextContent('验收人：验收员老周');
    expect(entry(6)).toHaveTextContent('验收结果：验收不通过');
    expect(entry(6)).toHaveTextContent('验收描述：仍有异响');
    // unknown type: title and time only
    expect(entry(7)).toHaveTextContent('归档2026-11-23 08:00:00');
    expect(entry(7)).not.toHaveTextContent('x');
  });

  it('names a log without title by its type, shows - for a missing field and leaves out a missing reason', async () => {
    render(
      <ProcessTimeline
        logs={[
          {
            recordId: 9,
            taskId: 7,
            logType: 99,
            title: '',
            createTime: '2026-11-20 10:00:00',
            logObj: { forwardBy: '甲', originExecBy: '甲', newExecBy: '乙' },
          },
          {
            recordId: 10,
            taskId: 7,
            logType: 1,
            title: '',
            createTime: '2026-11-21 10:00:00',
            logObj: { execByName: '乙', handleResult: '3', handleDesc: null },
          },
        ]}
      />,
    );
    expect(await screen.findByTestId('log-9')).toHaveTextContent('转派2026-11-20');
    expect(entry(9)).not.toHaveTextContent('转派原因');
    expect(entry(10)).toHaveTextContent('处理结果：3');
    expect(entry(10)).toHaveTextContent('处理描述：-');
  });

  it('shows an empty state without logs', async () => {
    render(<ProcessTimeline logs={[]} />);
    expect(await screen.findByText('暂无流程记录')).toBeInTheDocument();
  });
});

describe('ProcessTimelineDialog', () => {
  it('loads task/log/list of the order and closes', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api(`${TASK}/log/list`), ({ request }) => {
        asked.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json({ ...OK, data: ALL_LOGS });
      }),
    );
    const onClose = vi.fn();
    render(<ProcessTimelineDialog open taskId={7} onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('流程时间轴')).toBeInTheDocument();
    expect(await dialog.findByTestId('log-6', undefined, { timeout: 10_000 })).toHaveTextContent('仍有异响');
    // the timeline starts at the report, not at the dispatch
    expect(dialog.getAllByTestId(/^log-/)[0]).toHaveTextContent('上报人：运维员小张');
    expect(asked).toEqual(['taskId=7']);
    await userEvent.click(dialog.getByRole('button', { name: /关\s*闭/ }));
    expect(onClose).toHaveBeenCalled();
  });
});
