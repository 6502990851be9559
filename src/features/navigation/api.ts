import { get } from '@/shared/api';
import type { DataResult } from '@contract/common';
import { ROUTER_REMARK, type RouteItem } from '@contract/system';

export async function fetchRouters(): Promise<RouteItem[]> {
  const reply = await get<DataResult<RouteItem[]>>('/system/menu/getRouters', { remark: ROUTER_REMARK });
  return Array.isArray(reply.data) ? reply.data : [];
}
