/**
 * Where each hit of the global search opens (docs/search.md), as pure functions: an order on a list page of its kind
 * that lists it (?factoryId=&taskNo= opens it there, whatever its status), a device or meter in its ledger filtered to
 * its code, a user in 用户管理 filtered to the account. A hit whose page the user cannot open is left out.
 */
import type { LedgerHit, OrderHit, SearchResult, UserHit } from '@contract/search';
import { WO_STATUS, type WoKind } from '@contract/work-order';
import type { MessageKey } from '@/shared/i18n';
import { LINK_PARAMS, PAGE_PATHS, linkTo } from '@/shared/routes/paths';
import type { SearchablePage } from '@/shared/search/page-match';

const TASK_PAGE: Readonly<Record<WoKind, string>> = {
  fix: PAGE_PATHS.WARRANTY_TASKS,
  maint: PAGE_PATHS.MAINTENANCE_TASKS,
  inspect: PAGE_PATHS.INSPECTION_TASKS,
  planFix: PAGE_PATHS.TROUBLESHOOT,
};
const AUDIT_PAGE: Readonly<Partial<Record<WoKind, string>>> = {
  fix: PAGE_PATHS.WARRANTY_TASKS_AUDIT,
  maint: PAGE_PATHS.MAINTENANCE_TASKS_AUDIT,
};
const HISTORY_PAGE: Readonly<Partial<Record<WoKind, string>>> = {
  fix: PAGE_PATHS.WARRANTY_TASKS_HISTORY,
  maint: PAGE_PATHS.MAINTENANCE_TASKS_HISTORY,
  inspect: PAGE_PATHS.INSPECTION_TASKS_HISTORY,
};

/** The pages that can show an order, the one of its status first, then its kind's task and history pages. */
export function orderPages(kind: WoKind, status: number): string[] {
  const own =
    status === WO_STATUS.CLOSED
      ? [HISTORY_PAGE[kind], PAGE_PATHS.ACCEPTANCE_HISTORY]
      : status === WO_STATUS.AUDITING
        ? [AUDIT_PAGE[kind]]
        : status === WO_STATUS.ACCEPT_DISPATCH || status === WO_STATUS.ACCEPTING
          ? [TASK_PAGE[kind], PAGE_PATHS.WORK_ORDER_ACCEPTANCE]
          : [];
  const all = [...own, TASK_PAGE[kind], HISTORY_PAGE[kind]].filter((p): p is string => p !== undefined);
  return [...new Set(all)];
}

export type GroupKind = 'pages' | 'orders' | 'devices' | 'meters' | 'users';

export interface SearchItem {
  /** unique in the panel: the option's element id is made of it */
  key: string;
  label: string;
  detail: string;
  /** the console path (with its query) the item opens */
  path: string;
}

export interface SearchGroup {
  kind: GroupKind;
  items: SearchItem[];
}

type Translate = (key: MessageKey) => string;

const KIND_KEY: Readonly<Record<WoKind, MessageKey>> = {
  fix: 'wo.kind.fix',
  maint: 'wo.kind.maint',
  inspect: 'wo.kind.inspect',
  planFix: 'wo.kind.planFix',
};
const STATUS_KEY: Readonly<Record<number, MessageKey>> = {
  [WO_STATUS.REPORTED]: 'wo.status.0',
  [WO_STATUS.HANDLING]: 'wo.status.1',
  [WO_STATUS.AUDITING]: 'wo.status.2',
  [WO_STATUS.ACCEPT_DISPATCH]: 'wo.status.3',
  [WO_STATUS.ACCEPTING]: 'wo.status.4',
  [WO_STATUS.CLOSED]: 'wo.status.9',
};

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

function orderItem(hit: OrderHit, canOpen: (path: string) => boolean, t: Translate): SearchItem | null {
  const page = orderPages(hit.kind, hit.status).find(canOpen);
  if (!page) return null;
  const status = STATUS_KEY[hit.status];
  return {
    key: `order-${hit.taskId}`,
    label: hit.taskNo,
    detail: joined(t(KIND_KEY[hit.kind]), status && t(status), hit.factoryName, hit.deviceName),
    path: linkTo(page, { [LINK_PARAMS.FACTORY_ID]: hit.factoryId, [LINK_PARAMS.TASK_NO]: hit.taskNo }),
  };
}

const ledgerItem = (prefix: string, page: string) => (hit: LedgerHit) => ({
  key: `${prefix}-${hit.id}`,
  label: joined(hit.code, hit.name),
  detail: hit.factoryName,
  path: linkTo(page, { [LINK_PARAMS.FACTORY_ID]: hit.factoryId, [LINK_PARAMS.KEYWORD]: hit.code }),
});

const userItem = (hit: UserHit): SearchItem => ({
  key: `user-${hit.userId}`,
  label: hit.nickName,
  detail: hit.userName,
  path: linkTo(PAGE_PATHS.USER_MANAGEMENT, { [LINK_PARAMS.USER_NAME]: hit.userName }),
});

/** The panel's groups in their order, empty ones left out. */
export function buildGroups(
  pages: readonly SearchablePage[],
  result: SearchResult | null,
  canOpen: (path: string) => boolean,
  t: Translate,
): SearchGroup[] {
  const opened = (page: string, items: SearchItem[]) => (canOpen(page) ? items : []);
  const groups: SearchGroup[] = [
    {
      kind: 'pages',
      items: pages.map((p) => ({
        key: `page-${p.path}`,
        label: p.title,
        detail: p.trail.join(' / '),
        path: p.path,
      })),
    },
  ];
  if (result) {
    groups.push(
      {
        kind: 'orders',
        items: result.orders.flatMap((hit) => orderItem(hit, canOpen, t) ?? []),
      },
      {
        kind: 'devices',
        items: opened(
          PAGE_PATHS.DEVICE_LEDGER,
          result.devices.map(ledgerItem('device', PAGE_PATHS.DEVICE_LEDGER)),
        ),
      },
      {
        kind: 'meters',
        items: opened(
          PAGE_PATHS.METER_LEDGER,
          result.meters.map(ledgerItem('meter', PAGE_PATHS.METER_LEDGER)),
        ),
      },
      { kind: 'users', items: opened(PAGE_PATHS.USER_MANAGEMENT, result.users.map(userItem)) },
    );
  }
  return groups.filter((g) => g.items.length > 0);
}
