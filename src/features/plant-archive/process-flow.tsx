/** A factory's process units as a flow, first to last, each card with its kind and first parameters. */
import { ArrowRightOutlined } from '@ant-design/icons';
import { Card, Empty, Tag } from 'antd';
import type { ProcessUnit } from '@contract/plant-archive';
import { useT } from '@/shared/i18n';
import { paramText } from './process-fields';

/** Parameters shown on a card; the table lists them all. */
const CARD_PARAMS = 2;

export interface ProcessFlowProps {
  units: ProcessUnit[];
  kindLabel: (kind: string) => string;
}

export function ProcessFlow({ units, kindLabel }: ProcessFlowProps) {
  const t = useT();
  if (units.length === 0) return <Empty description={t('process.empty')} />;
  return (
    <ol className="process-flow" aria-label={t('process.flow')}>
      {units.map((unit, i) => (
        <li key={unit.unitId} className="process-flow__step" data-testid="process-step">
          <Card size="small" className="process-flow__card" title={`${unit.seq}. ${unit.name}`}>
            <Tag color="blue">{kindLabel(unit.kind)}</Tag>
            <ul className="process-flow__params">
              {unit.params.slice(0, CARD_PARAMS).map((p) => (
                <li key={p.name}>{paramText(p)}</li>
              ))}
            </ul>
          </Card>
          {i < units.length - 1 && <ArrowRightOutlined className="process-flow__arrow" aria-hidden />}
        </li>
      ))}
    </ol>
  );
}
