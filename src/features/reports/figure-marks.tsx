/**
 * The marks beside a figure: 预填 with the value the plant's data gave, 手动修改 when the value differs from it, and
 * the warning of a value far from the median of the last days (docs/architecture.md §3 "Daily and weekly reports").
 */
import { WarningOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import type { FigureDef } from '@contract/report';
import { useT } from '@/shared/i18n';
import { formatFigure } from './figure-rows';

export interface FigureMarksProps {
  def: FigureDef;
  prefill: number | null;
  /** the value differs from the pre-filled one */
  manual: boolean;
  flagged: boolean;
  median: number | null;
}

export function FigureMarks({ def, prefill, manual, flagged, median }: FigureMarksProps) {
  const t = useT();
  if (prefill === null && !manual && !flagged) return null;
  return (
    <Space size={[4, 2]} wrap className="report-marks">
      {prefill !== null && (
        <>
          <Tag color="blue">{t('report.prefill')}</Tag>
          <Typography.Text type="secondary">
            {t('report.prefillValue', { value: formatFigure(prefill, def.decimals) })}
          </Typography.Text>
        </>
      )}
      {manual && <Tag color="gold">{t('report.manual')}</Tag>}
      {flagged && median !== null && (
        <Typography.Text type="warning" role="status">
          <WarningOutlined /> {t('report.flagged', { median: formatFigure(median, def.decimals) })}
        </Typography.Text>
      )}
    </Space>
  );
}
