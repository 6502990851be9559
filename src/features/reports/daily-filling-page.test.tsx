/**
 * 日报填报's wiring: a message link opens its factory and day; a save sends the typed figures with the version the
 * report was loaded at and the next save the version of the answer; a 400 naming a figure is shown at that figure;
 * a submit with a figure left empty is refused before anything is sent.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PERM } from '@contract/permissions';
import { REPORT_STATUS, type DailyReport, type DailySave, type ReportMonth } from '@contract/report';
import { usePermissionStore } from '@/shared/permissions/store';
import { CurrentFactoryContext } from '@/shared/ui/current-factory';
import { resetNotifier } from '@/shared/ui/notify';
import { button } from '../../../tests/console/queries';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { settle } from '../../../tests/console/settle';
import { user } from '../../../tests/console/user';
import DailyFillingPage from './daily-filling-page';
import { aDailyReport, TREE } from './reports.fixtures';

setupMsw();

const MONTH: ReportMonth = {
  factoryId: 12,
  plantKind: 'energy',
  periods: [
    { date: '2026-11-19', id: 30, status: REPORT_STATUS.APPROVED, flagged: 0, overdue: false },
    { date: '2026-11-20', id: 31, status: REPORT_STATUS.DRAFT, flagged: 1, overdue: true },
  ],
};

beforeEach(() => {
  resetNotifier();
  localStorage.setItem('access_token', 'acc');
  usePermissionStore.getState().grant([PERM.DAILY_IMPORT], false);
});

type Answer = (body: DailySave) => Response;

function serve(report: DailyReport, answer: Answer = (body) => ok({ ...report, version: body.version + 1 })) {
  const asked: string[] = [];
  const saved: DailySave[] = [];
  const submitted: DailySave[] = [];
  server.use(
    http.get(api('/om/daily/month'), ({ request }) => {
      asked.push(`month?${new URL(request.url).searchParams.toString()}`);
      return HttpResponse.json({ code: 200, msg: '', data: MONTH });
    }),
    http.get(api('/om/daily/form'), ({ request }) => {
      asked.push(`form?${new URL(request.url).searchParams.toString()}`);
      return HttpResponse.json({ code: 200, msg: '', data: report });
    }),
    http.put(api('/om/daily/form'), async ({ request }) => {
      const body = (await request.json()) as DailySave;
      saved.push(body);
      return answer(body);
    }),
    http.post(api('/om/daily/submit'), async ({ request }) => {
      submitted.push((await request.json()) as DailySave);
      return ok(report);
    }),
  );
  renderAt('/?factoryId=12&time=2026-11-20&projectName=x&factoryType=2', [
    {
      path: '/',
      element: (
        <CurrentFactoryContext value={{ factoryId: 11, factoryName: '上海第一水厂', tree: TREE }}>
          <DailyFillingPage />
        </CurrentFactoryContext>
      ),
    },
  ]);
  return { asked, saved, submitted };
}

const ok = (data: DailyReport) => HttpResponse.json({ code: 200, msg: '保存成功', data });
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('daily report filling page', () => {
  it('opens the linked factory and day, saves the typed figures, then saves with the version answered', async () => {
    const { asked, saved } = serve(aDailyReport());
    expect(await screen.findByText('苏州工业园能源站 · 2026-11-20 日报')).toBeInTheDocument();
    expect(asked).toEqual(['month?factoryId=12&month=2026-11', 'form?factoryId=12&date=2026-11-20']);
    // the month's calendar and the day's form answer separately: each is awaited
    const day = await waitFor(() => {
      const cell = document.querySelector('[data-date="2026-11-20"]');
      expect(cell).not.toBeNull();
      return cell!;
    });
    expect(day.getAttribute('aria-label')).toBe('2026-11-20 草稿 逾期');
    expect(day.querySelector('[aria-label="1 项指标异常"]')).not.toBeNull();

    fireEvent.change(await waitFor(() => input('用电量')), { target: { value: '1300' } });
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: ' 夜班更换滤芯 ' } });
    await user.click(button(/保存草稿/));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      factoryId: 12,
      date: '2026-11-20',
      version: 3,
      remark: '夜班更换滤芯',
      figures: { electricity: 1300, gas: 300, alarmsRaised: 4 },
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();

    await user.click(button(/保存草稿/));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.version).toBe(4);
  });

  it('keeps the typing as a draft until the save answers, then drops it (docs/drafts.md)', async () => {
    localStorage.setItem('username', 'operator');
    const { saved } = serve(aDailyReport());
    const remark = await waitFor(() => screen.getByLabelText('备注'));
    await user.type(remark, '夜班');
    const draftKey = 'woms.draft.operator.daily-report:12:2026-11-20';
    await waitFor(() => expect(localStorage.getItem(draftKey)).toContain('夜班'));
    await user.click(button(/保存草稿/));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem(draftKey)).toBeNull());
  });

  it('shows a stale save figure by figure instead of losing the typing, and saves the merge at the stored version', async () => {
    const loaded = aDailyReport();
    // meanwhile another filler saved: 用气量 only they changed, 用电量 both changed
    const stored = aDailyReport({
      version: 4,
      figures: loaded.figures.map((f) =>
        f.key === 'gas' ? { ...f, value: 350 } : f.key === 'electricity' ? { ...f, value: 1250 } : f,
      ),
    });
    const msg = '已被 值班员小李 于 2026-11-20 18:02:11 修改，请核对后再保存';
    const { saved } = serve(loaded, (body) =>
      body.version === stored.version
        ? ok({ ...stored, version: 5 })
        : HttpResponse.json(
            {
              code: 409,
              msg,
              data: {
                updateBy: '值班员小李',
                updateTime: '2026-11-20 18:02:11',
                version: 4,
                current: stored,
              },
            },
            { status: 409 },
          ),
    );
    fireEvent.change(await waitFor(() => input('用电量')), { target: { value: '1300' } });
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: '夜班更换滤芯' } });
    await user.click(button(/保存草稿/));
    const view = await screen.findByTestId('edit-conflict');
    expect(view).toHaveTextContent(msg);
    expect(screen.getAllByText(msg)).toHaveLength(1);
    expect(view).toHaveTextContent('用气量：350');
    expect(input('用气量').value).toBe('350.0');
    expect(input('用电量').value).toBe('1300.0');
    expect(screen.getByLabelText('备注')).toHaveValue('夜班更换滤芯');
    const row = screen.getByRole('row', { name: /用电量/ });
    expect(row).toHaveTextContent('1250');
    expect(row).toHaveTextContent('1300');

    await user.click(button(/合并后保存/));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatchObject({
      version: 4,
      remark: '夜班更换滤芯',
      figures: { electricity: 1300, gas: 350 },
    });
  });

  it('shows a 400 naming a figure at that figure', async () => {
    const msg = 'body/figures/gas must be <= 9999999';
    const { saved } = serve(aDailyReport(), () => HttpResponse.json({ code: 400, msg }, { status: 400 }));
    await screen.findByText('苏州工业园能源站 · 2026-11-20 日报');
    await user.click(await waitFor(() => button(/保存草稿/)));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await screen.findByText(msg)).toBeInTheDocument();
    await waitFor(() => {
      const gasItem = input('用气量').closest('.ant-form-item')!;
      expect(gasItem.querySelector('.ant-form-item-explain-error')?.textContent).toBe('must be <= 9999999');
    });
  });

  it('shows the reject opinion and refuses a submit with a figure left empty', async () => {
    const rejected = aDailyReport({ status: REPORT_STATUS.REJECTED, opinion: '用气量偏高，请核实' });
    const { submitted } = serve(rejected);
    expect(await screen.findByText('用气量偏高，请核实')).toBeInTheDocument();
    fireEvent.change(await waitFor(() => input('用气量')), { target: { value: '' } });
    await user.click(button(/^提\s*交$/));
    await settle();
    expect(await screen.findByText('请填写用气量')).toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it('refuses a figure out of its bounds with the bounds, keeping what was typed, and sends nothing', async () => {
    const { saved } = serve(aDailyReport());
    await screen.findByText('苏州工业园能源站 · 2026-11-20 日报');
    const gas = await waitFor(() => input('用气量'));
    fireEvent.change(gas, { target: { value: '-5' } });
    fireEvent.blur(gas);
    await user.click(button(/保存草稿/));
    await settle();
    const item = gas.closest('.ant-form-item')!;
    await waitFor(() =>
      expect(item.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
        '用气量应在0～9999999之间',
      ),
    );
    expect(gas.value).toBe('-5.0');
    expect(saved).toEqual([]);
    // Required for a submit: marked so.
    expect(item.querySelector('.ant-form-item-required')).not.toBeNull();
  });

  it('keeps the digits typed and refuses more than the figure takes, rather than rounding', async () => {
    const { saved } = serve(aDailyReport());
    await screen.findByText('苏州工业园能源站 · 2026-11-20 日报');
    const gas = await waitFor(() => input('用气量'));
    fireEvent.change(gas, { target: { value: '300.25' } });
    fireEvent.blur(gas);
    await user.click(button(/保存草稿/));
    await settle();
    const item = gas.closest('.ant-form-item')!;
    await waitFor(() =>
      expect(item.querySelector('.ant-form-item-explain-error')?.textContent).toBe('用气量最多1位小数'),
    );
    expect(gas.value).toBe('300.25');
    expect(saved).toEqual([]);

    fireEvent.change(gas, { target: { value: '300.2' } });
    fireEvent.blur(gas);
    await user.click(button(/保存草稿/));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.figures.gas).toBe(300.2);
  });
});
