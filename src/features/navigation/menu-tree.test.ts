// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { foldSubsystem, isExternal, joinPath } from '@contract/menu-paths';
import type { RouteItem } from '@contract/system';
import { buildNavigation, filterByPermissions, fixedPages, menuKeyOf, subsystemOfPath } from './menu-tree';

let nextId = 1000;
function node(
  partial: Partial<RouteItem> & Pick<RouteItem, 'path' | 'component'> & { title: string },
): RouteItem {
  const { title, ...rest } = partial;
  const id = rest.id ?? nextId++;
  return { id, name: `m${id}`, hidden: false, meta: { title, ...(rest.meta ?? {}) }, ...rest };
}

const equipment = node({
  id: 300,
  path: '/equipment',
  component: 'SubSystem',
  title: '设备工单',
  children: [
    node({
      path: '/WorkOrderTask',
      component: 'Layout',
      title: '工单任务',
      children: [
        node({
          id: 301,
          path: 'WarrantyTasks',
          component: 'WorkOrderTask/WarrantyTasks/index',
          title: '维修工单',
          meta: { title: '维修工单', permissions: ['system:fix:handle'] },
        }),
        node({
          id: 302,
          path: 'WorkOrderAcceptance',
          component: 'WorkOrderTask/WorkOrderAcceptance/index',
          title: '工单验收',
          meta: { title: '工单验收', permissions: ['base:task:accept:accept'] },
        }),
      ],
    }),
    node({
      path: '/',
      component: 'Layout',
      title: '故障排查',
      meta: { title: '故障排查', icon: 'troubleshoot' },
      children: [node({ id: 303, path: 'Troubleshoot', component: 'Troubleshoot/index', title: '故障排查' })],
    }),
  ],
});

const energy = node({
  id: 400,
  path: '/energy',
  component: 'SubSystem',
  title: '能耗管理',
  children: [
    node({
      id: 199998,
      path: 'DataQuery',
      component: 'ParentView',
      title: '数据查询',
      children: [
        node({ id: 401, path: 'MeterReading', component: 'DataQuery/MeterReading/index', title: '抄表数据' }),
      ],
    }),
    node({ id: 402, path: 'LooseReport', component: 'Energy/LooseReport/index', title: '散页报表' }),
    node({
      id: 403,
      path: 'https://example.com/help',
      component: 'InnerLink',
      title: '帮助',
      meta: { title: '帮助', path: 'https://example.com/help', target: '_blank' },
    }),
  ],
});

const application = node({
  id: 600,
  path: '/application',
  component: 'SubSystem',
  title: '应用系统',
  hidden: true,
  children: [
    node({
      path: '/SystemManage',
      component: 'Layout',
      title: '系统管理',
      children: [
        node({
          id: 601,
          path: 'User',
          component: 'system/user/index',
          title: '用户管理',
          meta: { title: '用户管理', permissions: ['system:user:list'] },
        }),
      ],
    }),
  ],
});

describe('buildNavigation', () => {
  const nav = buildNavigation([equipment, energy, application]);

  it('joins Layout paths with page paths', () => {
    expect(nav.pages.map((p) => p.path)).toContain('/WorkOrderTask/WarrantyTasks');
    expect(nav.pages.map((p) => p.path)).toContain('/Troubleshoot');
  });

  it('wraps menu 199998 and pages without a Layout under /DataQuery', () => {
    expect(nav.pages.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/DataQuery/MeterReading', '/DataQuery/LooseReport']),
    );
  });

  it('keeps external links as menu items, never as routes', () => {
    const energyMenus = nav.subsystems.find((s) => s.id === 400)?.menus ?? [];
    expect(energyMenus.some((m) => m.href === 'https://example.com/help')).toBe(true);
    expect(nav.pages.some((p) => p.path.includes('example.com'))).toBe(false);
  });

  it('flattens a root-level Layout to the page itself and finds the first page', () => {
    const sub = nav.subsystems.find((s) => s.id === 300);
    expect(sub?.menus.map((m) => m.title)).toEqual(['工单任务', '故障排查']);
    expect(sub?.firstPath).toBe('/WorkOrderTask/WarrantyTasks');
  });

  it("gives a root-level page without an icon its Layout's icon, and keeps a page's own", () => {
    expect(nav.subsystems.find((s) => s.id === 300)?.menus[1]).toMatchObject({
      key: '/Troubleshoot',
      icon: 'troubleshoot',
    });
    const own = buildNavigation([
      node({
        id: 500,
        path: '/own',
        component: 'SubSystem',
        title: '自有',
        children: [
          node({
            path: '/',
            component: 'Layout',
            title: '页',
            meta: { title: '页', icon: 'parts' },
            children: [
              node({ path: 'Page', component: 'x/index', title: '页', meta: { title: '页', icon: 'app' } }),
            ],
          }),
        ],
      }),
    ]);
    expect(own.subsystems[0]?.menus[0]).toMatchObject({ key: '/Page', icon: 'app' });
  });

  it('names routes from menu ids and records the breadcrumb trail', () => {
    const page = nav.pages.find((p) => p.id === 301);
    expect(page?.name).toBe('menu-301');
    expect(page?.trail).toEqual(['设备工单', '工单任务', '维修工单']);
  });

  it('marks the hidden application system', () => {
    expect(nav.subsystems.find((s) => s.id === 600)?.hidden).toBe(true);
  });

  it('finds the subsystem a path belongs to', () => {
    expect(subsystemOfPath(nav, '/SystemManage/User')?.id).toBe(600);
    expect(subsystemOfPath(nav, '/nowhere')).toBeUndefined();
  });
});

/** docs/requirements.md §3 route meta: affix (a fixed tab) and activeMenu (the item lit on a hidden page). */
describe('route meta', () => {
  const sub = node({
    id: 700,
    path: '/ops',
    component: 'SubSystem',
    title: '运维',
    children: [
      node({
        path: '/Ops',
        component: 'Layout',
        title: '运维目录',
        children: [
          node({
            id: 701,
            path: 'List',
            component: 'A/List/index',
            title: '列表',
            meta: { title: '列表', affix: true },
          }),
          node({
            id: 702,
            path: 'Detail',
            component: 'A/Detail/index',
            title: '详情',
            hidden: true,
            meta: { title: '详情', activeMenu: '/Ops/List' },
          }),
          node({ id: 703, path: 'Other', component: 'A/Other/index', title: '其他' }),
        ],
      }),
    ],
  });
  const nav = buildNavigation([sub]);
  const ops = nav.subsystems[0];

  it('lists the affix pages as fixed tabs, in menu order', () => {
    expect(fixedPages(nav).map((p) => [p.path, p.title])).toEqual([['/Ops/List', '列表']]);
  });

  it('lights the activeMenu item on a hidden page, the page itself elsewhere', () => {
    expect(ops?.menus[0]?.children?.map((m) => m.key)).toEqual(['/Ops/List', '/Ops/Other']);
    expect(menuKeyOf(ops, '/Ops/Detail')).toBe('/Ops/List');
    expect(menuKeyOf(ops, '/Ops/Other')).toBe('/Ops/Other');
    expect(menuKeyOf(undefined, '/index')).toBe('/index');
  });
});

/** The rule itself (contract/menu-paths/index.ts), which the server's favourites use too. */
describe('the menu → path rule', () => {
  const walk = (subsystem: RouteItem) =>
    foldSubsystem<string>(subsystem, {
      link: (_item, href) => `link ${href}`,
      page: (item, path, ancestors) =>
        `${[...ancestors.map((a) => a.meta.title), item.meta.title].join('>')} ${path}`,
      folder: (_item, children) => children.join(', '),
    });

  it('hangs Layout children under / and joins relative paths to their folder', () => {
    expect(walk(equipment)).toEqual([
      '工单任务>维修工单 /WorkOrderTask/WarrantyTasks, 工单任务>工单验收 /WorkOrderTask/WorkOrderAcceptance',
      '故障排查>故障排查 /Troubleshoot',
    ]);
  });

  it('puts menu 199998 and a child without a Layout under /DataQuery and keeps external links', () => {
    expect(walk(energy)).toEqual([
      '数据查询>抄表数据 /DataQuery/MeterReading',
      '散页报表 /DataQuery/LooseReport',
      'link https://example.com/help',
    ]);
  });

  it('joins paths without doubling slashes and knows external addresses', () => {
    expect(joinPath('/', 'a')).toBe('/a');
    expect(joinPath('/x/', 'a')).toBe('/x/a');
    expect(joinPath('/x', '/abs')).toBe('/abs');
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('HTTP://example.com')).toBe(true);
    expect(isExternal('/WorkOrderTask')).toBe(false);
    expect(isExternal(undefined)).toBe(false);
  });
});

describe('filterByPermissions', () => {
  const nav = buildNavigation([equipment, energy, application]);

  it('keeps everything for admin-like users', () => {
    expect(filterByPermissions(nav, [], true)).toBe(nav);
  });

  it('drops pages, menus and whole subsystems the user may not open', () => {
    const filtered = filterByPermissions(nav, ['system:fix:handle'], false);
    const paths = filtered.pages.map((p) => p.path);
    expect(paths).toContain('/WorkOrderTask/WarrantyTasks');
    expect(paths).not.toContain('/WorkOrderTask/WorkOrderAcceptance');
    expect(paths).toContain('/Troubleshoot');
    expect(filtered.subsystems.map((s) => s.id)).toEqual([300, 400]);
  });
});
