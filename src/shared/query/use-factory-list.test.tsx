/**
 * A ledger list (docs/architecture.md §4 "Factory pages") opened before the top bar knows its factory asks for the
 * factory once it is known, and never for factory 0, which the server refuses; an address ?factoryId=&keyword= (the
 * global search's link) starts it on that factory and keyword.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { queryWrapper } from '../../../tests/console/query-wrapper';
import { CurrentFactoryContext, type CurrentFactory } from '@/shared/ui/current-factory';
import { useFactoryList } from './use-factory-list';

import type { FormValues } from '@/shared/form';

const toFilter = (values: FormValues) => (values.keyword ? { keyword: String(values.keyword) } : {});

function wrapperOf(current: () => CurrentFactory, address = '/') {
  const Queries = queryWrapper();
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>
      <Queries>
        <CurrentFactoryContext.Provider value={current()}>{children}</CurrentFactoryContext.Provider>
      </Queries>
    </MemoryRouter>
  );
}

describe('useFactoryList', () => {
  it('waits for the factory and then asks once, for that factory', async () => {
    const fetchPage = vi.fn(() => Promise.resolve({ code: 200, msg: 'ok', rows: [], total: 0 }));
    let current: CurrentFactory = { factoryId: null, factoryName: '', tree: [] };
    const wrapper = wrapperOf(() => current);
    const { rerender } = renderHook(() => useFactoryList(['t'], fetchPage, toFilter), { wrapper });
    expect(fetchPage).not.toHaveBeenCalled();
    current = { factoryId: 11, factoryName: '上海第一水厂', tree: [] };
    await act(async () => rerender());
    expect(fetchPage.mock.calls).toEqual([[{ factoryId: 11, pageNum: 1, pageSize: 100 }]]);
  });

  it('asks for the factory at once when it is known from the start', async () => {
    const fetchPage = vi.fn(() => Promise.resolve({ code: 200, msg: 'ok', rows: [], total: 0 }));
    const wrapper = wrapperOf(() => ({ factoryId: 12, factoryName: '', tree: [] }));
    renderHook(() => useFactoryList(['t'], fetchPage, toFilter), { wrapper });
    await act(() => Promise.resolve());
    expect(fetchPage.mock.calls).toEqual([[{ factoryId: 12, pageNum: 1, pageSize: 100 }]]);
  });

  it("starts on the address's factory and keyword, over the top bar's factory", async () => {
    const fetchPage = vi.fn(() => Promise.resolve({ code: 200, msg: 'ok', rows: [], total: 0 }));
    const wrapper = wrapperOf(
      () => ({ factoryId: 11, factoryName: '', tree: [] }),
      '/AssetLedger/DeviceLedger?factoryId=12&keyword=%20P-01%20',
    );
    const { result } = renderHook(() => useFactoryList(['t'], fetchPage, toFilter), { wrapper });
    await act(() => Promise.resolve());
    expect(fetchPage.mock.calls).toEqual([[{ keyword: 'P-01', factoryId: 12, pageNum: 1, pageSize: 100 }]]);
    expect(result.current.linkValues).toEqual({ keyword: 'P-01' });
  });
});
