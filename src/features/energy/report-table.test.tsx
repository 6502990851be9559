import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EnergyReport } from '@contract/energy';
import { renderAt } from '../../../tests/console/render';
import { ReportTable } from './report-table';

const REPORT: EnergyReport = {
  periods: ['2026-11-01', '2026-11-02', '2026-11-03'],
  rows: [
    {
      meterId: 1,
      factoryId: 11,
      factoryName: '上海第一水厂',
      code: 'E-01',
      name: '一号进线',
      kind: 'electricity',
      unit: 'kWh',
      values: [85.37, 120, 99.5],
      total: 304.87,
    },
  ],
  total: 1,
  totals: [{ kind: 'electricity', unit: 'kWh', values: [85.37, 120, 99.5], total: 304.87 }],
};

const ONE_PAGE = { pageNum: 1, pageSize: 50, onPageChange: () => undefined };

describe('the energy report table', () => {
  it('writes every figure of a row, and of the totals, to hundredths', () => {
    renderAt('/', [
      {
        path: '/',
        element: <ReportTable report={REPORT} loading={false} withFactory={false} {...ONE_PAGE} />,
      },
    ]);
    const row = screen.getByText('E-01').closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(-4)).toEqual(['85.37', '120.00', '99.50', '304.87']);
    expect(screen.getByTestId('energy-total-electricity')).toHaveTextContent('120.00');
  });
});
