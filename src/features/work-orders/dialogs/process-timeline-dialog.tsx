/** The process timeline of one order in a dialog: every process log (task/log/list), oldest first. */
import { Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { TaskLog } from '@contract/work-order';
import { useT } from '@/shared/i18n';
import { fetchTaskLogs } from '../api';
import { ProcessTimeline } from './process-timeline';

export interface ProcessTimelineDialogProps {
  open: boolean;
  taskId: number | null;
  onClose: () => void;
}

export function ProcessTimelineDialog({ open, taskId, onClose }: ProcessTimelineDialogProps) {
  const t = useT();
  const [loaded, setLoaded] = useState<{ of: number; logs: TaskLog[] } | null>(null);

  useEffect(() => {
    if (!open || taskId === null) return;
    let alive = true;
    fetchTaskLogs(taskId)
      .then((logs) => {
        if (alive) setLoaded({ of: taskId, logs });
      })
      .catch(() => {
        // The client showed the refusal; show an empty timeline rather than a spinner forever.
        if (alive) setLoaded({ of: taskId, logs: [] });
      });
    return () => {
      alive = false;
    };
  }, [open, taskId]);

  const logs = loaded && loaded.of === taskId ? loaded.logs : null;
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
