/**
 * The favourites list of the top bar: a star button opening a dropdown of the user's favourite pages;
 * choosing one hands its route path to `onOpen` (the shell navigates). Empty state 暂无收藏.
 */
import { Button, Dropdown, Empty, Tooltip, type MenuProps } from 'antd';
import { StarOutlined } from '@ant-design/icons';
import { useT } from '@/shared/i18n';
import { menuIcon } from '@/shared/ui/menu-icon';
import { useFavourites } from './use-favourites';

export interface FavouritesMenuProps {
  onOpen: (path: string) => void;
}

export function FavouritesMenu({ onOpen }: FavouritesMenuProps) {
  const t = useT();
  const list = useFavourites();

  const items: MenuProps['items'] = list.map((f) => ({
    key: String(f.menuId),
    icon: menuIcon(f.icon),
    label: f.title,
    onClick: () => onOpen(f.path),
  }));

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items }}
      popupRender={(menu) =>
        list.length > 0 ? (
          menu
        ) : (
          <div className="ant-dropdown-menu" data-testid="favourites-empty">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('favourites.empty')} />
          </div>
        )
      }
    >
      <Tooltip title={t('favourites.title')}>
        <Button
          type="text"
          icon={<StarOutlined />}
          aria-label={t('favourites.title')}
          data-testid="favourites-menu"
        />
      </Tooltip>
    </Dropdown>
  );
}
