/**
 * 能耗报表's paging (docs/energy.md "The report's pages"): the page of 50 rows asked for, the lists' pager, the kind
 * totals of the whole report on every page, and page 1 again for a new query or page size.
 */
import type { EnergyReport } from '@contract/energy';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppWrapper } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import EnergyReportPage from './energy-report-page';
import { storeAdminSession } from '../../../tests/console/admin-session';

// A table of 50 rows on a loaded machine: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

setupMsw();

/** A report of 120 electricity meters, answered a page at a time as the server does; the totals are every row's. */
const METERS = 120;
const asked: URLSearchParams[] = [];
const answer = (params: URLSearchParams): EnergyReport => {
  const pageNum = Number(params.get('pageNum'));
  const pageSize = Number(params.get('pageSize'));
  const rows = Array.from({ length: METERS }, (_, i) => ({
    meterId: i + 1,
    factoryId: 11,
    factoryName: '上海第一水厂',
    code: `E-${String(i + 1).padStart(3, '0')}`,
    name: `仪表${i + 1}`,
    kind: 'electricity' as const,
    unit: 'kWh',
    values: [1],
    total: 1,
  }));
  return {
    periods: [params.get('start') ?? ''],
    rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: METERS,
    totals: [{ kind: 'electricity', unit: 'kWh', values: [METERS], total: METERS }],
  };
};

beforeEach(() => {
  asked.length = 0;
  storeAdminSession();
  server.use(
    // the factory picker's tree (nothing to pick here: the report is every factory's)
    mswHttp.get(api('/system/area/tree/list'), () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })),
    mswHttp.get(api('/energy/report'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return HttpResponse.json({ code: 200, msg: 'ok', data: answer(params) });
    }),
  );
});

const lastAsked = () => {
  const params = asked.at(-1)!;
  return { pageNum: params.get('pageNum'), pageSize: params.get('pageSize') };
};

describe('the energy report page', () => {
  it('asks for a page of 50 rows, moves between pages and sizes, and starts at page 1 again for a new query', async () => {
    render(
      <AppWrapper>
        <EnergyReportPage />
      </AppWrapper>,
    );
    expect(await screen.findByText('E-050')).toBeInTheDocument();
    expect(screen.queryByText('E-051')).toBeNull();
    expect(lastAsked()).toEqual({ pageNum: '1', pageSize: '50' });
    expect(screen.getByText('共 120 条')).toBeInTheDocument();
    // The total row sums the whole report, and says so.
    const total = screen.getByTestId('energy-total-electricity');
    expect(total).toHaveTextContent('用电合计（全部页）');
    expect(total).toHaveTextContent('120.00');

    fireEvent.click(within(screen.getByRole('list')).getByText('2'));
    expect(await screen.findByText('E-051')).toBeInTheDocument();
    expect(lastAsked()).toEqual({ pageNum: '2', pageSize: '50' });
    expect(screen.getByTestId('energy-total-electricity')).toHaveTextContent('120.00');

    // A new query (the same choice asked again) starts at page 1.
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('E-001')).toBeInTheDocument();
    expect(lastAsked()).toEqual({ pageNum: '1', pageSize: '50' });

    // Another page size goes back to page 1 with that size.
    fireEvent.click(within(screen.getByRole('list')).getByText('3'));
    expect(await screen.findByText('E-101')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '每页条数' }));
    fireEvent.click(await screen.findByTitle('100条/页'));
    await waitFor(() => expect(lastAsked()).toEqual({ pageNum: '1', pageSize: '100' }));
    expect(await screen.findByText('E-100')).toBeInTheDocument();
  });
});
