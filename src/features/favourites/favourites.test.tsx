import { screen, waitFor } from '@testing-library/react';
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
import { useFavouritesStore } from './store';

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
  useFavouritesStore.getState().reset();
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
const store = () => useFavouritesStore.getState();

describe('useFavouritesStore', () => {
  it('loads the server list into the store and mirrors it in MyFavorite; concurrent loads share one call', async () => {
    onServer = [WARRANTY];
    await Promise.all([store().load(), store().load(), store().ensureLoaded()]);
    expect(listCalls).toBe(1);
    expect(store().list).toEqual([WARRANTY]);
    expect(stored()).toEqual([WARRANTY]);
    await store().ensureLoaded();
    expect(listCalls).toBe(1);
  });

  it('adds and removes, keeping isFavourite and MyFavorite in step', async () => {
    await store().add(3011);
    await store().add(1011);
    expect(store().list).toEqual([WARRANTY, LEDGER]);
    expect(store().isFavourite(3011)).toBe(true);
    expect(stored()).toEqual([WARRANTY, LEDGER]);
    await store().remove(3011);
    expect(store().isFavourite(3011)).toBe(false);
    expect(store().list).toEqual([LEDGER]);
    expect(stored()).toEqual([LEDGER]);
    expect(onServer).toEqual([LEDGER]);
  });

  it('keeps the list when the server refuses an add', async () => {
    await store().add(3014);
    expect(store().list).toEqual([]);
    expect(store().pending).toEqual([]);
  });

  it('starts from MyFavorite, ignoring junk, and forgets it on sign-out', async () => {
    localStorage.setItem('MyFavorite', JSON.stringify([WARRANTY, { menuId: 'x' }, 5]));
    vi.resetModules();
    const fresh = (await import('./store')).useFavouritesStore;
    expect(fresh.getState().list).toEqual([WARRANTY]);
    await store().add(1011);
    runLogoutHooks();
    expect(store().list).toEqual([]);
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
  });
});

describe('FavouritesMenu', () => {
  it('lists the favourites and opens the chosen path', async () => {
    onServer = [WARRANTY, LEDGER];
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderAt('/', [{ path: '/', element: <FavouritesMenu onOpen={onOpen} /> }]);
    await waitFor(() => expect(store().list).toHaveLength(2));
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
