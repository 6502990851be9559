// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PERM } from '@contract/permissions';
import {
  availableActions,
  WO_ACTION,
  type WoAction,
  type WoKind,
  type WoRow,
  type WoViewer,
} from '@contract/work-order';
import { WO_PAGES, WO_PAGE_LIST } from './page-configs';
import { detailDialog, dialogOfAction, dialogOnOpen, openFromLink, orderedActions } from './row-actions';

describe('availableActions (what a row offers its viewer)', () => {
  const viewer = (userId: number, codes: string[], isAdmin = false): WoViewer => ({
    userId,
    isAdmin,
    has: (code) => codes.includes(code),
  });
  const operator = viewer(2, [PERM.FIX_HANDLE, PERM.INSPECT_HANDLE]);
  const supervisor = viewer(3, [PERM.FIX_HANDLE, PERM.PROCESS_COMPLETE, PERM.ACCEPT]);
  const readOnly = viewer(4, [PERM.FIX_LIST]);
  const admin = viewer(1, [], true);
  const order = (
    status: number,
    kind: WoKind = 'fix',
    execBy: number | null = 2,
    acceptBy: number | null = 3,
  ) => ({
    kind,
    status,
    execBy,
    acceptBy,
  });

  it('the executor handles or forwards a handling order; nobody else does', () => {
    expect(availableActions(order(1), operator)).toEqual(['forward', 'handle']);
    expect(availableActions(order(1, 'fix', 5), operator)).toEqual([]);
    expect(availableActions(order(0, 'fix', null), operator)).toEqual([]);
  });

  it('a manager dispatches, audits and dispatches the acceptance of any order of the kind', () => {
    expect(availableActions(order(0, 'fix', null), supervisor)).toEqual(['dispatch']);
    expect(availableActions(order(1), supervisor)).toEqual([]);
    expect(availableActions(order(2), supervisor)).toEqual(['approve']);
    expect(availableActions(order(3), supervisor)).toEqual(['acceptDispatch']);
  });

  it('only the appointed acceptor accepts', () => {
    expect(availableActions(order(4), supervisor)).toEqual(['accept']);
    expect(availableActions(order(4, 'fix', 2, 6), supervisor)).toEqual([]);
  });

  it('codes without a handling code offer nothing', () => {
    for (const status of [0, 1, 2, 3, 4, 9]) expect(availableActions(order(status), readOnly)).toEqual([]);
  });

  it('an admin may take every step the status allows, whoever the executor; a closed order has none', () => {
    expect([0, 1, 2, 3, 4, 9].map((status) => availableActions(order(status, 'fix', 5, 6), admin))).toEqual([
      ['dispatch'],
      ['forward', 'handle'],
      ['approve'],
      ['acceptDispatch'],
      ['accept'],
      [],
    ]);
  });

  it('an inspection has no audit: a handled one waits for the acceptance dispatch', () => {
    expect(availableActions(order(3, 'inspect'), admin)).toEqual(['acceptDispatch']);
    expect(availableActions(order(2, 'inspect'), admin)).toEqual([]);
  });
});

describe('dialogOfAction', () => {
  it.each([
    ['dispatch', { dialog: 'assign', mode: 'dispatch' }],
    ['forward', { dialog: 'assign', mode: 'forward' }],
    ['acceptDispatch', { dialog: 'assign', mode: 'acceptDispatch' }],
    ['handle', { dialog: 'handle' }],
    ['approve', { dialog: 'audit' }],
    ['accept', { dialog: 'acceptance' }],
  ] as const)('%s opens %j', (action, dialog) => {
    expect(dialogOfAction(action)).toEqual(dialog);
  });

  it('covers every action of the contract', () => {
    for (const action of Object.values(WO_ACTION)) expect(dialogOfAction(action)).toBeDefined();
  });
});

describe('orderedActions', () => {
  it('puts the step that moves the order on first and forwarding last', () => {
    expect(orderedActions(['forward', 'handle'])).toEqual(['handle', 'forward']);
    expect(orderedActions(['accept', 'acceptDispatch', 'dispatch'])).toEqual([
      'dispatch',
      'acceptDispatch',
      'accept',
    ]);
  });
});

describe('dialogOnOpen (an order opened from a link)', () => {
  it('opens the first action the viewer may take, handling before forwarding', () => {
    expect(dialogOnOpen(WO_PAGES.warrantyTasks, ['forward', 'handle'], null)).toEqual({ dialog: 'handle' });
    expect(dialogOnOpen(WO_PAGES.warrantyTasks, ['forward'], null)).toEqual({
      dialog: 'assign',
      mode: 'forward',
    });
    expect(dialogOnOpen(WO_PAGES.troubleshoot, ['handle'], 2)).toEqual({ dialog: 'handle' });
  });

  it('opens the detail when there is nothing to do, the acceptance dialog on acceptance pages', () => {
    expect(dialogOnOpen(WO_PAGES.warrantyTasksHistory, [], null)).toEqual({ dialog: 'detail' });
    expect(dialogOnOpen(WO_PAGES.workOrderAcceptance, [], null)).toEqual({ dialog: 'acceptance' });
    expect(dialogOnOpen(WO_PAGES.acceptanceHistory, [], null)).toEqual({ dialog: 'acceptance' });
    expect(dialogOnOpen(WO_PAGES.workOrderAcceptance, ['acceptDispatch'], null)).toEqual({
      dialog: 'assign',
      mode: 'acceptDispatch',
    });
  });

  it('opens the detail for a message (drawer tab 1) rather than a to-do', () => {
    const actions: WoAction[] = ['handle'];
    expect(dialogOnOpen(WO_PAGES.troubleshoot, actions, 1)).toEqual({ dialog: 'detail' });
  });

  it('shows the acceptance dialog as the detail of exactly the acceptance pages', () => {
    for (const config of WO_PAGE_LIST) {
      expect(detailDialog(config).dialog).toBe(config.source === 'accept' ? 'acceptance' : 'detail');
    }
  });
});

describe('openFromLink (a link’s order, once the list has answered)', () => {
  const operator: WoViewer = { userId: 2, isAdmin: false, has: (code) => code === PERM.FIX_HANDLE };
  const row = (overrides: Partial<WoRow> = {}) =>
    ({ taskId: 7, taskNo: 'WX1', kind: 'fix', status: 1, execBy: 2, acceptBy: null, ...overrides }) as WoRow;
  const link = (msgType: number | null = null) => ({ factoryId: 11, taskNo: 'WX1', msgType });

  it('opens the viewer’s first action on the listed order', () => {
    const listed = [row({ taskId: 6, taskNo: 'WX0' }), row()];
    expect(openFromLink(WO_PAGES.warrantyTasks, listed, link(), operator)).toEqual({
      opened: { dialog: 'handle', row: listed[1] },
    });
  });

  it('opens the detail of an order the viewer may not act on, or from a message (drawer tab 1)', () => {
    const other = row({ execBy: 5 });
    expect(openFromLink(WO_PAGES.warrantyTasks, [other], link(), operator)).toEqual({
      opened: { dialog: 'detail', row: other },
    });
    expect(openFromLink(WO_PAGES.troubleshoot, [row({ kind: 'planFix' })], link(1), operator)).toMatchObject({
      opened: { dialog: 'detail' },
    });
  });

  it('opens the acceptance dialog on an acceptance page', () => {
    expect(openFromLink(WO_PAGES.workOrderAcceptance, [row({ status: 9 })], link(), operator)).toMatchObject({
      opened: { dialog: 'acceptance' },
    });
  });

  it('names the order as missing when the answer does not list it', () => {
    expect(openFromLink(WO_PAGES.warrantyTasks, [], link(), operator)).toEqual({ missing: 'WX1' });
    expect(openFromLink(WO_PAGES.warrantyTasks, [row({ taskNo: 'WX2' })], link(), operator)).toEqual({
      missing: 'WX1',
    });
  });
});
