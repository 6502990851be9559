/** A report's state as a coloured tag (antd presets follow the theme), with the overdue and flagged marks beside it. */
import { WarningOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import type { ReportStatus } from '@contract/report';
import { useT } from '@/shared/i18n';
import { statusColor, statusKey } from './report-calendar';

export function StatusTag({ status, compact = false }: { status: ReportStatus | null; compact?: boolean }) {
  const t = useT();
  return (
    <Tag
      color={statusColor(status)}
      bordered={!compact}
      className={compact ? 'report-tag--compact' : undefined}
    >
      {t(statusKey(status))}
    </Tag>
  );
}

export function OverdueMark() {
  const t = useT();
  return (
    <Typography.Text type="danger" strong className="report-mark">
      {t('report.overdue')}
    </Typography.Text>
  );
}

/** ⚠ n: how many figures deviate from their median; nothing when none does. */
export function FlagCount({ count }: { count: number }) {
  const t = useT();
  if (count <= 0) return null;
  const label = t('report.flaggedCount', { count });
  return (
    <Typography.Text type="warning" className="report-mark" aria-label={label} title={label}>
      <WarningOutlined /> {count}
    </Typography.Text>
  );
}
