/**
 * The 970 px acceptance dialog opened by an acceptance message (docs/requirements.md §2 "Message drawer"), over whatever
 * page is shown. Its code is a chunk of its own, loaded at the first acceptance message clicked.
 */
import { lazy, Suspense } from 'react';
import type { AcceptanceTarget } from '@/features/messages';

const AcceptanceDialog = lazy(() =>
  import('@/features/work-orders/dialogs/acceptance-dialog').then((m) => ({ default: m.AcceptanceDialog })),
);

interface Props {
  order: AcceptanceTarget | null;
  onClose: () => void;
  /** the order moved on: message counts may have changed */
  onDone: () => void;
}

export function MessageAcceptance({ order, onClose, onDone }: Props) {
  if (!order) return null;
  return (
    <Suspense fallback={null}>
      <AcceptanceDialog
        open
        kind={order.kind}
        taskId={order.taskId}
        onClose={onClose}
        onDone={() => {
          onDone();
          onClose();
        }}
      />
    </Suspense>
  );
}
