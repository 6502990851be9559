/** One energy kind of the overview: today and this month, each against the same span of the period before. */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Statistic, theme, Typography } from 'antd';
import type { EnergyKindSummary } from '@contract/energy';
import { useT } from '@/shared/i18n';
import type { EmptyPeriods } from '@/shared/dates/empty-periods';
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

/**
 * One period's figure beside the same span of the period before; a period without a complete hour yet (`empty`) shows
 * '—' and why instead (docs/architecture.md §3 "Energy", "The first hour of a day").
 */
function Period(props: {
  title: string;
  current: number;
  previous: number;
  unit: string;
  versus: string;
  empty: string | null;
}) {
  return (
    <div style={{ minWidth: 140 }}>
      <Statistic
        title={props.title}
        value={formatAmount(props.empty === null ? props.current : null)}
        suffix={props.empty === null ? props.unit : undefined}
      />
      {props.empty === null ? (
        <Change current={props.current} previous={props.previous} label={props.versus} />
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {props.empty}
        </Typography.Text>
      )}
    </div>
  );
}

/** `empty`: the periods without a complete hour yet (`emptyPeriods`, in the first hour of a day). */
export function KindCard({ summary, empty }: { summary: EnergyKindSummary; empty: EmptyPeriods }) {
  const t = useT();
  const { kind, unit } = summary;
  return (
    <Card size="small" title={t(`energy.kind.${kind}`)} data-testid={`energy-kind-${kind}`}>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        <Period
          title={t('energy.overview.today')}
          current={summary.today}
          previous={summary.yesterday}
          unit={unit}
          versus={t('energy.overview.vsYesterday')}
          empty={empty.today ? t('energy.overview.todayFirstHour') : null}
        />
        <Period
          title={t('energy.overview.month')}
          current={summary.month}
          previous={summary.lastMonth}
          unit={unit}
          versus={t('energy.overview.vsLastMonth')}
          empty={empty.month ? t('energy.overview.monthFirstHour') : null}
        />
      </div>
    </Card>
  );
}
