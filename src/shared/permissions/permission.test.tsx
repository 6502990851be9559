import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, server, setupMsw } from '../../../tests/console/server';
import { saveTokens } from '../storage/token-storage';
import { isAllowed } from './check';
import { PageMenuContext, Permission, usePermission } from './permission';
import { usePermissionStore } from './store';

setupMsw();

beforeEach(() => {
  saveTokens({
    accessToken: 'a',
    refreshToken: 'r',
    expiresIn: 60,
    clientId: 'woms',
    userId: 2,
    username: 'operator',
  });
});
afterEach(() => usePermissionStore.getState().reset());

describe('isAllowed (docs/requirements.md §6 directive)', () => {
  const user = { adminLike: false, permissions: ['system:fix:handle'] };
  it.each([
    [['system:fix:handle'], user, true],
    [['system:user:add'], user, false],
    [['system:user:add', 'system:fix:handle'], user, true],
    ['system:fix:handle', user, true],
    [[], user, true],
    [['system:user:add'], { adminLike: true, permissions: [] }, true],
    [['system:user:add'], { adminLike: false, permissions: [], pageButtons: ['system:user:add'] }, true],
    [['system:user:add'], { adminLike: false, permissions: [], pageButtons: [] }, false],
  ] as const)('%j with %j → %s', (codes, grants, expected) => {
    expect(isAllowed(codes, grants)).toBe(expected);
  });
});

function Probe({ codes }: { codes: string[] }) {
  const can = usePermission();
  return <span data-testid="probe">{String(can(codes))}</span>;
}

describe('<Permission> and usePermission()', () => {
  it('removes what the user may not use and keeps the rest', () => {
    usePermissionStore.getState().grant(['system:fix:handle'], false);
    render(
      <>
        <Permission codes={['system:fix:handle']}>
          <button>处理</button>
        </Permission>
        <Permission codes={['system:user:remove']}>
          <button>删除</button>
        </Permission>
      </>,
    );
    expect(screen.getByRole('button', { name: '处理' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });

  it('admin (*:*:*) and the empty list (admin-like) see everything', () => {
    usePermissionStore.getState().grant([], true);
    render(
      <Permission codes={['system:user:remove']}>
        <button>删除</button>
      </Permission>,
    );
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it("uses the page's button codes fetched once per menu", async () => {
    let calls = 0;
    server.use(
      http.get(api('/system/menu/btns/3011'), () => {
        calls += 1;
        return HttpResponse.json({ code: 200, msg: 'ok', data: ['system:fix:list'] });
      }),
    );
    usePermissionStore.getState().grant([], false);
    await Promise.all([
      usePermissionStore.getState().loadButtons(3011),
      usePermissionStore.getState().loadButtons(3011),
    ]);
    await usePermissionStore.getState().loadButtons(3011);
    expect(calls).toBe(1);
    render(
      <PageMenuContext.Provider value={3011}>
        <Probe codes={['system:fix:list']} />
      </PageMenuContext.Provider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('true');
  });
});
