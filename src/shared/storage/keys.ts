/** Local storage keys of docs/requirements.md §3, exactly as named there. */
export const STORAGE_KEYS = {
  ACCESS_TOKEN: 'access_token',
  REFRESH_TOKEN: 'refresh_token',
  CLIENT_ID: 'client_id',
  EXPIRES_IN: 'expires_in',
  USER_ID: 'user_id',
  USERNAME: 'username',
  NICK_NAME: 'nickName',
  SYS_NAME: 'sysName',
  ROUTES: 'routes',
  PER_BTN: 'PerBtn',
  ROLES: 'roles',
  MY_FAVORITE: 'MyFavorite',
  THEME_STYLE: 'ThemeStyle',
  COLOR_THEME: 'colorTheme',
  MSG_FACTORY_ID: 'msgFactoryId',
  LOCALE: 'locale',
} as const;

/** Cookie carrying the access token (docs/requirements.md §3 "The token name is accessToken"). */
export const TOKEN_COOKIE = 'accessToken';
