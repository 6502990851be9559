/**
 * 告警记录 (docs/alarms.md "Journal"): events with their labels and who did them (the system when nobody did), the
 * filters sent as the journal's query, one alarm's story in the drawer, the export only with its code.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AlarmJournalRow } from '@contract/alarm';
import { PERM } from '@contract/permissions';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { user } from '../../../tests/console/user';
import AlarmJournalPage, { journalFilterOf } from './alarm-journal-page';
import { factoryOptions } from './factory-options';

setupMsw();

const OK = { code: 200, msg: '操作成功' };
const RAISED: AlarmJournalRow = {
  eventId: 1,
  alarmRecordId: 77,
  event: 'raised',
  at: '2026-11-29 08:00:00',
  userName: null,
  note: null,
  factoryId: 11,
  factoryName: '上海第一水厂',
  deviceCode: 'SH01-FM-01',
  deviceName: '进水流量计',
  kind: 3,
  priority: 2,
  content: '瞬时流量超上限',
};
const ACKED: AlarmJournalRow = {
  ...RAISED,
  eventId: 2,
  event: 'acknowledged',
  at: '2026-11-29 08:03:00',
  userName: '运维员小王',
  note: '已通知值班',
};

function serve() {
  const state = { queries: [] as URLSearchParams[] };
  server.use(
    http.get(api('/system/alarm/journal'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      state.queries.push(q);
      const rows = q.get('alarmRecordId') ? [RAISED, ACKED] : [ACKED, RAISED];
      return HttpResponse.json({ ...OK, rows, total: rows.length });
    }),
    http.get(api('/system/area/tree/list'), () =>
      HttpResponse.json({
        ...OK,
        data: [
          {
            id: 1,
            parentId: 0,
            label: '华东区域',
            type: 'area',
            code: 'HD',
            children: [{ id: 11, parentId: 1, label: '上海第一水厂', type: 'factory', code: 'SH01' }],
          },
        ],
      }),
    ),
  );
  return state;
}

const render = () => renderAt('/', [{ path: '/', element: <AlarmJournalPage /> }]);
const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  localStorage.setItem('access_token', 'acc');
});
afterEach(() => usePermissionStore.getState().reset());

describe('the journal filter', () => {
  it('keeps only what was filled in, as the query names it', () => {
    expect(
      journalFilterOf({
        deviceCode: ' SH01 ',
        kind: '3',
        priority: 1,
        event: 'shelved',
        userName: '',
        factoryId: 11,
      }),
    ).toEqual({ deviceCode: 'SH01', kind: 3, priority: 1, event: 'shelved', factoryId: 11 });
    expect(journalFilterOf({ kind: '9', event: 'exploded' })).toEqual({});
    expect(
      factoryOptions([
        {
          id: 1,
          parentId: 0,
          label: 'A',
          type: 'area',
          code: 'A',
          children: [{ id: 11, parentId: 1, label: 'F', type: 'factory', code: 'F' }],
        },
      ]),
    ).toEqual([{ label: 'F', value: 11 }]);
  });
});

describe('AlarmJournalPage', () => {
  it('lists events with who did them, filters by event, and tells one alarm’s story', async () => {
    usePermissionStore.getState().grant([PERM.ALARM_JOURNAL], false);
    const state = serve();
    render();
    expect(await shown('已通知值班')).toBeInTheDocument();
    const table = within(document.querySelector('.ant-table') as HTMLElement);
    expect(table.getByText('确认')).toBeInTheDocument();
    expect(table.getByText('触发')).toBeInTheDocument();
    expect(table.getByText('系统')).toBeInTheDocument();
    expect(table.getAllByText('高')).toHaveLength(2);
    // no export without its code
    expect(screen.queryByRole('button', { name: /导\s*出/ })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('设备编码'), { target: { value: 'SH01-FM' } });
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(state.queries.at(-1)?.get('deviceCode')).toBe('SH01-FM'));

    await user.click(table.getAllByText('77')[0]!);
    const drawer = await screen.findByTestId('alarm-story');
    await waitFor(() => expect(within(drawer).getAllByTestId('alarm-story-event')).toHaveLength(2));
    const events = within(drawer).getAllByTestId('alarm-story-event');
    expect(events[0]).toHaveTextContent('触发');
    expect(events[0]).toHaveTextContent('系统');
    expect(events[1]).toHaveTextContent('确认');
    expect(events[1]).toHaveTextContent('运维员小王');
    expect(events[1]).toHaveTextContent('已通知值班');
    expect(state.queries.at(-1)?.get('alarmRecordId')).toBe('77');
  });

  it('offers the export to the holders of its code', async () => {
    usePermissionStore.getState().grant([PERM.ALARM_JOURNAL, PERM.ALARM_JOURNAL_EXPORT], false);
    serve();
    render();
    expect(await shown('已通知值班')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeInTheDocument();
  });

  it("opens the story of the alarm its address names (the work-order detail's link)", async () => {
    usePermissionStore.getState().grant([PERM.ALARM_JOURNAL], false);
    const state = serve();
    renderAt('/?alarmRecordId=77', [{ path: '/', element: <AlarmJournalPage /> }]);
    const drawer = await screen.findByTestId('alarm-story', undefined, { timeout: 10_000 });
    await waitFor(() => expect(within(drawer).getAllByTestId('alarm-story-event')).toHaveLength(2));
    expect(state.queries.some((q) => q.get('alarmRecordId') === '77')).toBe(true);
  });

  it('reads a long story a page at a time: 加载更多 brings the next events until all are shown', async () => {
    usePermissionStore.getState().grant([PERM.ALARM_JOURNAL], false);
    serve();
    const chattering = Array.from({ length: 150 }, (_, i): AlarmJournalRow => ({
      ...RAISED,
      eventId: i + 1,
      event: i % 2 === 0 ? 'raised' : 'cleared',
    }));
    const pages: string[] = [];
    server.use(
      http.get(api('/system/alarm/journal'), ({ request }) => {
        const q = new URL(request.url).searchParams;
        const pageNum = Number(q.get('pageNum'));
        const size = Number(q.get('pageSize'));
        if (q.get('alarmRecordId') === '77') pages.push(`${pageNum}/${size}`);
        const rows = chattering.slice((pageNum - 1) * size, pageNum * size);
        return HttpResponse.json({ ...OK, rows, total: chattering.length });
      }),
    );
    renderAt('/?alarmRecordId=77', [{ path: '/', element: <AlarmJournalPage /> }]);
    const drawer = await screen.findByTestId('alarm-story', undefined, { timeout: 10_000 });
    await waitFor(() => expect(within(drawer).getAllByTestId('alarm-story-event')).toHaveLength(100));
    const more = within(drawer).getByTestId('alarm-story-more');
    expect(more).toHaveTextContent('已显示 100 / 共 150 条');
    await user.click(more);
    await waitFor(() => expect(within(drawer).getAllByTestId('alarm-story-event')).toHaveLength(150));
    expect(within(drawer).queryByTestId('alarm-story-more')).toBeNull();
    expect(pages).toEqual(['1/100', '2/100']);
  });
});
