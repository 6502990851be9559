import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WO_PRIORITY_API, type WoPrioritySettings } from '@contract/wo-priority';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { PrioritySettingsDialog } from './priority-settings-dialog';
import { OK, render, signedInAs } from './dialogs.fixtures';
import { dialog, shown, submitButton, user } from './dialog-queries.fixtures';

setupMsw();

const PATH = WO_PRIORITY_API.SETTINGS.replace(/^\/api/, '');

const STORED: WoPrioritySettings = {
  targets: [
    { priority: 1, responseMinutes: 30, completeMinutes: 240 },
    { priority: 2, responseMinutes: 120, completeMinutes: 1440 },
    { priority: 3, responseMinutes: 480, completeMinutes: 4320 },
    { priority: 4, responseMinutes: 1440, completeMinutes: 10080 },
  ],
  urgeIntervalMinutes: 120,
  version: 3,
  updateBy: '系统管理员',
  updateTime: '2026-11-20 09:00:00',
};

/** Records every PUT body; answers `reply` with `status`. */
function recordPut(reply: object, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http.put(api(PATH), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(reply, { status });
    }),
  );
  return bodies;
}

const minutes = (label: string) => dialog().getByLabelText(label);
const set = (label: string, value: number) =>
  fireEvent.change(minutes(label), { target: { value: String(value) } });

beforeEach(() => {
  signedInAs(1, ['system:woPriority:query', 'system:woPriority:edit']);
  server.use(http.get(api(PATH), () => HttpResponse.json({ ...OK, data: STORED })));
});

describe('PrioritySettingsDialog', () => {
  it('shows the stored targets and saves the edited ones at the version read', async () => {
    const puts = recordPut({ ...OK, msg: '保存成功', data: { ...STORED, version: 4 } });
    const onClose = vi.fn();
    render(<PrioritySettingsDialog open onClose={onClose} />);
    expect(await shown('上次保存：系统管理员 2026-11-20 09:00:00')).toBeInTheDocument();
    await waitFor(() => expect(minutes('高 完成时限（分钟）')).toHaveValue('1440'));
    set('高 响应时限（分钟）', 60);
    set('高 完成时限（分钟）', 600);
    await user.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts).toEqual([
      {
        targets: [
          STORED.targets[0],
          { priority: 2, responseMinutes: 60, completeMinutes: 600 },
          STORED.targets[2],
          STORED.targets[3],
        ],
        urgeIntervalMinutes: 120,
        version: 3,
      },
    ]);
  });

  it('refuses a response target later than the completion target without saving', async () => {
    const puts = recordPut(OK);
    render(<PrioritySettingsDialog open onClose={vi.fn()} />);
    await waitFor(() => expect(minutes('紧急 完成时限（分钟）')).toHaveValue('240'));
    set('紧急 响应时限（分钟）', 300);
    await user.click(submitButton());
    expect(await shown('响应时限不能超过完成时限')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('a stale save shows the merge view with what the other person saved', async () => {
    const current = { ...STORED, urgeIntervalMinutes: 90, version: 4, updateBy: '另一管理员' };
    recordPut(
      {
        code: 409,
        msg: '已被 另一管理员 于 2026-11-21 10:00:00 修改，请核对后再保存',
        data: { updateBy: '另一管理员', updateTime: '2026-11-21 10:00:00', version: 4, current },
      },
      409,
    );
    render(<PrioritySettingsDialog open onClose={vi.fn()} />);
    await waitFor(() => expect(minutes('中 完成时限（分钟）')).toHaveValue('4320'));
    fireEvent.change(dialog().getByLabelText('催办间隔（分钟）'), { target: { value: '60' } });
    await user.click(submitButton());
    // the interval both changed: listed with the other person's value beside mine, for a choice
    expect(await screen.findByRole('columnheader', { name: '他人保存的值' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '90' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '60' })).toBeInTheDocument();
  });
});
