/** The shared area tree's key in the query cache (src/shared/query); the area admin page invalidates it. */
export const areaKeys = {
  tree: ['area', 'tree'],
} as const;
