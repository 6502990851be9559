/** The top bar services' keys in the query cache (src/shared/query). */
export const topBarKeys = {
  /** the services the server offers, asked once per sign-in */
  settings: ['top-bar', 'settings'],
  weather: ['top-bar', 'weather'],
} as const;
