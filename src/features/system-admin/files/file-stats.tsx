/**
 * The figures above the file list (docs/architecture.md §3 "Files"): how many files the store holds, the space they
 * take, and how many of them nothing is attached to yet, with the rule that removes those.
 */
import { Card, Space, Statistic, Typography } from 'antd';
import { FILE_ORPHAN_HOURS, type FileStats } from '@contract/file';
import { formatAmount, formatBytes } from '@/shared/format/number';
import { useT } from '@/shared/i18n';

/** `stats` null while the first answer is on its way: dashes. */
export function FileStatsBar({ stats }: { stats: FileStats | null }) {
  const t = useT();
  const orphans = stats
    ? `${t('file.orphanCount', { n: formatAmount(stats.orphanFiles) })} / ${formatBytes(stats.orphanBytes)}`
    : '—';
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="file-stats">
      <Space size={[48, 8]} wrap align="start">
        <Statistic title={t('file.total')} value={formatAmount(stats?.files)} />
        <Statistic title={t('file.used')} value={formatBytes(stats?.bytes)} />
        <div>
          <Statistic title={t('file.orphans')} value={orphans} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('file.orphanHint', { hours: FILE_ORPHAN_HOURS })}
          </Typography.Text>
        </div>
      </Space>
    </Card>
  );
}
