/**
 * The frame both log pages share (docs/administration.md): the query form, the note when the count is capped, the
 * generic table with the page's export button (src/shared/download ExportButton) and a refresh, and the result tag.
 */
import { Alert, Button, Grid, Space, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { LOG_COUNT_CAP, LOG_STATUS, type LogStatus } from '@contract/logs';
import { QUERY_FIELDS_PER_ROW, QueryForm, type FieldSpec, type FormValues } from '@/shared/form';
import { pagedTableProps, type PagedQuery } from '@/shared/query';
import { useT } from '@/shared/i18n';
import { GenericTable, type ColumnSpec, type Row } from '@/shared/table';
import { useShellLayout } from '@/shared/ui/shell-layout';
import { STATUS_LABEL } from './log-labels';

export const ACTIONS_PROP = 'actions';
const NARROW_FIELDS_PER_ROW = 3;

/** The row actions' column, fixed on the right so that it stays in view on a narrow screen. */
export const actionsColumn = (label: string): ColumnSpec => ({
  label,
  prop: ACTIONS_PROP,
  type: 'text',
  isShow: true,
  width: 70,
  fixed: 'right',
});

export function StatusTag({ status }: { status: LogStatus }) {
  const t = useT();
  return <Tag color={status === LOG_STATUS.SUCCESS ? 'green' : 'red'}>{t(STATUS_LABEL[status])}</Tag>;
}

export interface LogListProps<R, Q> {
  testId: string;
  tableId: string;
  fields: FieldSpec[];
  filterOf: (values: FormValues) => Q;
  list: PagedQuery<R, Q>;
  columns: ColumnSpec[];
  rowKey: string;
  renderCell: (prop: string, row: R) => ReactNode | undefined;
  /** the export of the current filter: the page's ExportButton */
  exportButton: ReactNode;
  /** above the query form */
  children?: ReactNode;
}

export function LogList<R extends Row, Q>(props: LogListProps<R, Q>) {
  const { list } = props;
  const t = useT();
  const layout = useShellLayout();
  const [extraRows, setExtraRows] = useState(0);
  // below antd's lg (992 px) four fields and the buttons do not fit a row: the expand button went off screen at 800
  const wide = Grid.useBreakpoint().lg ?? true;
  return (
    <div data-testid={props.testId}>
      {props.children}
      <QueryForm
        fields={props.fields}
        onSearch={(v) => list.search(props.filterOf(v))}
        onLayoutRows={setExtraRows}
        perRow={wide ? QUERY_FIELDS_PER_ROW : NARROW_FIELDS_PER_ROW}
      />
      {list.total > LOG_COUNT_CAP && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message={t('log.capped', { n: LOG_COUNT_CAP })}
        />
      )}
      <GenericTable<R>
        tableId={props.tableId}
        columns={props.columns}
        {...pagedTableProps(list)}
        layout={layout}
        extraQueryRows={extraRows}
        rowKey={props.rowKey}
        renderCell={props.renderCell}
        toolbar={
          <Space>
            {props.exportButton}
            <Button onClick={list.reload}>{t('log.refresh')}</Button>
          </Space>
        }
      />
    </div>
  );
}
