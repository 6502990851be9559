/** Business constants and limits of docs/requirements.md §9, named once. */
export const APP_TITLE_ZH = '数字化管理平台';
export const APP_TITLE_EN = 'Digital Management Platform';
export const APP_VERSION = 'v1.0.10.test19';

export const BASE_PATH = '/woms/';
export const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';

export const REQUEST_TIMEOUT_MS = 600_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const MESSAGE_DURATION_S = 3;

export const RESULT_CODE = {
  OK: 200,
  INVALID: 402,
  NO_PERMISSION: 401,
  ERROR: 500,
} as const;

/** OAuth client of the console (an SPA is a public client, docs/architecture.md §3). */
export const OAUTH_CLIENT_ID = 'woms';
export const OAUTH_CLIENT_SECRET = 'woms';
export const OAUTH_SCOPE = 'server';

export const NARROW_SCREEN_PX = 992;
export const LOGOUT_REDIRECT_MS = 500;
export const SKELETON_DELAY_MS = 200;
export const KEEP_ALIVE_MAX = 99;
export const MESSAGE_BADGE_MAX = 99;

/** The maps service (docs/requirements.md §9 "Map"): AMap JS API 1.4.15 with its seven plugins, and its zoom levels. */
export const MAP_SCRIPT_URL = 'https://webapi.amap.com/maps';
export const MAP_API_VERSION = '1.4.15';
export const MAP_PLUGINS = [
  'AMap.Scale',
  'AMap.OverView',
  'AMap.ToolBar',
  'AMap.MapType',
  'AMap.PlaceSearch',
  'AMap.Geolocation',
  'AMap.Geocoder',
] as const;
export const MAP_ZOOM = { DEFAULT: 12, MIN: 1, MAX: 19 } as const;
