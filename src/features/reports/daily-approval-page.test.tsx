/**
 * 日报审批's wiring: a message link chooses its report once the list has answered; 通过 sends the version shown and the
 * opinion, then the list is asked again and the next report waiting is shown (or that none is left); 驳回 without an opinion is refused before anything is sent; a link to a report
 * no longer waiting says so. 导出 posts the factory filter, for the holders of the page's export code only.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERM } from '@contract/permissions';
import { REPORT_STATUS, type ApproveBody, type PendingReport, type RejectBody } from '@contract/report';
import { resetSecureSpace, setSecureSpace } from '@/shared/download';
import { usePermissionStore } from '@/shared/permissions/store';
import { CurrentFactoryContext } from '@/shared/ui/current-factory';
import { resetNotifier } from '@/shared/ui/notify';
import { button, modal } from '../../../tests/console/queries';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { settle } from '../../../tests/console/settle';
import { user } from '../../../tests/console/user';
import DailyApprovalPage from './daily-approval-page';
import { aDailyReport, figure, TREE } from './reports.fixtures';

setupMsw();

const PENDING: PendingReport[] = [
  {
    id: 31,
    factoryId: 12,
    factoryName: '苏州工业园能源站',
    date: '2026-11-20',
    filledBy: '值班员小王',
    submittedAt: '2026-11-20 18:02:11',
    flagged: 1,
    version: 5,
  },
  {
    id: 27,
    factoryId: 11,
    factoryName: '上海第一水厂',
    date: '2026-11-19',
    filledBy: '值班员小李',
    submittedAt: '2026-11-19 17:40:00',
    flagged: 0,
    version: 2,
  },
];

const REPORT = aDailyReport({
  status: REPORT_STATUS.SUBMITTED,
  version: 5,
  submittedAt: '2026-11-20 18:02:11',
  figures: [
    figure('electricity', 1320, { previous: 1200 }),
    figure('gas', 520, { previous: 310, flagged: true, median: 300 }),
  ],
  history: [{ action: 'submit', by: '值班员小王', at: '2026-11-20 18:02:11', opinion: '' }],
});

beforeEach(() => {
  resetNotifier();
  localStorage.setItem('access_token', 'acc');
  usePermissionStore.getState().grant([PERM.DAILY_COMPLETE], false);
});

afterEach(() => {
  resetSecureSpace();
});

function serve(search: string, pending = PENDING) {
  const lists: string[] = [];
  const decided: { action: string; body: ApproveBody | RejectBody }[] = [];
  server.use(
    http.get(api('/om/daily/pending'), ({ request }) => {
      lists.push(new URL(request.url).search);
      return HttpResponse.json({ code: 200, msg: '', data: decided.length > 0 ? pending.slice(1) : pending });
    }),
    http.get(api('/om/daily/31'), () => HttpResponse.json({ code: 200, msg: '', data: REPORT })),
    http.get(api('/om/daily/27'), () => HttpResponse.json({ code: 200, msg: '', data: NEXT })),
    http.post(api('/om/daily/31/:action'), async ({ request, params }) => {
      const action = String(params.action);
      decided.push({ action, body: (await request.json()) as ApproveBody });
      return HttpResponse.json({ code: 200, msg: action === 'approve' ? '审批通过' : '已驳回' });
    }),
  );
  renderAt(`/${search}`, [
    {
      path: '/',
      element: (
        <CurrentFactoryContext value={{ factoryId: 11, factoryName: '上海第一水厂', tree: TREE }}>
          <DailyApprovalPage />
        </CurrentFactoryContext>
      ),
    },
  ]);
  return { lists, decided };
}

const TITLE = '苏州工业园能源站 · 2026-11-20 日报';
const NEXT = aDailyReport({
  id: 27,
  factoryId: 11,
  factoryName: '上海第一水厂',
  plantKind: 'water',
  date: '2026-11-19',
  previousDate: '2026-11-18',
  status: REPORT_STATUS.SUBMITTED,
  version: 2,
});
const NEXT_TITLE = '上海第一水厂 · 2026-11-19 日报';
const submitDialog = () => button(/^提\s*交$/, modal());

describe('daily report approval page', () => {
  it('opens the linked report beside the previous one and approves it with the version shown', async () => {
    const { lists, decided } = serve('?factoryId=12&time=2026-11-20');
    expect(await screen.findByText(TITLE)).toBeInTheDocument();
    expect(lists).toEqual(['?factoryId=12']);
    expect(screen.getAllByText('上期（2026-11-19）').length).toBeGreaterThan(0);
    const gas = document.querySelector('tr.report-compare--flagged')!;
    expect(gas.textContent).toContain('用气量（m³）');
    expect(gas.textContent).toContain('偏离近7日中位数 300.0 超过30%');
    expect(gas.textContent).toContain('+210.0 (+67.7%)');

    await user.click(button(/^通\s*过$/));
    fireEvent.change(within(modal()).getByLabelText('审批意见'), { target: { value: ' 同意 ' } });
    await user.click(submitDialog());
    await waitFor(() => expect(decided).toHaveLength(1));
    expect(decided[0]).toEqual({ action: 'approve', body: { version: 5, opinion: '同意' } });
    expect(await screen.findByText('审批通过')).toBeInTheDocument();
    await waitFor(() => expect(lists).toHaveLength(2));
    // the next report waiting is shown at once, chosen in the list
    expect(await screen.findByText(NEXT_TITLE)).toBeInTheDocument();
    expect(screen.queryByText(TITLE)).toBeNull();
    const chosen = document.querySelector('.ant-table-row-selected');
    expect(chosen?.textContent).toContain('上海第一水厂');
    expect(screen.queryByTestId('approval-none-left')).toBeNull();
  });

  it('says none is left after the last report waiting is decided', async () => {
    const { decided } = serve('?factoryId=12&time=2026-11-20', PENDING.slice(0, 1));
    await screen.findByText(TITLE);
    await user.click(button(/^通\s*过$/));
    await user.click(submitDialog());
    await waitFor(() => expect(decided).toHaveLength(1));
    expect(await screen.findByTestId('approval-none-left')).toHaveTextContent(
      '已全部处理完毕，没有待审批的报表了',
    );
    expect(screen.getByText('在列表中选择一份报表进行审批')).toBeInTheDocument();
  });

  it('refuses a rejection without an opinion, then sends the opinion with the version', async () => {
    const { decided } = serve('?factoryId=12&time=2026-11-20');
    await screen.findByText(TITLE);
    await user.click(button(/^驳\s*回$/));
    await user.click(submitDialog());
    await settle();
    expect(await within(modal()).findByText('请填写驳回意见')).toBeInTheDocument();
    expect(decided).toEqual([]);

    fireEvent.change(within(modal()).getByLabelText('驳回意见'), { target: { value: '用气量偏高，请核实' } });
    await user.click(submitDialog());
    await waitFor(() => expect(decided).toHaveLength(1));
    expect(decided[0]).toEqual({ action: 'reject', body: { version: 5, opinion: '用气量偏高，请核实' } });
  });

  it('says so when the linked report is no longer waiting', async () => {
    serve('?factoryId=12&time=2026-11-18');
    expect(await screen.findByText('该报表已处理完成，不在待审批列表中')).toBeInTheDocument();
    expect(screen.getByText('在列表中选择一份报表进行审批')).toBeInTheDocument();
  });

  it("shows no 导出 without the page's export code", async () => {
    serve('?factoryId=12&time=2026-11-20');
    expect(await screen.findByText(TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('posts the factory chosen to the export through the secure space', async () => {
    usePermissionStore.getState().grant([PERM.DAILY_COMPLETE, PERM.DAILY_APPROVAL_EXPORT], false);
    URL.createObjectURL = vi.fn(() => 'blob:pending');
    URL.revokeObjectURL = vi.fn();
    setSecureSpace({ isSignedIn: () => Promise.resolve(true) });
    const exported: unknown[] = [];
    server.use(
      http.post(api('/om/daily/pending/export'), async ({ request }) => {
        exported.push(await request.json());
        return new HttpResponse('xlsx', { headers: { 'Content-Type': 'application/octet-stream' } });
      }),
    );
    serve('?factoryId=12&time=2026-11-20');
    expect(await screen.findByText(TITLE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(exported).toEqual([{ factoryId: 12 }]));
  });
});
