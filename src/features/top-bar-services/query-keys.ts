/** The top bar services' keys in the query cache (src/shared/query). */
export const topBarKeys = {
  weather: ['top-bar', 'weather'],
} as const;
