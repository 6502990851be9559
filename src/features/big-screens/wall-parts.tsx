/**
 * Pieces both walls use (docs/requirements.md §2 big screens): a figure with its unit and comparison, the ring of
 * active alarms by kind, and the note a panel shows before its first figures or after the first load failed.
 */
import { useMemo, type ReactNode } from 'react';
import type { AlarmFigures, FactoryState } from '@contract/screen';
import { EChart, useChartTheme } from '@/shared/charts';
import { formatAmount } from '@/shared/format/number';
import { useT } from '@/shared/i18n';
import { alarmsOption } from './screen-charts';
import { changeRatio, changeTone, formatChange, formatCount } from './screen-figures';

export function Figure({
  label,
  value,
  unit,
  sub,
  testId,
}: {
  label: string;
  value: string;
  unit?: string;
  sub?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="bs-figure" data-testid={testId}>
      <div className="bs-figure__label" title={label}>
        {label}
      </div>
      <div className="bs-figure__value">
        {value}
        {unit && <span className="bs-figure__unit">{unit}</span>}
      </div>
      {sub && <div className="bs-figure__sub">{sub}</div>}
    </div>
  );
}

/** Today against the same hours of yesterday: '较昨日同期 +3.2%' in the colour of good or bad news. */
export function VersusYesterday({
  today,
  yesterday,
  upIsGood,
}: {
  today: number | null;
  yesterday: number | null;
  upIsGood: boolean;
}) {
  const t = useT();
  const ratio = changeRatio(today, yesterday);
  return (
    <>
      <div>
        {t('screen.vsYesterday')}{' '}
        <span className={`bs-tone--${changeTone(ratio, upIsGood)}`}>{formatChange(ratio)}</span>
      </div>
      <div className="bs-muted">{t('screen.yesterday', { value: formatAmount(yesterday) })}</div>
    </>
  );
}

export function AlarmRing({ alarms, height }: { alarms: AlarmFigures; height: number }) {
  const t = useT();
  const theme = useChartTheme();
  const option = useMemo(
    () => alarmsOption(alarms, (kind) => t(`screen.alarmKind.${kind}`), theme),
    [alarms, t, theme],
  );
  return (
    <div style={{ position: 'relative' }}>
      <EChart option={option} height={height} label={t('screen.alarms.title')} testId="screen-alarm-ring" />
      <div className="bs-ring-total" aria-hidden>
        <div className="bs-ring-total__value" data-testid="screen-alarm-total">
          {formatCount(alarms.total)}
        </div>
        <div className="bs-ring-total__label">{t('screen.alarms.total')}</div>
      </div>
    </div>
  );
}

export const STATE_COLOR: Readonly<Record<FactoryState, string>> = {
  normal: '#52e08a',
  warning: '#ffc53d',
  alarm: '#ff4d4f',
};

export function StateMark({ state }: { state: FactoryState }) {
  const t = useT();
  return (
    <span className={`bs-state bs-state--${state}`}>
      <span className="bs-state-dot" style={{ background: STATE_COLOR[state] }} />
      {t(`screen.factoryState.${state}`)}
    </span>
  );
}

/** Before the first figures: loading, or (after a failed first load) a note that it will try again. */
export function FirstLoad({ failed }: { failed: boolean }) {
  const t = useT();
  return (
    <div className="bs-center-note" role="status" data-testid="screen-first-load">
      {t(failed ? 'screen.loadFailed' : 'screen.loading')}
    </div>
  );
}
