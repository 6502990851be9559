/**
 * /WorkOrderSheet/{kind}/{taskId} (docs/work-order-lifecycle.md "Order sheet"): one order as an A4 sheet, outside the
 * console's shell so nothing but the sheet prints. Its data come through the detail dialog's calls and query keys
 * (the order, task/log/list), so the server's permission and factory scope for the detail decide who sees it; a
 * refusal (the client showed its msg) leaves only 工单不存在或无权查看. Paper is black on white whatever the console's
 * theme: antd's default theme inside, and order-sheet.css for the page and print.
 */
import { Button, ConfigProvider, Result, Spin } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import type { TaskLog, WoKind } from '@contract/work-order';
import { chinaNow, DATE_TIME_FORMAT } from '@/shared/dates';
import { useT } from '@/shared/i18n';
import { usePageQuery } from '@/shared/query';
import { fetchTaskLogs } from '../api';
import { useOrder } from '../dialogs/use-order';
import { workOrderKeys } from '../query-keys';
import { OrderSheet } from './order-sheet';
import './order-sheet.css';

/** antd's default (light) theme whatever the console's: a printed sheet is black on white. */
const PAPER_THEME = { inherit: false } as const;

function useTaskLogs(taskId: number): { logs: readonly TaskLog[] | null } {
  const query = usePageQuery({
    queryKey: workOrderKeys.taskLogs(taskId),
    queryFn: () => fetchTaskLogs(taskId),
    refetchOnMount: 'always',
  });
  if (!query.isFetchedAfterMount) return { logs: null };
  return { logs: query.isError ? [] : (query.data ?? []) };
}

export function OrderSheetPage({ kind, taskId }: { kind: WoKind; taskId: number }) {
  const t = useT();
  const { order, loading } = useOrder(true, kind, taskId);
  const { logs } = useTaskLogs(taskId);
  // when the sheet was made, fixed for the page's life (a re-render must not move it)
  const printedAt = useMemo(() => chinaNow().format(DATE_TIME_FORMAT), []);
  const ready = order !== null && logs !== null;
  return (
    <ConfigProvider theme={PAPER_THEME}>
      <div className="order-sheet-page">
        <div className="order-sheet-page__toolbar">
          <Button type="primary" icon={<PrinterOutlined />} disabled={!ready} onClick={() => window.print()}>
            {t('woSheet.print')}
          </Button>
          <span className="order-sheet-page__hint">{t('woSheet.printHint')}</span>
        </div>
        {(loading || (order && !logs)) && <Spin className="order-sheet-page__spin" />}
        {!loading && !order && <Result status="warning" title={t('woSheet.notFound')} />}
        {ready && <OrderSheet order={order} logs={logs} printedAt={printedAt} />}
      </div>
    </ConfigProvider>
  );
}
