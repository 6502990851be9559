/**
 * The top bar's global search (docs/requirements.md §2 "Top bar", docs/search.md): work orders, devices, meters and
 * users matching a text, each kind only for holders of its list code and only in the caller's factory scope. Pages
 * are matched in the console from the user's own menus. Its schemas are in ./schemas.ts (server only).
 */
import type { WoKind } from '../work-order';

export const SEARCH_API = '/api/system/search';

/** Shortest and longest text the server searches (trimmed); the console asks the server only from the shortest on. */
export const SEARCH_Q_MIN = 2;
export const SEARCH_Q_MAX = 50;
/** Hits per kind: the default and the most a call may ask for. */
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type SearchQuery = {
  /** the text: part of an order number, a device or meter code or name, a user's account or nickname; any case */
  q: string;
  /** hits per kind, 1–SEARCH_LIMIT_MAX; default SEARCH_LIMIT_DEFAULT */
  limit?: number;
};

export type OrderHit = {
  taskId: number;
  taskNo: string;
  kind: WoKind;
  /** WO_STATUS */
  status: number;
  factoryId: number;
  factoryName: string;
  /** the order's device, if it names one */
  deviceName: string | null;
};

/** A device (of the ledger, not deleted) or a meter. */
export type LedgerHit = {
  /** the device's or the meter's id */
  id: number;
  code: string;
  name: string;
  factoryId: number;
  factoryName: string;
};

export type UserHit = {
  userId: number;
  userName: string;
  nickName: string;
};

/** Hits by kind, best first (an exact match, then one that starts with the text, then the rest); a kind the caller may
 * not list is always empty. */
export type SearchResult = {
  orders: OrderHit[];
  devices: LedgerHit[];
  meters: LedgerHit[];
  users: UserHit[];
};
