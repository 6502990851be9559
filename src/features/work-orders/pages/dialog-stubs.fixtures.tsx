/**
 * Test doubles of the dialogs module for the page tests: each shows which dialog the page opened, on
 * which order and in which mode, and lets the test finish (onDone, after invalidating the work-order keys as a
 * real dialog's write does) or close it. The dialogs themselves are tested beside their code
 * (src/features/work-orders/dialogs).
 */
import { queryClient } from '@/shared/query';
import { workOrderKeys } from '../query-keys';

interface StubProps {
  open: boolean;
  kind?: string;
  taskId?: number | null;
  factoryId?: number;
  order?: { taskNo: string } | null;
  mode?: string;
  onClose: () => void;
  onDone?: (created?: { taskId: number; taskNo: string }) => void;
}

function stub(name: string) {
  return function Stub({ open, kind, taskId, factoryId, order, mode, onClose, onDone }: StubProps) {
    if (!open) return null;
    const about = [name, mode, kind, order?.taskNo ?? taskId, factoryId].filter((v) => v !== undefined);
    return (
      <div role="dialog" aria-label={name}>
        <span data-testid="dialog">{about.join(' ')}</span>
        {onDone && (
          <button
            onClick={() => {
              void queryClient.invalidateQueries({ queryKey: workOrderKeys.all });
              onDone({ taskId: 99, taskNo: 'WX-NEW' });
            }}
          >
            stub-done
          </button>
        )}
        <button onClick={onClose}>stub-close</button>
      </div>
    );
  };
}

export const OrderDetailDialog = stub('OrderDetailDialog');
export const AcceptanceDialog = stub('AcceptanceDialog');
export const ProcessTimelineDialog = stub('ProcessTimelineDialog');
export const ReportDialog = stub('ReportDialog');
export const HandleDialog = stub('HandleDialog');
export const AuditDialog = stub('AuditDialog');
export const AssignDialog = stub('AssignDialog');
