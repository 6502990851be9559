export { FavouriteToggle } from './favourite-toggle';
export { FavouritesMenu, type FavouritesMenuProps } from './favourites-menu';
