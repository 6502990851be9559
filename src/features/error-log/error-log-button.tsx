import { useState } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { BugOutlined } from '@ant-design/icons';
import { useT } from '@/shared/i18n';
import { lazyOnOpen } from '@/shared/ui/lazy-on-open';
import { useErrorLogStore } from './store';

// Loaded at its first opening (docs/architecture.md §4 "Bundles").
const ErrorLogDialog = lazyOnOpen(() => import('./error-log-dialog').then((m) => m.ErrorLogDialog));

export interface ErrorLogButtonProps {
  /** lets the shell style it like its other header tools */
  className?: string;
}

/**
 * Header button with the error count. Absent while the log is empty or hidden "for now"; the dialog
 * stays mounted so that clearing the log from inside it does not snap it shut.
 */
export function ErrorLogButton({ className }: ErrorLogButtonProps) {
  const t = useT();
  const count = useErrorLogStore((s) => s.entries.length);
  const hidden = useErrorLogStore((s) => s.hidden);
  const [open, setOpen] = useState(false);
  const visible = count > 0 && !hidden;

  return (
    <>
      {visible && (
        <Tooltip title={t('errorLog.title')}>
          <Badge count={count} size="small" offset={[-6, 6]}>
            <Button
              type="text"
              className={className}
              icon={<BugOutlined />}
              aria-label={`${t('errorLog.title')} (${count})`}
              onClick={() => setOpen(true)}
              data-testid="error-log-button"
            />
          </Badge>
        </Tooltip>
      )}
      <ErrorLogDialog open={open && !hidden} onClose={() => setOpen(false)} />
    </>
  );
}
