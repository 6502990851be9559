/** Messages and an msw back end for the drawer's tests: the state lives here, handlers read and change it. */
import { http, HttpResponse } from 'msw';
import type { Message } from '@contract/message';
import { api } from '../../../tests/console/server';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { messageCountQuery } from './live/message-counts';

export function aMessage(overrides: Partial<Message> = {}): Message {
  return {
    msgId: 1,
    msgTitle: '您有新的维修工单待处理',
    taskType: 4,
    taskNo: 'WX202603020001',
    deviceShowCode: 'SH01-P-001',
    deviceName: '1#送水泵',
    createTime: '2026-03-02 16:00:00',
    isRead: 0,
    urgeType: null,
    urgeTypeLabel: '',
    factoryId: 11,
    fillDate: null,
    startDate: null,
    endDate: null,
    projectName: '上海第一水厂',
    factoryType: 'factory',
    taskId: null,
    taskStatus: 1,
    distributeFlag: null,
    ...overrides,
  };
}

export interface FakeServer {
  /** rows per `${factoryId}/${tab}` */
  rows: Record<string, Message[]>;
  /** check answers per msgId ('' when absent) */
  checks: Record<number, string>;
  /** totals reported beyond the rows (paging) per `${factoryId}/${tab}` */
  totals: Record<string, number>;
  /** every call as `METHOD path?query` (relative to the message base) */
  calls: string[];
  /** a delete of one message answers this error instead */
  deleteFailure: { status: number; msg: string } | null;
  /** the factories whose unread count was fetched (the live store's resyncs), kept apart from `calls` */
  countCalls: number[];
  /**
   * the rows of a page when set, whatever page size the client asks for: paging with a few rows rather
   * than a hundred (each one is an item with its buttons to render)
   */
  pageSize: number | null;
}

export function fakeServer(): FakeServer {
  return { rows: {}, checks: {}, totals: {}, calls: [], deleteFailure: null, countCalls: [], pageSize: null };
}

const BASE = '/system/base/task/msg';
const ok = (msg: string, data?: unknown) => HttpResponse.json({ code: 200, msg, data });

export function messageHandlers(s: FakeServer) {
  const log = (method: string, request: Request) => {
    const url = new URL(request.url);
    s.calls.push(`${method} ${url.pathname.replace(`/api${BASE}/`, '')}${url.search}`);
  };
  const all = () => Object.values(s.rows);
  return [
    http.get(api(`${BASE}/count/:factoryId`), ({ params }) => {
      const factoryId = Number(params.factoryId);
      s.countCalls.push(factoryId);
      const unread = Object.entries(s.rows)
        .filter(([key]) => key.startsWith(`${factoryId}/`))
        .flatMap(([, rows]) => rows)
        .filter((r) => r.isRead === 0).length;
      return ok('操作成功', { totalMsgCount: unread, copyToMsgCount: 0, execByMsgCount: unread });
    }),
    http.get(api(`${BASE}/list/:factoryId/:tab`), ({ request, params }) => {
      log('GET', request);
      const key = `${String(params.factoryId)}/${String(params.tab)}`;
      const url = new URL(request.url);
      const pageNum = Number(url.searchParams.get('pageNum') ?? 1);
      const pageSize = s.pageSize ?? Number(url.searchParams.get('pageSize') ?? 100);
      // The filters as the server applies them (docs/requirements.md §3 "To-do queue").
      const todoKind = url.searchParams.get('todoKind');
      const keyword = url.searchParams.get('keyword');
      const filtered = todoKind !== null || keyword !== null;
      const rows = (s.rows[key] ?? []).filter(
        (r) =>
          (todoKind === null || r.todoKind === todoKind) &&
          (keyword === null ||
            [r.msgTitle, r.taskNo, r.deviceName, r.deviceShowCode].some((v) => v.includes(keyword))),
      );
      return HttpResponse.json({
        code: 200,
        msg: '操作成功',
        rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        total: filtered ? rows.length : (s.totals[key] ?? rows.length),
      });
    }),
    http.get(api(`${BASE}/read/:factoryId/:tab`), ({ request, params }) => {
      log('GET', request);
      const rows = s.rows[`${String(params.factoryId)}/${String(params.tab)}`] ?? [];
      const changed = rows.filter((r) => r.isRead === 0).length;
      rows.forEach((r) => (r.isRead = 1));
      return ok('操作成功', changed);
    }),
    http.get(api(`${BASE}/read/:msgId`), ({ request, params }) => {
      log('GET', request);
      for (const rows of all()) rows.forEach((r) => r.msgId === Number(params.msgId) && (r.isRead = 1));
      return ok('操作成功', 1);
    }),
    http.delete(api(`${BASE}/del/:factoryId/:tab`), ({ request, params }) => {
      log('DELETE', request);
      const key = `${String(params.factoryId)}/${String(params.tab)}`;
      const removed = s.rows[key]?.length ?? 0;
      s.rows[key] = [];
      return ok('删除成功', removed);
    }),
    http.delete(api(`${BASE}/del/:msgId`), ({ request, params }) => {
      log('DELETE', request);
      if (s.deleteFailure) {
        const { status, msg } = s.deleteFailure;
        return HttpResponse.json({ code: status, msg }, { status });
      }
      for (const [key, rows] of Object.entries(s.rows)) {
        s.rows[key] = rows.filter((r) => r.msgId !== Number(params.msgId));
      }
      return ok('删除成功', 1);
    }),
    http.get(api(`${BASE}/check/urge/:id`), ({ request, params }) => {
      log('GET', request);
      return HttpResponse.json({ code: 200, msg: s.checks[Number(params.id)] ?? '' });
    }),
    http.get(api(`${BASE}/check/:msgId`), ({ request, params }) => {
      log('GET', request);
      return HttpResponse.json({ code: 200, msg: s.checks[Number(params.msgId)] ?? '' });
    }),
  ];
}

/**
 * The unread-count call alone, answering from `counts` by factory and noting each asked factory in
 * `calls` (the live store's and the badge's tests, which need no message rows).
 */
export function countHandler(counts: () => Record<number, number>, calls: () => number[]) {
  return http.get(api('/system/base/task/msg/count/:factoryId'), ({ params }) => {
    const id = Number(params.factoryId);
    calls().push(id);
    const total = counts()[id] ?? 0;
    return HttpResponse.json({
      code: 200,
      msg: '操作成功',
      data: { totalMsgCount: total, copyToMsgCount: 0, execByMsgCount: total },
    });
  });
}

/**
 * A message badge of `factoryId` over `client` (an observer of its count query, as the badge's useQuery is): resolves
 * once its first count is in. It stays subscribed: the test's cache is emptied after each test.
 */
export async function watchCount(
  client: QueryClient,
  query: ReturnType<typeof messageCountQuery>,
): Promise<void> {
  const observer = new QueryObserver(client, query);
  observer.subscribe(() => undefined);
  await client
    .getQueryCache()
    .find({ queryKey: query.queryKey, exact: true })
    ?.promise?.catch(() => undefined);
}
