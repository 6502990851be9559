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

/** The console's own last column: the row's action buttons (not part of the server's column config). */
export const ACTIONS_PROP = 'actions';

/**
 * Gen rows (sorted by `sort`) as column specs, plus the actions column. The status column shows
 * 正常/停用; the page renders it as a switch for users who may change it (GenericTable's renderCell).
 */
export function toColumnSpecs(rows: GenColumn[], labels: StatusLabels, actionsLabel: string): ColumnSpec[] {
  const specs: ColumnSpec[] = [...rows]
    .sort((a, b) => a.sort - b.sort)
    .map((row): ColumnSpec => {
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
          options: [
            { value: STATUS_NORMAL, label: labels.normal },
            { value: STATUS_DISABLED, label: labels.disabled },
          ],
        };
      }
      return base;
    });
  const actions: ColumnSpec = {
    prop: ACTIONS_PROP,
    label: actionsLabel,
    type: 'text',
    isShow: true,
    fixed: 'right',
    width: 250,
  };
  return [...specs, actions];
}

/** Colours the status cell through GenericTable's `{prop}Color` flags: green active, red disabled. */
export function withStatusColor<R extends Row>(row: R): R & { statusColor: string } {
  return { ...row, statusColor: row.status === STATUS_NORMAL ? 'green' : 'red' };
}
