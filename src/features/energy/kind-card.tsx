/** One energy kind of the overview: today and this month, each against the same span of the period before. */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Statistic, theme, Typography } from 'antd';
import type { EnergyKindSummary } from '@contract/energy';
import { useT } from '@/shared/i18n';
import { formatAmount } from '@/shared/format/number';
import { changeRatio, changeTone, formatChange } from './energy-figures';

function Change({ current, previous, label }: { current: number; previous: number; label: string }) {
  const { token } = theme.useToken();
  const ratio = changeRatio(current, previous);
  const tone = changeTone(ratio);
  const color = { up: token.colorError, down: token.colorSuccess, flat: token.colorTextSecondary }[tone];
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {label}{' '}
      <span style={{ color }} data-tone={tone}>
        {tone === 'up' && <ArrowUpOutlined />}
        {tone === 'down' && <ArrowDownOutlined />} {formatChange(ratio)}
      </span>
    </Typography.Text>
  );
}

export function KindCard({ summary }: { summary: EnergyKindSummary }) {
  const t = useT();
  const { kind, unit } = summary;
  return (
    <Card size="small" title={t(`energy.kind.${kind}`)} data-testid={`energy-kind-${kind}`}>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        <div style={{ minWidth: 140 }}>
          <Statistic title={t('energy.overview.today')} value={formatAmount(summary.today)} suffix={unit} />
          <Change
            current={summary.today}
            previous={summary.yesterday}
            label={t('energy.overview.vsYesterday')}
          />
        </div>
        <div style={{ minWidth: 140 }}>
          <Statistic title={t('energy.overview.month')} value={formatAmount(summary.month)} suffix={unit} />
          <Change
            current={summary.month}
            previous={summary.lastMonth}
            label={t('energy.overview.vsLastMonth')}
          />
        </div>
      </div>
    </Card>
  );
}
