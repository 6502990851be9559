/**
 * /WorkOrderSheet/{kind}/{taskId}: the printable order sheet, outside the shell (docs/work-order-lifecycle.md "Order
 * sheet"). The kind must be an order kind and the id plain digits, else 404; whether the user may see the order is the
 * server's answer to the detail call the sheet makes.
 */
import { useParams } from 'react-router-dom';
import { WO_KINDS, type WoKind } from '@contract/work-order';
import { NotFoundPage } from '@/features/errors';
import { OrderSheetPage } from '@/features/work-orders/sheet/order-sheet-page';
import { useT } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/ui/use-document-title';

const isKind = (value: string): value is WoKind => (WO_KINDS as readonly string[]).includes(value);

export default function OrderSheetRoute() {
  const t = useT();
  const { kind = '', taskId = '' } = useParams();
  useDocumentTitle(t('woSheet.pageTitle'));
  if (!isKind(kind) || !/^[1-9]\d{0,9}$/.test(taskId)) return <NotFoundPage />;
  return <OrderSheetPage key={`${kind}/${taskId}`} kind={kind} taskId={Number(taskId)} />;
}
