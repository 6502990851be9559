/**
 * The list state of a ledger page: one factory (the top-bar factory, followed until another is chosen on the page),
 * the query form's values as a filter, and the paged server list of that factory. An address
 * `?factoryId=&keyword=` (the global search's link, docs/search.md) starts the page on that factory and keyword.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageResult } from '@contract/common';
import type { FormValues } from '@/shared/form';
import { usePagedQuery } from './use-paged-query';
import { LINK_PARAMS, linkId, linkParam } from '@/shared/routes/paths';
import { useChosenFactory } from '@/shared/ui/current-factory';

type Paged<Q> = Q & { pageNum: number; pageSize: number };

export function useFactoryList<R, F extends object>(
  scope: readonly unknown[],
  fetchPage: (query: Paged<F & { factoryId: number }>) => Promise<PageResult<R>>,
  toFilter: (values: FormValues) => F,
) {
  const { search: address } = useLocation();
  // The address is read once: a kept tab's query is its own (docs/architecture.md §4 "Keep-alive tabs").
  const [link] = useState(() => {
    const keyword = linkParam(address, LINK_PARAMS.KEYWORD);
    return { factoryId: linkId(address, LINK_PARAMS.FACTORY_ID), values: keyword ? { keyword } : {} };
  });
  const { factoryId, tree, chooseFactory } = useChosenFactory(link.factoryId);
  const [values, setValues] = useState<FormValues>(link.values);
  // A page opened before the top bar knows its factory starts on a query without one: the list waits until the
  // effect below has put the factory in its query, rather than ask for factory 0, which the server refuses.
  const list = usePagedQuery<R, F & { factoryId: number }>(
    scope,
    fetchPage,
    { ...toFilter(link.values), factoryId: factoryId ?? 0 },
    (query) => factoryId !== null && query.factoryId === factoryId,
  );
  const { search, query } = list;
  useEffect(() => {
    if (factoryId === null) return;
    const next = { ...toFilter(values), factoryId };
    // The list starts on its initial query; search only when the filter really changed (no second request).
    if (JSON.stringify(next) !== JSON.stringify(query)) search(next);
  }, [factoryId, values, search, query, toFilter]);
  /** `initialValues` of the page's query form: what the address asked for */
  const linkValues: FormValues = link.values;
  return { ...list, factoryId, tree, chooseFactory, setValues, linkValues };
}
