import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EnergyKindSummary } from '@contract/energy';
import { KindCard } from './kind-card';

const summary: EnergyKindSummary = {
  kind: 'electricity',
  unit: 'kWh',
  today: 1200,
  yesterday: 1000,
  month: 36000,
  lastMonth: 40000,
};

describe('KindCard (docs/architecture.md §3 "Energy")', () => {
  it('shows today and this month beside the same span before', () => {
    render(<KindCard summary={summary} empty={{ today: false, month: false }} />);
    const card = screen.getByTestId('energy-kind-electricity');
    expect(card).toHaveTextContent('1,200kWh');
    expect(card).toHaveTextContent('较昨日同期 +20.0%');
    expect(card).toHaveTextContent('36,000kWh');
    expect(card).toHaveTextContent('较上月同期 −10.0%');
  });

  it('in the first hour of a day shows no figure for today and no comparison, but says why', () => {
    const first = { ...summary, today: 0, yesterday: 0 };
    render(<KindCard summary={first} empty={{ today: true, month: false }} />);
    const card = screen.getByTestId('energy-kind-electricity');
    expect(card).toHaveTextContent('今日—今日数据不足一小时');
    expect(card).not.toHaveTextContent('较昨日同期');
    expect(card).toHaveTextContent('较上月同期');
  });

  it('on the first of a month the month too', () => {
    const first = { ...summary, today: 0, yesterday: 0, month: 0, lastMonth: 0 };
    render(<KindCard summary={first} empty={{ today: true, month: true }} />);
    const card = screen.getByTestId('energy-kind-electricity');
    expect(card).toHaveTextContent('本月—本月数据不足一小时');
    expect(card).not.toHaveTextContent('较上月同期');
    expect(card).not.toHaveTextContent('kWh');
  });
});
