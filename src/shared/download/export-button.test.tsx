import { http as mswHttp, HttpResponse } from 'msw';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERM } from '@contract/permissions';
import { api, server, setupMsw } from '../../../tests/console/server';
import { storeAdminSession } from '../../../tests/console/admin-session';
import { AppWrapper } from '../../../tests/console/render';
import { usePermissionStore } from '../permissions';
import { ExportButton, resetSecureSpace, setSecureSpace } from '.';

setupMsw();

const saved: string[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T10:00:00+08:00'));
  storeAdminSession();
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  resetSecureSpace();
  usePermissionStore.getState().reset();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const button = (filter = { taskNo: 'WX', status: [0, 9] }) => (
  <AppWrapper>
    <ExportButton code={PERM.FIX_EXPORT} url="/x/export" filter={() => filter} pageTitle="维修工单" />
  </AppWrapper>
);

describe('ExportButton (docs/secure-space.md "Exports")', () => {
  it('is not offered without the export code', () => {
    usePermissionStore.getState().grant([PERM.FIX_LIST], false);
    render(button());
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('posts the current filter and saves {page}_{today}.xlsx inside the secure space', async () => {
    usePermissionStore.getState().grant([PERM.FIX_EXPORT], false);
    setSecureSpace({ isSignedIn: () => Promise.resolve(true) });
    const bodies: unknown[] = [];
    server.use(
      mswHttp.post(api('/x/export'), async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(new Blob(['PK']), {
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }),
    );
    render(button());
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(saved).toEqual(['维修工单_20261129.xlsx']));
    expect(bodies).toEqual([{ taskNo: 'WX', status: [0, 9] }]);
  });

  it('outside the secure space shows the refusal and asks nothing', async () => {
    usePermissionStore.getState().grant([PERM.FIX_EXPORT], false);
    render(button());
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('请在安全空间内下载文件')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
