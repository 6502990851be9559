/** The figures of a report that cannot be changed here (submitted, approved, a week's roll-up), with their marks. */
import { Descriptions } from 'antd';
import { useT } from '@/shared/i18n';
import { formatFigure, type FigureRow } from './figure-rows';
import { FigureMarks } from './figure-marks';

export function FigureView({ rows }: { rows: FigureRow[] }) {
  const t = useT();
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={{ label: { width: 150 } }}
      items={rows.map(({ def, figure }) => ({
        key: def.key,
        label: t(`report.figure.${def.key}`),
        children: (
          <div className="report-figure-value">
            <span data-testid={`figure-${def.key}`}>
              {formatFigure(figure.value, def.decimals)} {t(`report.unit.${def.key}`)}
            </span>
            <FigureMarks
              def={def}
              prefill={figure.prefill}
              manual={figure.manual}
              flagged={figure.flagged}
              median={figure.median}
            />
          </div>
        ),
      }))}
    />
  );
}
