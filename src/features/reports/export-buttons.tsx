/**
 * 导出本日 / 导出本周 and 导出本月 of a filling page, for the holders of the export code (PERM.DAILY_EXPORT /
 * WEEKLY_EXPORT): the chosen period or the month of the factory shown as .xlsx, through the shared download helper,
 * so a download outside the secure space is refused (docs/requirements.md §5, §8).
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { PERM } from '@contract/permissions';
import type { ReportKind } from '@contract/report';
import { useT } from '@/shared/i18n';
import { Permission } from '@/shared/permissions';
import { exportReports } from './api';
import { exportRequest, type ExportScope } from './export-query';

export interface ExportButtonsProps {
  kind: ReportKind;
  factoryId: number | null;
  factoryName: string;
  /** the day or the week's Monday chosen, if any */
  period: string | null;
  month: string;
}

const CODE = { daily: PERM.DAILY_EXPORT, weekly: PERM.WEEKLY_EXPORT } as const;

export function ExportButtons({ kind, factoryId, factoryName, period, month }: ExportButtonsProps) {
  const t = useT();
  const [busy, setBusy] = useState<'period' | 'month' | null>(null);

  const download = (which: 'period' | 'month', scope: ExportScope) => {
    if (factoryId === null) return;
    const prefix = t(kind === 'daily' ? 'report.file.daily' : 'report.file.weekly');
    const { query, filename } = exportRequest(kind, { id: factoryId, name: factoryName }, scope, prefix);
    setBusy(which);
    // The helper and the client have said why a download did not happen.
    void exportReports(kind, query, filename)
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };

  return (
    <Permission codes={CODE[kind]}>
      <Space wrap>
        <Button
          icon={<DownloadOutlined />}
          disabled={factoryId === null || period === null}
          loading={busy === 'period'}
          onClick={() => period !== null && download('period', { period })}
        >
          {t(kind === 'daily' ? 'report.export.day' : 'report.export.week')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          disabled={factoryId === null}
          loading={busy === 'month'}
          onClick={() => download('month', { month })}
        >
          {t('report.export.month')}
        </Button>
      </Space>
    </Permission>
  );
}
