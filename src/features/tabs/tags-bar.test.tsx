/**
 * The tab bar (docs/requirements.md §2 "Tab bar"): tabs as a keyboard-usable tablist, closing by the control, the
 * Delete key and the menus, and a switch that draws again only the tabs that changed.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Icons from '@ant-design/icons';
import { LocationProbe, renderAt } from '../../../tests/console/render';
import { useTabsStore } from './store';
import { TagsBar } from './tags-bar';
import type { Tab } from './tabs-model';

// Each closable tab draws one close icon: counting the icon's renders counts the tabs drawn.
const closeIconRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@ant-design/icons', async (original) => ({
  ...(await original<typeof Icons>()),
  CloseOutlined: () => {
    closeIconRenders.count += 1;
    return null;
  },
}));

const tab = (path: string, title: string, affix = false): Tab => ({
  key: path,
  path,
  search: '',
  title,
  affix,
  version: 0,
  visitedAt: 0,
});

function renderBar(activeKey: string) {
  useTabsStore.setState({
    tabs: [tab('/index', '首页', true), tab('/a', '甲'), tab('/b', '乙'), tab('/c', '丙')],
    activeKey,
  });
  return renderAt(activeKey, [
    {
      path: '/:page',
      element: (
        <>
          <TagsBar fallback="/index" />
          <LocationProbe />
        </>
      ),
    },
  ]);
}

const titles = () => screen.getAllByRole('tab').map((t) => t.textContent);
const where = () => screen.getByTestId('location').textContent;

beforeEach(() => useTabsStore.getState().reset());
afterEach(() => useTabsStore.getState().reset());

describe('TagsBar', () => {
  it('shows one tab per page, the page shown selected, and a click shows another', async () => {
    renderBar('/b');
    expect(screen.getByRole('tablist', { name: '已打开的页面' })).toBeInTheDocument();
    expect(titles()).toEqual(['首页', '甲', '乙', '丙']);
    expect(screen.getByRole('tab', { name: '乙' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByTestId('tab-/a'));
    expect(where()).toBe('/a');
  });

  it('closes a tab by its control, the Delete key or the middle button; home has no control', async () => {
    renderBar('/b');
    expect(screen.queryByTestId('close-tab-/index')).toBeNull();
    // Closing the tab shown goes to the last tab left (docs/requirements.md §2).
    await userEvent.click(screen.getByTestId('close-tab-/b'));
    expect(titles()).toEqual(['首页', '甲', '丙']);
    expect(where()).toBe('/c');
    screen.getByRole('tab', { name: '甲' }).focus();
    await userEvent.keyboard('{Delete}');
    expect(titles()).toEqual(['首页', '丙']);
    // Home is closed neither by Delete nor by the middle button.
    const middleClick = (name: string) =>
      fireEvent(screen.getByRole('tab', { name }), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    screen.getByRole('tab', { name: '首页' }).focus();
    await userEvent.keyboard('{Delete}');
    middleClick('首页');
    expect(titles()).toEqual(['首页', '丙']);
    // The middle button closes another tab, as in a browser.
    middleClick('丙');
    expect(titles()).toEqual(['首页']);
  });

  it('moves the focus with the arrow keys, Home and End, and Enter shows the focused tab', async () => {
    renderBar('/b');
    // Only the tab shown is in the tab order.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0, -1]);
    screen.getByRole('tab', { name: '乙' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '甲' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '丙' }));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '首页' }));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(where()).toBe('/a');
    // the tab just chosen keeps the focus
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '甲' }));
  });

  it('acts on the tab a right click opened the menu on', async () => {
    renderBar('/c');
    fireEvent.contextMenu(screen.getByTestId('tab-/a'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /关闭右侧/ }));
    expect(titles()).toEqual(['首页', '甲']);
    expect(where()).toBe('/a');
  });

  it('lists the open pages under the actions button and goes to the one chosen', async () => {
    renderBar('/b');
    await userEvent.click(screen.getByTestId('tabs-more'));
    expect(await screen.findByRole('menuitem', { name: /关闭全部/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: /丙/ }));
    expect(where()).toBe('/c');
  });

  it('draws again only the two tabs whose state changed on a switch', () => {
    renderBar('/b');
    closeIconRenders.count = 0;
    act(() => useTabsStore.setState({ activeKey: '/c' }));
    // 甲 (and 首页, which has no control) stayed as they were
    expect(closeIconRenders.count).toBe(2);
  });
});
