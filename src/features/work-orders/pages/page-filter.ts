/**
 * The filter of a work-order page (query form values, factory, 只看我的, home's link filters, and whether a
 * link's query spans every status) and how it follows what happens: the address the page opens at, a new link in
 * the same kept-alive page, the top-bar factory, and the user's own search, reset, factory, 只看我的 and the link
 * filters' tags. Pure, so every rule is table-tested (page-filter.test.ts); useWorkOrderPage holds the state and
 * runs the queries.
 */
import type { FormValues } from '@/shared/form';
import {
  NO_LINK_FILTERS,
  parseOpenRequest,
  urlFactoryId,
  urlLinkFilters,
  type LinkFilters,
  type ListFilter,
  type OpenRequest,
} from './list-query';

export interface PageFilter extends ListFilter {
  /** the query form's values of the last search (also the form's initial values when it is rebuilt) */
  values: FormValues;
}

/** A filter to apply (a new list query), and the order a link asks to open in its answer. */
export interface FilterChange {
  filter: PageFilter;
  open: OpenRequest | null;
}

/**
 * The filter a page opens with: the factory its address names, else the top bar's; a link's order number
 * in the query form, over every status; else home's link filters the address names.
 */
export function startFilter(search: string, topBarFactoryId: number | null): FilterChange {
  const open = parseOpenRequest(search);
  return {
    filter: {
      values: open ? { taskNo: open.taskNo } : {},
      factoryId: urlFactoryId(search) ?? topBarFactoryId,
      mine: false,
      anyStatus: open !== null,
      ...(open ? NO_LINK_FILTERS : urlLinkFilters(search)),
    },
    open,
  };
}

/**
 * The page's own address changed while it stayed mounted (a kept-alive tab following a new link): a link
 * replaces the query with its order (the query form is rebuilt to show it), a link with home's filters
 * replaces the query with them, an address naming only a factory moves the list there; any other address
 * changes nothing (null).
 */
export function followAddress(
  filter: PageFilter,
  search: string,
): (FilterChange & { rebuildForm: boolean }) | null {
  const open = parseOpenRequest(search);
  const named = urlFactoryId(search);
  if (open) {
    return {
      filter: {
        values: { taskNo: open.taskNo },
        factoryId: named ?? filter.factoryId,
        mine: false,
        anyStatus: true,
        ...NO_LINK_FILTERS,
      },
      open,
      rebuildForm: true,
    };
  }
  const linked = urlLinkFilters(search);
  if (linked.myOrders || linked.overdue) {
    // home's figure counts these orders whatever else was typed: the query form starts empty
    return {
      filter: { values: {}, factoryId: named ?? filter.factoryId, mine: false, anyStatus: false, ...linked },
      open: null,
      rebuildForm: true,
    };
  }
  if (named !== null) {
    return { filter: { ...filter, factoryId: named, anyStatus: false }, open: null, rebuildForm: false };
  }
  return null;
}

/**
 * The top-bar factory changed from `previous` to `next`. A change of a chosen factory moves the list
 * there. The shell's first pick (from none) is taken only by a page without a factory, still looking
 * for the order of a pending link; a factory the address named stays (null: nothing changes).
 */
export function followTopBar(
  filter: PageFilter,
  previous: number | null,
  next: number | null,
  pending: OpenRequest | null,
): FilterChange | null {
  if (previous === next) return null;
  if (previous !== null) return { filter: { ...filter, factoryId: next, anyStatus: false }, open: null };
  if (filter.factoryId === null) return { filter: { ...filter, factoryId: next }, open: pending };
  return null;
}

/**
 * The user's own query (查询, the factory picker, 只看我的, closing a link filter's tag) lists the page's statuses
 * again; the link filters stay until their tag is closed.
 */
export const userFilter = (
  filter: PageFilter,
  change: Partial<Pick<PageFilter, 'values' | 'factoryId' | 'mine' | keyof LinkFilters>>,
): PageFilter => ({ ...filter, ...change, anyStatus: false });

/** 重置: empty values on the top bar's factory; 只看我的 and the link filters' tags stay as they are. */
export const resetFilter = (filter: PageFilter, topBarFactoryId: number | null): PageFilter => ({
  values: {},
  factoryId: topBarFactoryId,
  mine: filter.mine,
  anyStatus: false,
  myOrders: filter.myOrders,
  overdue: filter.overdue,
});
