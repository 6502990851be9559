/**
 * Fixtures of the work-order page tests: contract-shaped rows, the demo people's codes, list answers
 * recorded per request, and a render at a page's path inside the shell's current-factory context
 * (which a test can change, as the top-bar picker does).
 */
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { useAppNavigate } from '@/shared/routes/use-app-navigate';
import { PERM } from '@contract/permissions';
import type { AreaNode } from '@contract/system';
import type { AcceptListRow, WoRow } from '@contract/work-order';
import { usePermissionStore } from '@/shared/permissions';
import { CurrentFactoryContext } from '@/shared/ui/current-factory';
import { renderAt } from '../../../../tests/console/render';
import { api, server } from '../../../../tests/console/server';
import type { WoPageConfig } from './page-configs';
import { aRow as aDialogRow } from '../dialogs/dialog-data.fixtures';
import { WorkOrderListPage } from './work-order-list-page';
import { anAreaTree } from '../../../../tests/console/factories';

export const OK = { code: 200, msg: '操作成功' };
export const WO = '/system/base/workOrder';

/** An order of the page tests: the dialogs' row, handled by the operator, no remark and no acceptor yet. */
export function aRow(overrides: Partial<WoRow> = {}): WoRow {
  return aDialogRow({ remark: '', acceptBy: null, acceptByName: '', ...overrides });
}

export const anAcceptListRow = (overrides: Partial<AcceptListRow> = {}): AcceptListRow => ({
  ...aRow({ status: 4, acceptBy: 3, acceptByName: '主管老李' }),
  lastAccept: null,
  ...overrides,
});

/** The demo people of the brief (userId, codes). */
export const PEOPLE = {
  admin: { userId: 1, permissions: [PERM.ALL], adminLike: true },
  operator: {
    userId: 2,
    permissions: [
      PERM.FIX_HANDLE,
      PERM.FIX_LIST,
      PERM.MAINTAIN_HANDLE,
      PERM.MAINTAIN_LIST,
      PERM.INSPECT_HANDLE,
      PERM.INSPECT_LIST,
      PERM.PLAN_FIX_HANDLE,
      PERM.PLAN_FIX_LIST,
    ],
    adminLike: false,
  },
  supervisor: {
    userId: 3,
    permissions: [
      PERM.FIX_HANDLE,
      PERM.FIX_LIST,
      PERM.MAINTAIN_HANDLE,
      PERM.MAINTAIN_LIST,
      PERM.INSPECT_HANDLE,
      PERM.INSPECT_LIST,
      PERM.PLAN_FIX_HANDLE,
      PERM.PLAN_FIX_LIST,
      PERM.PROCESS_COMPLETE,
      PERM.ACCEPT,
      PERM.ACCEPT_LIST,
    ],
    adminLike: false,
  },
  viewer: { userId: 4, permissions: [PERM.FIX_LIST], adminLike: false },
} as const;

export function signedInAs(person: keyof typeof PEOPLE): void {
  const { userId, permissions, adminLike } = PEOPLE[person];
  localStorage.setItem('access_token', 'acc');
  localStorage.setItem('user_id', String(userId));
  usePermissionStore.getState().grant([...permissions], adminLike);
}

export interface ListCall {
  path: string;
  params: URLSearchParams;
}

/** Answers every list route with `rows` (a function of the call for per-query answers); records calls. */
export function serveLists(rows: WoRow[] | ((call: ListCall) => WoRow[]) = [aRow()]): ListCall[] {
  const calls: ListCall[] = [];
  const answer = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const call = { path: url.pathname.replace(/^\/api/, ''), params: url.searchParams };
    calls.push(call);
    const found = typeof rows === 'function' ? rows(call) : rows;
    return HttpResponse.json({ ...OK, rows: found, total: found.length });
  };
  server.use(http.get(api(`${WO}/:kind/list`), answer));
  return calls;
}

export const TREE: AreaNode[] = anAreaTree();

let setTopBar: (factoryId: number | null) => void = () => undefined;

/** What the top-bar picker does: the shell's current factory changes. */
export const chooseTopBarFactory = (factoryId: number | null) => setTopBar(factoryId);

function Shell({ config, factoryId }: { config: WoPageConfig; factoryId: number | null }) {
  const [current, setCurrent] = useState(factoryId);
  useEffect(() => {
    setTopBar = setCurrent;
  }, []);
  const label = TREE[0]?.children?.find((f) => f.id === current)?.label ?? '';
  return (
    <CurrentFactoryContext.Provider value={{ factoryId: current, factoryName: label, tree: TREE }}>
      <WorkOrderListPage config={config} />
    </CurrentFactoryContext.Provider>
  );
}

let navigateTo: (path: string) => void = () => undefined;

/** Moves the page's own location (a link followed inside the same kept-alive page). */
export const goTo = (path: string) => navigateTo(path);

function NavigatorProbe() {
  const navigate = useAppNavigate();
  useEffect(() => {
    navigateTo = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

/** Renders a page at its path (plus `search`), with the top-bar factory `factoryId`. */
export function renderPage(config: WoPageConfig, search = '', factoryId: number | null = 11) {
  const element = (
    <>
      <NavigatorProbe />
      <Shell config={config} factoryId={factoryId} />
    </>
  );
  return renderAt(`${config.path}${search}`, [{ path: config.path, element }]);
}
