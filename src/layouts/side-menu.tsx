import { useMemo, useState } from 'react';
import { Menu, Tag, type MenuProps } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { menuKeyOf, type MenuNode, type Subsystem } from '@/features/navigation';
import { useT } from '@/shared/i18n';
import { ROUTE_PATHS } from '@/shared/routes/paths';
import { menuIcon } from '@/shared/ui/menu-icon';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: MenuNode[]): Item[] {
  return nodes.map((node) =>
    node.children
      ? { key: node.key, label: node.title, icon: menuIcon(node.icon), children: toItems(node.children) }
      : {
          key: node.href ? `ext:${node.href}` : node.key,
          label: node.title,
          icon: node.icon ? menuIcon(node.icon) : undefined,
        },
  );
}

function parentsOf(nodes: MenuNode[], path: string, trail: string[] = []): string[] {
  for (const node of nodes) {
    if (node.key === path) return trail;
    if (node.children) {
      const found = parentsOf(node.children, path, [...trail, node.key]);
      if (found.length) return found;
    }
  }
  return [];
}

interface Props {
  subsystem: Subsystem | undefined;
  collapsed?: boolean;
  /** inline in the vertical side bar, horizontal under the top bar of the horizontal layout */
  mode?: 'inline' | 'horizontal';
  /** a page (or an external link) was picked */
  onPicked?: () => void;
}

/** The chosen subsystem's menus: collapsible, one group open at a time (unique-opened). */
export function SideMenu({ subsystem, collapsed = false, mode = 'inline', onPicked }: Props) {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useAppNavigate();
  const menus = useMemo(() => subsystem?.menus ?? [], [subsystem]);
  // A hidden page lights the item its activeMenu names (docs/requirements.md §3 route meta).
  const selected = menuKeyOf(subsystem, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => parentsOf(menus, selected));
  const [openedFor, setOpenedFor] = useState({ selected, menus });
  if (openedFor.selected !== selected || openedFor.menus !== menus) {
    // Follow navigation: open the group of the page shown (state adjusted during render, no effect).
    setOpenedFor({ selected, menus });
    const parents = parentsOf(menus, selected);
    if (parents.length) setOpenKeys(parents);
  }

  // The same items until the menus or the language change: new ones on every navigation made antd's menu draw every
  // item and icon again at each tab switch (docs/architecture.md §4 "Keep-alive tabs").
  const items = useMemo<Item[]>(() => {
    // The index route 'home' carries the badge New (docs/requirements.md §2), in the user's language: 新 in Chinese.
    const home: Item = {
      key: ROUTE_PATHS.INDEX,
      icon: <HomeOutlined />,
      label: (
        <span className="woms-side-menu__home">
          {t('route.home')}
          <Tag color="red" bordered={false} className="woms-side-menu__badge">
            {t('route.homeBadge')}
          </Tag>
        </span>
      ),
    };
    return [home, ...toItems(menus)];
  }, [menus, t]);

  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    const latest = keys.find((k) => !openKeys.includes(k));
    setOpenKeys(latest ? [latest] : keys);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('ext:')) window.open(key.slice(4), '_blank', 'noopener,noreferrer');
    else navigate(key);
    onPicked?.();
  };

  return (
    <Menu
      mode={mode}
      theme="dark"
      items={items}
      selectedKeys={[selected]}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange } : {})}
      onClick={onClick}
      className={mode === 'inline' ? 'woms-side-menu' : 'woms-top-menu'}
      data-testid={mode === 'inline' ? 'side-menu' : 'top-menu'}
    />
  );
}
