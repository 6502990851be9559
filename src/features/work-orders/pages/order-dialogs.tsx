/**
 * The dialogs a work-order page opens (written by the dialogs helper, src/features/work-orders/dialogs):
 * one at a time, on one order, or the report dialog of the page's kind. Every dialog that changes an
 * order reports onDone (having invalidated the work-order keys, its list among them); the page closes it.
 */
import type { WoKind, WoRow } from '@contract/work-order';
import {
  AcceptanceDialog,
  AssignDialog,
  AuditDialog,
  HandleDialog,
  OrderDetailDialog,
  ProcessTimelineDialog,
  ReportDialog,
} from '../dialogs';
import type { OrderDialog } from './row-actions';

export type OpenDialog =
  (OrderDialog & { row: WoRow }) | { dialog: 'report'; kind: WoKind; factoryId: number };

interface Props {
  opened: OpenDialog | null;
  onClose: () => void;
  /** a dialog changed something (and invalidated the work-order keys): close it */
  onDone: () => void;
}

/** Only the open dialog is mounted: a closed one asks the server nothing. */
export function OrderDialogs({ opened, onClose, onDone }: Props) {
  if (!opened) return null;
  if (opened.dialog === 'report') {
    return (
      <ReportDialog
        open
        kind={opened.kind}
        factoryId={opened.factoryId}
        onClose={onClose}
        onDone={() => onDone()}
      />
    );
  }
  const { row } = opened;
  switch (opened.dialog) {
    case 'detail':
      return <OrderDetailDialog open kind={row.kind} taskId={row.taskId} onClose={onClose} />;
    case 'acceptance':
      return <AcceptanceDialog open kind={row.kind} taskId={row.taskId} onClose={onClose} onDone={onDone} />;
    case 'timeline':
      return <ProcessTimelineDialog open taskId={row.taskId} onClose={onClose} />;
    case 'handle':
      return <HandleDialog open order={row} onClose={onClose} onDone={onDone} />;
    case 'audit':
      return <AuditDialog open order={row} onClose={onClose} onDone={onDone} />;
    case 'assign':
      return <AssignDialog open order={row} mode={opened.mode} onClose={onClose} onDone={onDone} />;
  }
}
