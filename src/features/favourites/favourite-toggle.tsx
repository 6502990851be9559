/** A star that adds the page of `menuId` to the favourites or removes it (docs/requirements.md §1 "favourites of menu items"). */
import { Button, Tooltip } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useT } from '@/shared/i18n';
import { useFavouriteChange, useFavourites } from './use-favourites';

export function FavouriteToggle({ menuId }: { menuId: number }) {
  const t = useT();
  const favourite = useFavourites().some((f) => f.menuId === menuId);
  const { pending, change } = useFavouriteChange(menuId);

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
        onClick={() => change(!favourite)}
      />
    </Tooltip>
  );
}
