/** Calls of the 在线用户 page (docs/administration.md "在线用户"), through the one client. */
import type { PageResult, Reply } from '@contract/common';
import type { OnlineListQuery, OnlineRow } from '@contract/online';
import { del, get } from '@/shared/api';

export function fetchOnline(query: OnlineListQuery): Promise<PageResult<OnlineRow>> {
  return get<PageResult<OnlineRow>>('/monitor/online/list', query);
}

/** 强退 one sign-in by its id (never a token). */
export function forceLogout(tokenId: number): Promise<Reply> {
  return del<Reply>(`/monitor/online/${tokenId}`);
}
