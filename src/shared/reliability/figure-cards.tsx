/**
 * The reliability figures of an answer as cards with their units (docs/reliability.md): failures, downtime, MTTR,
 * MTBF, availability, PM compliance, open and overdue orders. A figure that has no value (no failure, nothing due)
 * says why under its dash.
 */
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { Reliability } from '@contract/reliability';
import { formatFixed } from '@/shared/format/number';
import { useT, type MessageKey } from '@/shared/i18n';
import { hoursText, shareText } from './figure-text';

export interface FigureCardsProps {
  figures: Reliability;
  /** narrow: two cards a row whatever the width (the device drawer) */
  narrow?: boolean;
}

export function FigureCards({ figures: r, narrow = false }: FigureCardsProps) {
  const t = useT();
  const h = t('reliability.hours');
  const noFailure = r.failures === 0 ? t('reliability.noFailure') : undefined;
  const cards: [MessageKey, string, string | undefined][] = [
    ['reliability.failures', String(r.failures), undefined],
    [
      'reliability.downtime',
      hoursText(r.downtimeHours, h),
      t('reliability.devicesHint', { n: r.devices, hours: formatFixed(r.periodHours, 0) }),
    ],
    ['reliability.mttr', hoursText(r.mttrHours, h), noFailure],
    ['reliability.mtbf', hoursText(r.mtbfHours, h), noFailure],
    ['reliability.availability', shareText(r.availability), undefined],
    [
      'reliability.pmCompliance',
      shareText(r.pmCompliance),
      r.pmDue === 0
        ? t('reliability.nothingDue')
        : t('reliability.pmHint', { done: r.pmOnTime, due: r.pmDue }),
    ],
    ['reliability.backlog', String(r.backlog), undefined],
    ['reliability.overdue', String(r.overdue), undefined],
  ];
  return (
    <Row gutter={[12, 12]} data-testid="reliability-figures">
      {cards.map(([key, value, hint]) => (
        <Col key={key} xs={12} md={narrow ? 12 : 6} xl={narrow ? 12 : 3}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={t(key)} value={value} data-testid={key} />
            {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
