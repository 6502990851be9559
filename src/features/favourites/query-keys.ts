/** The favourites' keys in the query cache (src/shared/query): the list, and one add or remove per menu in flight. */
export const favouriteKeys = {
  list: ['favourites', 'list'],
  change: (menuId: number) => ['favourites', 'change', menuId] as const,
} as const;
