import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileRow, FileStats } from '@contract/file';
import { resetSecureSpace, setSecureSpace } from '@/shared/download';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../../tests/console/render';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { button } from '../../../../tests/console/queries';
import { user } from '../../../../tests/console/user';
import FilePage from './file-page';

setupMsw();

const OK = { code: 200, msg: '操作成功' };
const STATS: FileStats = { files: 1234, bytes: 1.5 * 1024 * 1024, orphanFiles: 2, orphanBytes: 200 * 1024 };
const ROWS: FileRow[] = [
  {
    fileId: 41,
    fileName: '泵房巡检.pdf',
    size: 512 * 1024,
    createBy: '运维员小王',
    createTime: '2026-07-01 09:00:00',
    attachedTo: 'none',
  },
  {
    fileId: 40,
    fileName: '1号泵-现场照片.png',
    size: 20_480,
    createBy: '主管老李',
    createTime: '2026-06-30 18:30:00',
    attachedTo: 'order',
  },
];

interface Calls {
  lists: URLSearchParams[];
  stats: number;
  downloads: string[];
}

function serve(rows: FileRow[] = ROWS, total = 250): Calls {
  const calls: Calls = { lists: [], stats: 0, downloads: [] };
  server.use(
    http.get(api('/system/file/stats'), () => {
      calls.stats += 1;
      return HttpResponse.json({ ...OK, data: STATS });
    }),
    http.get(api('/system/file/list'), ({ request }) => {
      calls.lists.push(new URL(request.url).searchParams);
      return HttpResponse.json({ ...OK, rows, total });
    }),
    http.get(api('/system/file/download/:fileId'), ({ params }) => {
      calls.downloads.push(String(params.fileId));
      return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    }),
  );
  return calls;
}

const page = () => within(screen.getByTestId('file-page'));
const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  localStorage.setItem('access_token', 'acc');
});
afterEach(() => resetSecureSpace());

describe('FilePage', () => {
  it('shows the figures in human units with the sweep rule, and the files with size, uploader and what they are attached to', async () => {
    const calls = serve();
    renderAt('/', [{ path: '/', element: <FilePage /> }]);
    expect(await shown('泵房巡检.pdf')).toBeInTheDocument();
    const stats = within(screen.getByTestId('file-stats'));
    expect(stats.getByText('文件总数')).toBeInTheDocument();
    expect(await stats.findByText('1,234')).toBeInTheDocument();
    expect(stats.getByText('占用空间')).toBeInTheDocument();
    expect(stats.getByText('1.5 MB')).toBeInTheDocument();
    expect(stats.getByText('2 个 / 200 KB')).toBeInTheDocument();
    expect(stats.getByText('上传 24 小时后仍未关联的文件会被自动清理')).toBeInTheDocument();

    const orphan = screen.getByText('泵房巡检.pdf').closest('.ant-table-row') as HTMLElement;
    expect(within(orphan).getByText('512 KB')).toBeInTheDocument();
    expect(within(orphan).getByText('运维员小王')).toBeInTheDocument();
    expect(within(orphan).getByText('未关联')).toHaveAttribute('data-color', 'yellow');
    const attached = screen.getByText('1号泵-现场照片.png').closest('.ant-table-row') as HTMLElement;
    expect(within(attached).getByText('20 KB')).toBeInTheDocument();
    expect(within(attached).getByText('工单')).toBeInTheDocument();
    expect(calls.lists[0]?.get('pageNum')).toBe('1');
    expect(calls.lists[0]?.get('pageSize')).toBe('100');
    expect(calls.lists[0]?.has('attached')).toBe(false);
    expect(calls.stats).toBe(1);
  });

  it('queries by name and attachment from page 1, asking the figures again', async () => {
    const calls = serve();
    renderAt('/', [{ path: '/', element: <FilePage /> }]);
    await shown('泵房巡检.pdf');
    fireEvent.change(page().getByLabelText('文件名称'), { target: { value: ' 巡检 ' } });
    const attached = page().getByLabelText('关联状态').closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(attached.querySelector('.ant-select-selector')!);
    const options = await screen.findAllByTitle('未关联');
    await user.click(options[options.length - 1]!);
    await user.click(button(/查\s*询/));
    await waitFor(() => expect(calls.lists.at(-1)?.get('attached')).toBe('no'));
    expect(calls.lists.at(-1)?.get('fileName')).toBe('巡检');
    expect(calls.lists.at(-1)?.get('pageNum')).toBe('1');
    await waitFor(() => expect(calls.stats).toBe(2));

    // 重置: every file again
    await user.click(button(/重\s*置/));
    await waitFor(() => expect(calls.lists.at(-1)?.has('attached')).toBe(false));
    expect(calls.lists.at(-1)?.has('fileName')).toBe(false);
  });

  it('downloads a file through the download route, inside the secure space', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    setSecureSpace({ isSignedIn: () => Promise.resolve(true) });
    const calls = serve();
    renderAt('/', [{ path: '/', element: <FilePage /> }]);
    await shown('泵房巡检.pdf');
    await user.click(button('下载 泵房巡检.pdf'));
    await waitFor(() => expect(calls.downloads).toEqual(['41']));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });
});
