/**
 * The page with the real dialogs (no test doubles): an audit submitted from a row reloads the list and
 * closes; 流程 loads the order's process logs. The dialogs' own fields are tested beside them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { user } from '../../../../tests/console/user';
import { aDetail } from '../dialogs/dialog-data.fixtures';
import { WO_PAGES } from './page-configs';
import { OK, aRow, renderPage, serveLists, signedInAs } from './pages.fixtures';

setupMsw();

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  signedInAs('supervisor');
});
afterEach(() => usePermissionStore.getState().reset());

const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });
const rowButton = (row: HTMLElement, label: string) =>
  [...row.querySelectorAll('button')].find(
    (b) => (b.textContent ?? '').replace(/\s/g, '') === label,
  ) as HTMLElement;

describe('WorkOrderListPage with the real dialogs', () => {
  it('审核 opens the audit dialog; a pass posts the approval, then the list reloads and the dialog closes', async () => {
    const calls = serveLists([aRow({ status: 2 })]);
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/system/base/task/approval'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...OK, msg: '审核成功' });
      }),
    );
    // the auditor reads the order in full before deciding (docs/work-order-lifecycle.md "Review dialogs")
    const detail = aDetail({
      status: 2,
      attachmentList: [],
      videoAttachmentList: [],
      handleAttachmentList: [],
      handleVideoAttachmentList: [],
      handleFixType: '',
    });
    server.use(
      http.get(api('/system/base/workOrder/fix/7'), () => HttpResponse.json({ ...OK, data: detail })),
    );
    renderPage(WO_PAGES.warrantyTasksAudit);
    const row = (await shown('WX202611210001')).closest('.ant-table-row') as HTMLElement;
    await user.click(rowButton(row, '审核'));
    const dialog = (await shown('审核工单')).closest('.ant-modal') as HTMLElement;
    expect(await within(dialog).findByText('更换轴承后试运行正常')).toBeInTheDocument();
    await user.click(within(dialog).getByText('通过'));
    const before = calls.length;
    await user.click(within(dialog).getByText(/^提\s*交$/));
    await waitFor(() => expect(bodies).toEqual([{ taskId: 7, approvalResult: 1, approvalDesc: '' }]));
    expect(await shown('审核成功')).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBe(before + 1));
    await waitFor(() => expect(screen.queryByText('审核工单')).toBeNull());
  });

  it('流程 shows the process timeline of the row’s order', async () => {
    serveLists([aRow({ status: 1 })]);
    const asked: (string | null)[] = [];
    server.use(
      http.get(api('/system/base/task/log/list'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('taskId'));
        return HttpResponse.json({
          ...OK,
          data: [
            {
              recordId: 1,
              taskId: 7,
              title: '派单',
              createTime: '2026-11-20 09:30:00',
              logType: 3,
              logObj: { distributeByName: '主管老李', execByName: '运维员小王' },
            },
          ],
        });
      }),
    );
    renderPage(WO_PAGES.warrantyTasks);
    const row = (await shown('WX202611210001')).closest('.ant-table-row') as HTMLElement;
    await user.click(rowButton(row, '流程'));
    const dialog = (await shown('流程时间轴')).closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(within(dialog).getByText(/2026-11-20 09:30:00/)).toBeInTheDocument());
    expect(asked).toEqual(['7']);
  });
});
