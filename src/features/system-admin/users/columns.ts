/**
 * The table columns of the user list: the server's gen config for sys_user (GET /api/tool/gen/1) is
 * the default layout; the user's local preferences (order, visibility, widths) apply on top of it in
 * GenericTable through mergeColumnPrefs.
 */
import type { GenColumn } from '@contract/gen';
import type { ColumnSpec, ColumnType, Row } from '@/shared/table';

/** User.status: '0' active, '1' disabled (RuoYi sys_normal_disable). */
export const STATUS_NORMAL = '0';
export const STATUS_DISABLED = '1';

export interface StatusLabels {
  normal: string;
  disabled: string;
}

const TYPES: Record<string, ColumnType> = { datetime: 'date', date: 'date', number: 'number', icon: 'icon' };

/**
 * Gen rows (sorted by `sort`) as column specs. The status column ('switch' in the config) shows
 * 正常/停用 and is a link when the viewer may change it: GenericTable has no custom cell slot, so the
 * toggle is a click on the cell that asks 温馨提示 first.
 */
export function toColumnSpecs(
  rows: GenColumn[],
  labels: StatusLabels,
  statusClickable: boolean,
): ColumnSpec[] {
  return [...rows]
    .sort((a, b) => a.sort - b.sort)
    .map((row) => {
      const base: ColumnSpec = {
        prop: row.prop,
        label: row.label,
        isShow: row.isShow,
        width: row.width,
        fixed: row.fixed === '' ? undefined : row.fixed,
        type: TYPES[row.type] ?? 'text',
      };
      if (row.prop === 'status') {
        return {
          ...base,
          type: 'select',
          click: statusClickable,
          options: [
            { value: STATUS_NORMAL, label: labels.normal },
            { value: STATUS_DISABLED, label: labels.disabled },
          ],
        };
      }
      // The account cell selects the row the toolbar buttons act on.
      return row.prop === 'userName' ? { ...base, click: true } : base;
    });
}

/** Colours the status cell through GenericTable's `{prop}Color` flags: green active, red disabled. */
export function withStatusColor<R extends Row>(row: R): R & { statusColor: string } {
  return { ...row, statusColor: row.status === STATUS_NORMAL ? 'green' : 'red' };
}
