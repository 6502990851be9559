// API throughput: authenticated GETs of user info and of the menu tree with a fixed number of requests
// in flight, bounded in count and time (loopback only).
import { apiToken } from './lib/server.mjs';

async function hammer(url, headers, total, concurrency) {
  let sent = 0;
  let failed = 0;
  const start = performance.now();
  const worker = async () => {
    while (sent < total) {
      sent += 1;
      const res = await fetch(url, { headers });
      if (!res.ok) failed += 1;
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - start) / 1000;
  return { rps: Math.round(total / seconds), failed };
}

export async function measureThroughput(baseURL, total = 2000, concurrency = 16) {
  const token = await apiToken(baseURL);
  const headers = { Authorization: `Bearer ${token}` };
  return {
    getInfo: await hammer(`${baseURL}/api/system/user/getInfo`, headers, total, concurrency),
    getRouters: await hammer(
      `${baseURL}/api/system/menu/getRouters?remark=woms`,
      headers,
      total,
      concurrency,
    ),
    // A work-order list page's query: joins, labels, factory scope and paging of the demo orders.
    repairList: await hammer(
      `${baseURL}/api/system/base/workOrder/fix/list?factoryId=11&pageNum=1&pageSize=100`,
      headers,
      total,
      concurrency,
    ),
    total,
    concurrency,
  };
}
