/** The process timeline of one order in a dialog: every process log (task/log/list), oldest first. */
import { Button, Modal, Spin } from 'antd';
import { useT } from '@/shared/i18n';
import { usePageQuery } from '@/shared/query';
import { fetchTaskLogs } from '../api';
import { workOrderKeys } from '../query-keys';
import { ProcessTimeline } from './process-timeline';

export interface ProcessTimelineDialogProps {
  open: boolean;
  taskId: number | null;
  onClose: () => void;
}

export function ProcessTimelineDialog({ open, taskId, onClose }: ProcessTimelineDialogProps) {
  const t = useT();
  // Keyed by the opened order and fetched at each opening; a refusal (the client showed it) shows an empty
  // timeline rather than a spinner forever.
  const query = usePageQuery({
    queryKey: workOrderKeys.taskLogs(taskId ?? -1),
    queryFn: () => fetchTaskLogs(taskId ?? -1),
    enabled: open && taskId !== null,
    refetchOnMount: 'always',
  });
  const logs = query.isFetchedAfterMount ? (query.isError ? [] : (query.data ?? [])) : null;
  return (
    <Modal
      open={open}
      title={t('woDlg.tl.title')}
      width={640}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('woDlg.close')}</Button>}
    >
      {logs ? <ProcessTimeline logs={logs} /> : <Spin />}
    </Modal>
  );
}
