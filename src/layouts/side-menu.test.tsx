/**
 * The side menu and the route meta of docs/requirements.md §3: a hidden page lights the item its activeMenu names; an
 * external link opens its address in a new window.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RouteItem } from '@contract/system';
import { buildNavigation } from '@/features/navigation';
import { renderAt } from '../../tests/console/render';
import { SideMenu } from './side-menu';

const item = (
  id: number,
  path: string,
  component: string,
  title: string,
  extra: Partial<RouteItem> = {},
) => ({
  id,
  name: `m${id}`,
  path,
  component,
  hidden: false,
  meta: { title },
  ...extra,
});

const ops = buildNavigation([
  item(700, '/ops', 'SubSystem', '运维', {
    children: [
      item(710, '/Ops', 'Layout', '运维目录', {
        children: [
          item(711, 'List', 'A/List/index', '台账列表'),
          item(712, 'Detail', 'A/Detail/index', '台账详情', {
            hidden: true,
            meta: { title: '台账详情', activeMenu: '/Ops/List' },
          }),
          item(713, 'Other', 'A/Other/index', '其他页面'),
        ],
      }),
      item(720, 'https://example.com/help', 'Layout', '帮助文档', {
        meta: { title: '帮助文档', path: 'https://example.com/help', target: '_blank' },
      }),
    ],
  }),
]).subsystems[0];

const selected = () => [...document.querySelectorAll('.ant-menu-item-selected')].map((el) => el.textContent);

describe('SideMenu', () => {
  it('lights the activeMenu item on a hidden page, with its group open', async () => {
    renderAt('/Ops/Detail', [{ path: '*', element: <SideMenu subsystem={ops} /> }]);
    expect(await screen.findByText('台账列表')).toBeVisible();
    expect(screen.queryByText('台账详情')).not.toBeInTheDocument();
    expect(selected()).toEqual(['台账列表']);
  });

  it("badges 首页 in the user's language", async () => {
    renderAt('/Ops/Other', [{ path: '*', element: <SideMenu subsystem={ops} /> }]);
    await screen.findByText('其他页面');
    expect(document.querySelector('.woms-side-menu__home')).toHaveTextContent(/^首页新$/);
  });

  it('lights the page itself elsewhere', async () => {
    renderAt('/Ops/Other', [{ path: '*', element: <SideMenu subsystem={ops} /> }]);
    expect(await screen.findByText('其他页面')).toBeVisible();
    expect(selected()).toEqual(['其他页面']);
  });

  it('opens an external link in a new window, not as a route', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt('/Ops/Other', [{ path: '*', element: <SideMenu subsystem={ops} /> }]);
    fireEvent.click(await screen.findByText('帮助文档'));
    expect(open).toHaveBeenCalledWith('https://example.com/help', '_blank', 'noopener,noreferrer');
    expect(selected()).toEqual(['其他页面']);
    open.mockRestore();
  });
});
