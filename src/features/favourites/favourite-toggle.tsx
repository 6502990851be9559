/** A star that adds the page of `menuId` to the favourites or removes it (docs/requirements.md §1 "favourites of menu items"). */
import { useEffect } from 'react';
import { Button, Tooltip } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useT } from '@/shared/i18n';
import { useFavouritesStore } from './store';

export function FavouriteToggle({ menuId }: { menuId: number }) {
  const t = useT();
  const favourite = useFavouritesStore((s) => s.list.some((f) => f.menuId === menuId));
  const pending = useFavouritesStore((s) => s.pending.includes(menuId));
  const { add, remove, ensureLoaded } = useFavouritesStore.getState();

  useEffect(() => {
    void ensureLoaded();
  }, [ensureLoaded]);

  const label = t(favourite ? 'favourites.remove' : 'favourites.add');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        data-testid="favourite-toggle"
        aria-label={label}
        aria-pressed={favourite}
        loading={pending}
        icon={favourite ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
        onClick={() => void (favourite ? remove(menuId) : add(menuId))}
      />
    </Tooltip>
  );
}
