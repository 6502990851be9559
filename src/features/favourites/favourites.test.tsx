import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavouriteItem } from '@contract/favourite';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { runLogoutHooks } from '@/shared/lifecycle/logout-hooks';
import { resetNotifier } from '@/shared/ui/notify';
import { FavouriteToggle } from './favourite-toggle';
import { FavouritesMenu } from './favourites-menu';
import { storedFavourites } from './use-favourites';

setupMsw();

const WARRANTY: FavouriteItem = {
  menuId: 3011,
  title: '维修工单',
  path: '/WorkOrderTask/WarrantyTasks',
  icon: 'task',
};
const LEDGER: FavouriteItem = {
  menuId: 1011,
  title: '设备台账',
  path: '/AssetLedger/DeviceLedger',
  icon: 'ledger',
};

/** A tiny fake of the three routes: the server keeps the list. */
let onServer: FavouriteItem[] = [];
const known = new Map([WARRANTY, LEDGER].map((f) => [f.menuId, f]));
let listCalls = 0;

beforeEach(() => {
  resetNotifier();
  localStorage.setItem('access_token', 'acc');
  localStorage.removeItem('MyFavorite');
  onServer = [];
  listCalls = 0;
  server.use(
    http.get(api('/system/menu/getFavorites'), () => {
      listCalls += 1;
      return HttpResponse.json({ code: 200, msg: '操作成功', data: onServer });
    }),
    http.post(api('/system/menu/userFavorite/add/:id'), ({ params }) => {
      const item = known.get(Number(params.id));
      if (!item) return HttpResponse.json({ code: 403, msg: '没有权限收藏该菜单' }, { status: 403 });
      if (!onServer.includes(item)) onServer = [...onServer, item];
      return HttpResponse.json({ code: 200, msg: '收藏成功' });
    }),
    http.post(api('/system/menu/userFavorite/delete/:id'), ({ params }) => {
      onServer = onServer.filter((f) => f.menuId !== Number(params.id));
      return HttpResponse.json({ code: 200, msg: '取消收藏成功' });
    }),
  );
});

const stored = () => JSON.parse(localStorage.getItem('MyFavorite') ?? 'null') as FavouriteItem[] | null;
const pressed = (menuId: number) =>
  screen
    .getByTestId(`toggle-${menuId}`)
    .querySelector('[data-testid=favourite-toggle]')
    ?.getAttribute('aria-pressed');

function renderToggles(...menuIds: number[]) {
  renderAt('/', [
    {
      path: '/',
      element: (
        <>
          <FavouritesMenu onOpen={vi.fn()} />
          {menuIds.map((id) => (
            <span key={id} data-testid={`toggle-${id}`}>
              <FavouriteToggle menuId={id} />
            </span>
          ))}
        </>
      ),
    },
  ]);
}

describe('the favourites in the query cache', () => {
  it('loads the server list once for the menu and every toggle, and mirrors it in MyFavorite', async () => {
    onServer = [WARRANTY];
    renderToggles(3011, 1011);
    await waitFor(() => expect(pressed(3011)).toBe('true'));
    expect(pressed(1011)).toBe('false');
    expect(listCalls).toBe(1);
    expect(stored()).toEqual([WARRANTY]);
  });

  it('adds and removes, keeping MyFavorite in step with the server', async () => {
    const user = userEvent.setup();
    renderToggles(3011, 1011);
    await waitFor(() => expect(listCalls).toBe(1));
    await user.click(within(screen.getByTestId('toggle-3011')).getByRole('button'));
    await waitFor(() => expect(pressed(3011)).toBe('true'));
    await user.click(within(screen.getByTestId('toggle-1011')).getByRole('button'));
    await waitFor(() => expect(pressed(1011)).toBe('true'));
    expect(stored()).toEqual([WARRANTY, LEDGER]);
    await user.click(within(screen.getByTestId('toggle-3011')).getByRole('button'));
    await waitFor(() => expect(pressed(3011)).toBe('false'));
    expect(stored()).toEqual([LEDGER]);
    expect(onServer).toEqual([LEDGER]);
  });

  it('shows MyFavorite, junk left out, until the server answers, and forgets it on sign-out', async () => {
    localStorage.setItem('MyFavorite', JSON.stringify([WARRANTY, { menuId: 'x' }, 5]));
    expect(storedFavourites()).toEqual([WARRANTY]);
    onServer = [LEDGER];
    renderToggles(3011, 1011);
    expect(pressed(3011)).toBe('true');
    await waitFor(() => expect(pressed(1011)).toBe('true'));
    expect(pressed(3011)).toBe('false');
    expect(stored()).toEqual([LEDGER]);
    runLogoutHooks();
    expect(localStorage.getItem('MyFavorite')).toBeNull();
  });
});

describe('FavouriteToggle', () => {
  it('stars and unstars the page, with the server messages', async () => {
    const user = userEvent.setup();
    renderAt('/', [{ path: '/', element: <FavouriteToggle menuId={3011} /> }]);
    const toggle = screen.getByTestId('favourite-toggle');
    await waitFor(() => expect(listCalls).toBe(1));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('收藏成功')).toBeInTheDocument();
    expect(stored()).toEqual([WARRANTY]);
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText('取消收藏成功')).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('shows the refusal of a page the user may not open and stays unstarred', async () => {
    const user = userEvent.setup();
    renderAt('/', [{ path: '/', element: <FavouriteToggle menuId={3014} /> }]);
    await user.click(screen.getByTestId('favourite-toggle'));
    const notice = await screen.findByText('没有权限收藏该菜单');
    expect(notice.closest('.ant-message-error')).not.toBeNull();
    expect(screen.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByTestId('favourite-toggle')).not.toHaveClass('ant-btn-loading'));
    expect(stored()).toEqual([]);
  });
});

describe('FavouritesMenu', () => {
  it('lists the favourites and opens the chosen path', async () => {
    onServer = [WARRANTY, LEDGER];
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderAt('/', [{ path: '/', element: <FavouritesMenu onOpen={onOpen} /> }]);
    await waitFor(() => expect(listCalls).toBe(1));
    await user.click(screen.getByTestId('favourites-menu'));
    await user.click(await screen.findByText('设备台账'));
    expect(onOpen).toHaveBeenCalledWith('/AssetLedger/DeviceLedger');
  });

  it('shows 暂无收藏 when there are none', async () => {
    const user = userEvent.setup();
    renderAt('/', [{ path: '/', element: <FavouritesMenu onOpen={vi.fn()} /> }]);
    await waitFor(() => expect(listCalls).toBe(1));
    await user.click(screen.getByTestId('favourites-menu'));
    expect(await screen.findByText('暂无收藏')).toBeInTheDocument();
  });
});
