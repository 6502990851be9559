/**
 * The state of a work-order page: its filter (query form values, factory, 只看我的, home's link filters), the
 * paged list, the open dialog, and an order a link asked to open (?factoryId=&taskNo=, docs/requirements.md §2
 * message routes).
 *
 * The page follows two outside values without effects, by comparing with what it saw last render
 * (React's "adjust state while rendering"): its own location's query (a keep-alive tab keeps the page
 * mounted) and the top-bar factory. A link's order is opened once the list has answered its query.
 * What each of these does to the filter, and what a link opens, are pure rules (page-filter.ts,
 * row-actions.ts); this hook holds the state and runs the list queries.
 */
import { useState } from 'react';
import type { WoViewer } from '@contract/work-order';
import type { FormValues } from '@/shared/form';
import { buildListQuery, type LinkFilters, type OpenRequest } from './list-query';
import type { OpenDialog } from './order-dialogs';
import type { WoPageConfig } from './page-configs';
import {
  followAddress,
  followTopBar,
  resetFilter,
  startFilter,
  userFilter,
  type FilterChange,
  type PageFilter,
} from './page-filter';
import { openFromLink } from './row-actions';
import { useOrderList } from './use-order-list';

interface Pending {
  request: OpenRequest;
  /** the list query made for it: the order is looked for in the answer to this query only */
  query: object;
}

function startOf(config: WoPageConfig, search: string, topBarFactoryId: number | null) {
  const { filter, open } = startFilter(search, topBarFactoryId);
  const query = buildListQuery(config, filter.values, filter);
  return { filter, query, pending: open ? { request: open, query } : null };
}

export function useWorkOrderPage(
  config: WoPageConfig,
  locationSearch: string,
  topBarFactoryId: number | null,
  viewer: WoViewer,
) {
  const [start] = useState(() => startOf(config, locationSearch, topBarFactoryId));
  const [filter, setFilter] = useState<PageFilter>(start.filter);
  // Rebuilding the query form (a new key) is how a link's values reach it after it has mounted.
  const [formKey, setFormKey] = useState(0);
  const list = useOrderList(config.source, start.query);
  const [pending, setPending] = useState<Pending | null>(start.pending);
  const [opened, setOpened] = useState<OpenDialog | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [seenSearch, setSeenSearch] = useState(locationSearch);
  const [seenTopBar, setSeenTopBar] = useState(topBarFactoryId);

  const apply = ({ filter: next, open }: FilterChange) => {
    const query = buildListQuery(config, next.values, next);
    setFilter(next);
    list.search(query);
    setPending(open ? { request: open, query } : null);
    setMissing(null);
  };

  if (locationSearch !== seenSearch) {
    setSeenSearch(locationSearch);
    const change = followAddress(filter, locationSearch);
    if (change) apply(change);
    if (change?.rebuildForm) setFormKey((k) => k + 1);
  }

  if (topBarFactoryId !== seenTopBar) {
    setSeenTopBar(topBarFactoryId);
    const change = followTopBar(filter, seenTopBar, topBarFactoryId, pending?.request ?? null);
    if (change) apply(change);
  }

  if (pending && !list.loading && list.query === pending.query) {
    setPending(null);
    const outcome = openFromLink(config, list.rows, pending.request, viewer);
    if ('opened' in outcome) setOpened(outcome.opened);
    else setMissing(outcome.missing);
  }

  const applyFilter = (next: PageFilter) => apply({ filter: next, open: null });
  return {
    filter,
    formKey,
    list,
    opened,
    setOpened,
    missing,
    dismissMissing: () => setMissing(null),
    search: (values: FormValues) => applyFilter(userFilter(filter, { values })),
    reset: () => {
      applyFilter(resetFilter(filter, topBarFactoryId));
      setFormKey((k) => k + 1);
    },
    chooseFactory: (factoryId: number | null, values: FormValues) =>
      applyFilter(userFilter(filter, { values, factoryId })),
    toggleMine: (mine: boolean, values: FormValues) => applyFilter(userFilter(filter, { values, mine })),
    /** closing a link filter's tag (我的未关闭工单, 只看已超期) */
    dropLinkFilter: (name: keyof LinkFilters, values: FormValues) =>
      applyFilter(userFilter(filter, { values, [name]: false })),
  };
}
