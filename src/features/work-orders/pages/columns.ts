/**
 * The table of a work-order page as a column spec (the generic table's plain data, merged with the
 * user's column preferences) and the rows it shows: each order plus the flags the table reads
 * (`statusColor`) and the acceptance pages' latest acceptance flattened into cells.
 */
import {
  WO_KINDS,
  WO_MACHINE,
  WO_STATUS,
  type AcceptRow,
  type WoKind,
  type WoRow,
} from '@contract/work-order';
import { WO_PRIORITIES } from '@contract/wo-priority';
import type { MessageKey } from '@/shared/i18n';
import { headerWidth, textWidth, type CellColor, type ColumnSpec } from '@/shared/table';
import { ALL_STATUSES } from './list-query';
import type { WoPageConfig } from './page-configs';

type Translate = (key: MessageKey) => string;

/** The console's own last column: 详情, 流程 and the transitions the viewer may take. */
export const ACTIONS_PROP = 'actions';
export const TASK_NO_PROP = 'taskNo';
export const STATUS_PROP = 'status';
/** drawn by the page as a tag (priority.tsx) */
export const PRIORITY_PROP = 'priority';
/** drawn by the page with 已超期 when the order is overdue (priority.tsx) */
export const DUE_TIME_PROP = 'dueTime';

/** A list row as the table shows it (an acceptance list row carries its latest acceptance). */
export type OrderTableRow = WoRow & {
  lastAccept?: AcceptRow | null;
  kindLabel: string;
  statusColor: CellColor;
  lastAcceptResultLabel: string;
  lastAcceptTime: string;
};

/** Red waits for a dispatch, blue is being handled, yellow waits for a review or acceptance, green is done. */
export function statusColor(status: number): CellColor {
  if (status === WO_STATUS.REPORTED) return 'red';
  if (status === WO_STATUS.HANDLING) return 'blue';
  if (status === WO_STATUS.CLOSED) return 'green';
  return 'yellow';
}

export const statusKey = (status: number) => `wo.status.${status}` as MessageKey;
export const kindKey = (kind: WoKind) => `wo.kind.${kind}` as MessageKey;

export function toTableRow(row: WoRow & { lastAccept?: AcceptRow | null }, t: Translate): OrderTableRow {
  return {
    ...row,
    kindLabel: t(kindKey(row.kind)),
    statusColor: statusColor(row.status),
    lastAcceptResultLabel: row.lastAccept?.acceptResultLabel ?? '',
    lastAcceptTime: row.lastAccept?.acceptTime ?? '',
  };
}

/** A link's or a tag's text: its Latin letters about 7.5 px wide (a bold header's 8). */
const labelWidth = (text: string) => textWidth(text, 7.5);
/** a small link button's padding and border (a tag's), and a cell's padding and border */
const BUTTON_PADDING = 16;
const CELL_PADDING = 18;
/** the widest the actions column is drawn at; a wider row wraps */
const ACTIONS_MAX_WIDTH = 200;

/**
 * As wide as the page's widest row of actions needs (docs/layout.md "Tables"): the transitions out of the statuses
 * it lists, of its kinds, as an administrator may take them all, then 详情 and 流程. On one line when that fits in
 * 200 px; otherwise on two, split where the wider line is narrowest ("Handle Forward" over "Detail Process"). A
 * history list (详情 流程) takes 106 px, not 200, that its other columns are given.
 */
function actionsWidth(config: WoPageConfig, t: Translate): number {
  const kinds = config.source === 'accept' ? WO_KINDS : [config.source];
  const rows = config.statuses.flatMap((status) =>
    kinds.map((kind) => [
      ...new Set(WO_MACHINE[kind].filter((move) => move.from === status).map((move) => move.action)),
    ]),
  );
  let widest = 0;
  for (const actions of rows.length > 0 ? rows : [[]]) {
    const buttons = [
      ...actions.map((a) => t(`wo.action.${a}`)),
      t('wo.action.detail'),
      t('wo.action.timeline'),
    ].map((label) => labelWidth(label) + BUTTON_PADDING);
    const line = (from: number, to: number) => buttons.slice(from, to).reduce((sum, w) => sum + w, 0);
    const oneLine = line(0, buttons.length) + CELL_PADDING;
    if (oneLine <= ACTIONS_MAX_WIDTH) widest = Math.max(widest, oneLine);
    else {
      let best = Infinity;
      for (let cut = 1; cut < buttons.length; cut += 1)
        best = Math.min(best, Math.max(line(0, cut), line(cut, buttons.length)));
      widest = Math.max(widest, Math.min(ACTIONS_MAX_WIDTH, best + CELL_PADDING));
    }
  }
  return Math.ceil(widest);
}

const col = (prop: string, label: string, width: number, extra: Partial<ColumnSpec> = {}): ColumnSpec => ({
  prop,
  label,
  type: 'text',
  isShow: true,
  width,
  ...extra,
});

/**
 * docs/requirements.md §3 "Repair task" fields a list shows. Repairs and faults have a category and a report source;
 * maintenance and inspection orders are planned, so their content is the order's content. Pages past
 * handling show the result; acceptance pages the order type and the latest acceptance.
 */
export function orderColumns(config: WoPageConfig, t: Translate): ColumnSpec[] {
  const accept = config.source === 'accept';
  const reported = config.source === 'fix' || config.source === 'planFix' || accept;
  const handled = !config.statuses.some((s) => s === WO_STATUS.REPORTED);
  // At 1440 px with the side menu open the table has about 1,180 px (docs/layout.md "Tables"): the order number is
  // fixed on the left, its status and actions on the right, and the columns shown by default fit between them; the
  // others are one tick away in the column settings (the factory is the filter above the list; an acceptance
  // list's orders are of every kind, so their repair category is mostly empty, and it shows the acceptance's
  // result rather than the handling's and the device by its name).
  const columns: ColumnSpec[] = [col(TASK_NO_PROP, t('wo.col.taskNo'), 135, { click: true, fixed: 'left' })];
  if (accept) {
    columns.push(
      col('kind', t('wo.col.kind'), 90, {
        type: 'select',
        options: WO_KINDS.map((k) => ({ value: k, label: t(kindKey(k)) })),
      }),
    );
  }
  columns.push(
    col('projectName', t('wo.col.projectName'), 120, { isShow: false }),
    // a code is whole or misleads (SH01-P-0… is either pump): the fit keeps it (docs/layout.md "Tables")
    col('deviceShowCode', t('wo.col.deviceShowCode'), 100, { isShow: !accept, keep: true }),
    col('deviceName', t('wo.col.deviceName'), 130),
    // as wide as its widest tag in the language shown ("Medium" is wider than 紧急)
    col(
      PRIORITY_PROP,
      t('woPriority.col.priority'),
      Math.max(
        70,
        ...WO_PRIORITIES.map((p) =>
          Math.ceil(labelWidth(t(`woPriority.${p}`)) + BUTTON_PADDING + CELL_PADDING),
        ),
      ),
    ),
  );
  if (reported) {
    columns.push(
      // one tick away: the priority took its place (docs/work-order-lifecycle.md "Priority and due time")
      col('fixTypeLabel', t('wo.col.fixType'), 90, { isShow: false }),
      col('reportSourceLabel', t('wo.col.reportSource'), 90, { isShow: false }),
      col('isStatisticsLabel', t('wo.col.isStatistics'), 110, { isShow: false }),
      col('fixStartTime', t('wo.col.fixStartTime'), 150, { isShow: false, type: 'date' }),
    );
  }
  columns.push(
    col('reportContent', t(reported ? 'wo.col.reportContent' : 'wo.col.planContent'), 200),
    col('reportByName', t('wo.col.reportBy'), 90, { isShow: false }),
    // before the handling the due time says more than the report time (docs/work-order-lifecycle.md)
    col('reportTime', t('wo.col.reportTime'), 150, { type: 'date', isShow: false }),
    col('distributeByName', t('wo.col.distributeBy'), 90, { isShow: false }),
    col('execByName', t('wo.col.execBy'), 90),
    col('execTime', t('wo.col.execTime'), 150, { isShow: false, type: 'date' }),
    // overdue is judged only before the handling (docs/work-order-lifecycle.md): the pages past it hide the due time
    col(DUE_TIME_PROP, t('woPriority.col.dueTime'), 225, { type: 'date', isShow: !handled }),
    col('isForwardLabel', t('wo.col.isForward'), 90, { isShow: false }),
  );
  if (handled) {
    columns.push(
      col('handleResultLabel', t('wo.col.handleResult'), 100, { isShow: !accept }),
      col('handleFinishTime', t('wo.col.handleFinishTime'), 150, { type: 'date', isShow: !accept }),
    );
  }
  columns.push(col('acceptByName', t('wo.col.acceptBy'), 90, { isShow: handled }));
  if (accept) {
    columns.push(
      col('lastAcceptResultLabel', t('wo.col.lastAcceptResult'), 100),
      col('lastAcceptTime', t('wo.col.lastAcceptTime'), 150, { type: 'date' }),
    );
  }
  columns.push(
    col('remark', t('wo.col.remark'), 160, { isShow: false }),
    // Fixed, so never squeezed: as wide as its header needs in the language shown (90 px in Chinese, 120 in
    // English), its tag wrapping rather than cut (待派验收 is "To dispatch acceptance").
    col(STATUS_PROP, t('wo.col.status'), Math.max(90, headerWidth(t('wo.col.status'))), {
      type: 'select',
      fixed: 'right',
      wrap: true,
      options: ALL_STATUSES.map((s) => ({ value: s, label: t(statusKey(s)) })),
    }),
    col(ACTIONS_PROP, t('wo.col.actions'), actionsWidth(config, t), { fixed: 'right' }),
  );
  return columns;
}
