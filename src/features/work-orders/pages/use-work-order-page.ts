/**
 * The state of a work-order page: its filter (query form values, factory, 只看我的), the paged list,
 * the open dialog, and an order a link asked to open (?factoryId=&taskNo=, docs/requirements.md §2 message routes).
 *
 * The page follows two outside values without effects, by comparing with what it saw last render
 * (React's "adjust state while rendering"): its own location's query (a keep-alive tab keeps the page
 * mounted) and the top-bar factory. A link's order is opened once the list has answered its query.
 */
import { useState } from 'react';
import { availableActions, type WoViewer } from '@contract/work-order';
import type { FormValues } from '@/shared/form';
import {
  buildListQuery,
  parseOpenRequest,
  urlFactoryId,
  type ListFilter,
  type OpenRequest,
} from './list-query';
import type { OpenDialog } from './order-dialogs';
import type { WoPageConfig } from './page-configs';
import { dialogOnOpen } from './row-actions';
import { useOrderList } from './use-order-list';

export interface PageFilter extends ListFilter {
  /** the query form's values of the last search (also the form's initial values when it is rebuilt) */
  values: FormValues;
}

interface Pending {
  request: OpenRequest;
  /** the list query made for it: the order is looked for in the answer to this query only */
  query: object;
}

function startOf(config: WoPageConfig, search: string, topBarFactoryId: number | null) {
  const open = parseOpenRequest(search);
  const filter: PageFilter = {
    values: open ? { taskNo: open.taskNo } : {},
    factoryId: urlFactoryId(search) ?? topBarFactoryId,
    mine: false,
    anyStatus: open !== null,
  };
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

  const apply = (next: PageFilter, open: OpenRequest | null = null) => {
    const query = buildListQuery(config, next.values, next);
    setFilter(next);
    list.search(query);
    setPending(open ? { request: open, query } : null);
    setMissing(null);
  };

  if (locationSearch !== seenSearch) {
    setSeenSearch(locationSearch);
    const open = parseOpenRequest(locationSearch);
    const named = urlFactoryId(locationSearch);
    if (open) {
      const values = { taskNo: open.taskNo };
      apply({ values, factoryId: named ?? filter.factoryId, mine: false, anyStatus: true }, open);
      setFormKey((k) => k + 1);
    } else if (named !== null) {
      apply({ ...filter, factoryId: named, anyStatus: false });
    }
  }

  if (topBarFactoryId !== seenTopBar) {
    setSeenTopBar(topBarFactoryId);
    if (seenTopBar !== null) {
      apply({ ...filter, factoryId: topBarFactoryId, anyStatus: false });
    } else if (filter.factoryId === null) {
      // The shell's first pick arrived after the page: take it, still looking for a link's order.
      apply({ ...filter, factoryId: topBarFactoryId }, pending?.request ?? null);
    }
    // A factory the address named stays when the shell's first pick arrives.
  }

  if (pending && !list.loading && list.query === pending.query) {
    setPending(null);
    const row = list.rows.find((r) => r.taskNo === pending.request.taskNo);
    if (row) {
      const dialog = dialogOnOpen(config, availableActions(row, viewer), pending.request.msgType);
      setOpened({ ...dialog, row });
    } else {
      setMissing(pending.request.taskNo);
    }
  }

  return {
    filter,
    formKey,
    list,
    opened,
    setOpened,
    missing,
    dismissMissing: () => setMissing(null),
    search: (values: FormValues) => apply({ ...filter, values, anyStatus: false }),
    reset: () => {
      apply({ values: {}, factoryId: topBarFactoryId, mine: filter.mine, anyStatus: false });
      setFormKey((k) => k + 1);
    },
    chooseFactory: (factoryId: number | null, values: FormValues) =>
      apply({ ...filter, values, factoryId, anyStatus: false }),
    toggleMine: (mine: boolean, values: FormValues) => apply({ ...filter, values, mine, anyStatus: false }),
  };
}
