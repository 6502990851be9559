/**
 * 周报填报's wiring: a link with any day of a week opens that week (its Monday); the rolled-up figures are read-only
 * with the number of daily reports behind them; a submit lacking a required section is refused before anything is
 * sent, and with them it sends the sections with the week and version.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PERM } from '@contract/permissions';
import { REPORT_STATUS, type ReportMonth, type WeeklySave } from '@contract/report';
import { usePermissionStore } from '@/shared/permissions/store';
import { CurrentFactoryContext } from '@/shared/ui/current-factory';
import { resetNotifier } from '@/shared/ui/notify';
import { button } from '../../../tests/console/queries';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { settle } from '../../../tests/console/settle';
import { user } from '../../../tests/console/user';
import { aWeeklyReport, TREE } from './reports.fixtures';
import WeeklyFillingPage from './weekly-filling-page';

setupMsw();

const MONTH: ReportMonth = {
  factoryId: 12,
  plantKind: 'energy',
  periods: [
    { date: '2026-11-09', id: 40, status: REPORT_STATUS.APPROVED, flagged: 0, overdue: false },
    { date: '2026-11-16', id: null, status: null, flagged: 0, overdue: true },
  ],
};

beforeEach(() => {
  resetNotifier();
  localStorage.setItem('access_token', 'acc');
  usePermissionStore.getState().grant([PERM.WEEKLY_EDIT], false);
});

describe('weekly report filling page', () => {
  it('opens the linked week and refuses a submit without the required sections', async () => {
    const asked: string[] = [];
    const submitted: WeeklySave[] = [];
    const report = aWeeklyReport();
    server.use(
      http.get(api('/om/weekly/month'), ({ request }) => {
        asked.push(`month${new URL(request.url).search}`);
        return HttpResponse.json({ code: 200, msg: '', data: MONTH });
      }),
      http.get(api('/om/weekly/form'), ({ request }) => {
        asked.push(`form${new URL(request.url).search}`);
        return HttpResponse.json({ code: 200, msg: '', data: report });
      }),
      http.post(api('/om/weekly/submit'), async ({ request }) => {
        const body = (await request.json()) as WeeklySave;
        submitted.push(body);
        return HttpResponse.json({
          code: 200,
          msg: '提交成功',
          data: { ...report, ...body, version: 1, status: REPORT_STATUS.SUBMITTED, editable: false },
        });
      }),
    );
    renderAt('/?factoryId=12&time=2026-11-19', [
      {
        path: '/',
        element: (
          <CurrentFactoryContext value={{ factoryId: 11, factoryName: '上海第一水厂', tree: TREE }}>
            <WeeklyFillingPage />
          </CurrentFactoryContext>
        ),
      },
    ]);
    expect(await screen.findByText('苏州工业园能源站 · 2026-11-16 ~ 2026-11-22 周报')).toBeInTheDocument();
    expect(asked).toEqual(['month?factoryId=12&month=2026-11', 'form?factoryId=12&week=2026-11-16']);
    // the month's calendar and the week's form answer separately: each is awaited
    await waitFor(() =>
      expect(document.querySelector('[data-date="2026-11-16"]')?.getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByText('日报数：7')).toBeInTheDocument();
    expect(screen.getByTestId('figure-gas').textContent).toBe('2,100.0 m³');
    expect(screen.queryByLabelText('用气量', { selector: 'input' })).toBeNull();

    await user.click(button(/^提\s*交$/));
    await settle();
    expect(await screen.findByText('请填写本周工作')).toBeInTheDocument();
    expect(screen.getByText('请填写下周计划')).toBeInTheDocument();
    expect(submitted).toEqual([]);

    fireEvent.change(screen.getByLabelText('本周工作'), { target: { value: '完成冷却塔检修' } });
    fireEvent.change(screen.getByLabelText('下周计划'), { target: { value: '更换冷却塔填料' } });
    await waitFor(() => expect(screen.queryByText('请填写本周工作')).toBeNull());
    await user.click(button(/^提\s*交$/));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({
      factoryId: 12,
      week: '2026-11-16',
      version: 0,
      workDone: '完成冷却塔检修',
      problems: '',
      nextPlan: '更换冷却塔填料',
    });
    // The answer is shown: submitted, no longer editable.
    await waitFor(() => expect(screen.queryByLabelText('下周计划')).toBeNull());
    expect(screen.getByText('更换冷却塔填料')).toBeInTheDocument();
    expect(screen.getAllByText('待审批').length).toBeGreaterThan(0);
  });
});
