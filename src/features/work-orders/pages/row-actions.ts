/**
 * Which dialog each row action opens, and what opening an order from a link shows. Pure: the actions
 * themselves come from the contract's availableActions (the same rule the server applies).
 */
import { MSG_TAB } from '@contract/message';
import { availableActions, type WoAction, type WoRow, type WoViewer } from '@contract/work-order';
import type { OpenRequest } from './list-query';
import type { WoPageConfig } from './page-configs';

export type AssignMode = 'dispatch' | 'forward' | 'acceptDispatch';

/** A dialog of the dialogs helper (src/features/work-orders/dialogs) opened on one order. */
export type OrderDialog =
  | { dialog: 'detail' }
  | { dialog: 'acceptance' }
  | { dialog: 'timeline' }
  | { dialog: 'handle' }
  | { dialog: 'audit' }
  | { dialog: 'assign'; mode: AssignMode };

/**
 * The order of a row's actions: the step that moves the order on first, forwarding (handing the same
 * step to another executor) after handling, so that a link opens 处理 rather than 转派.
 */
const ACTION_ORDER: readonly WoAction[] = [
  'dispatch',
  'handle',
  'approve',
  'acceptDispatch',
  'accept',
  'forward',
];

export const orderedActions = (actions: readonly WoAction[]): WoAction[] =>
  [...actions].sort((a, b) => ACTION_ORDER.indexOf(a) - ACTION_ORDER.indexOf(b));

/** dispatch / forward / acceptDispatch pick a person; handle and approve have their forms; accept is
 * the acceptance dialog's form. */
export function dialogOfAction(action: WoAction): OrderDialog {
  switch (action) {
    case 'dispatch':
    case 'forward':
    case 'acceptDispatch':
      return { dialog: 'assign', mode: action };
    case 'handle':
      return { dialog: 'handle' };
    case 'approve':
      return { dialog: 'audit' };
    case 'accept':
      return { dialog: 'acceptance' };
  }
}

/** The read-only view of an order: the acceptance pages show the 970 px acceptance dialog. */
export const detailDialog = (config: WoPageConfig): OrderDialog =>
  config.source === 'accept' ? { dialog: 'acceptance' } : { dialog: 'detail' };

/**
 * What a link opens at once: the dialog of the first action the viewer may take on the order, else its
 * detail. A /Troubleshoot link from the drawer's messages tab (msgType 1: news about the order, not a
 * to-do) opens the detail.
 */
export function dialogOnOpen(
  config: WoPageConfig,
  actions: readonly WoAction[],
  msgType: number | null,
): OrderDialog {
  const first = orderedActions(actions)[0];
  if (first === undefined || msgType === MSG_TAB.MESSAGES) return detailDialog(config);
  return dialogOfAction(first);
}

/**
 * What a link's order shows once the list has answered the link's query: the dialog dialogOnOpen picks
 * for the viewer on the listed order, or, when the answer does not list it, its number as missing.
 */
export function openFromLink(
  config: WoPageConfig,
  rows: readonly WoRow[],
  request: OpenRequest,
  viewer: WoViewer,
): { opened: OrderDialog & { row: WoRow } } | { missing: string } {
  const row = rows.find((r) => r.taskNo === request.taskNo);
  if (!row) return { missing: request.taskNo };
  return { opened: { ...dialogOnOpen(config, availableActions(row, viewer), request.msgType), row } };
}
