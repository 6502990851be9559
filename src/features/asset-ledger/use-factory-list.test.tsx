/**
 * A ledger list (docs/architecture.md §4 "Factory pages") opened before the top bar knows its factory asks for the
 * factory once it is known, and never for factory 0, which the server refuses.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { queryWrapper } from '../../../tests/console/query-wrapper';
import { CurrentFactoryContext, type CurrentFactory } from '@/shared/ui/current-factory';
import { useFactoryList } from './use-factory-list';

const toFilter = () => ({});

describe('useFactoryList', () => {
  it('waits for the factory and then asks once, for that factory', async () => {
    const fetchPage = vi.fn(() => Promise.resolve({ code: 200, msg: 'ok', rows: [], total: 0 }));
    let current: CurrentFactory = { factoryId: null, factoryName: '', tree: [] };
    const Queries = queryWrapper();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Queries>
        <CurrentFactoryContext.Provider value={current}>{children}</CurrentFactoryContext.Provider>
      </Queries>
    );
    const { rerender } = renderHook(() => useFactoryList(['t'], fetchPage, toFilter), { wrapper });
    expect(fetchPage).not.toHaveBeenCalled();
    current = { factoryId: 11, factoryName: '上海第一水厂', tree: [] };
    await act(async () => rerender());
    expect(fetchPage.mock.calls).toEqual([[{ factoryId: 11, pageNum: 1, pageSize: 100 }]]);
  });

  it('asks for the factory at once when it is known from the start', async () => {
    const fetchPage = vi.fn(() => Promise.resolve({ code: 200, msg: 'ok', rows: [], total: 0 }));
    const Queries = queryWrapper();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Queries>
        <CurrentFactoryContext.Provider value={{ factoryId: 12, factoryName: '', tree: [] }}>
          {children}
        </CurrentFactoryContext.Provider>
      </Queries>
    );
    renderHook(() => useFactoryList(['t'], fetchPage, toFilter), { wrapper });
    await act(() => Promise.resolve());
    expect(fetchPage.mock.calls).toEqual([[{ factoryId: 12, pageNum: 1, pageSize: 100 }]]);
  });
});
