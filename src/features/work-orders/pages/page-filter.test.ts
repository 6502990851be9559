// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  followAddress,
  followTopBar,
  resetFilter,
  startFilter,
  userFilter,
  type PageFilter,
} from './page-filter';

const filter = (overrides: Partial<PageFilter> = {}): PageFilter => ({
  values: {},
  factoryId: 11,
  mine: false,
  anyStatus: false,
  myOrders: false,
  overdue: false,
  ...overrides,
});
const LINK = { factoryId: 12, taskNo: 'WX1', msgType: null };

describe('startFilter (the address a page opens at)', () => {
  it('lists the top bar’s factory with empty values, or the factory the address names', () => {
    expect(startFilter('', 11)).toEqual({ filter: filter(), open: null });
    expect(startFilter('', null)).toEqual({ filter: filter({ factoryId: null }), open: null });
    expect(startFilter('?factoryId=12', 11)).toEqual({ filter: filter({ factoryId: 12 }), open: null });
  });

  it('a link puts its order number in the query, over every status, and asks to open it', () => {
    expect(startFilter('?factoryId=12&taskNo=WX1', 11)).toEqual({
      filter: filter({ values: { taskNo: 'WX1' }, factoryId: 12, anyStatus: true }),
      open: LINK,
    });
    expect(startFilter('?taskNo=WX1&msgType=1', 11)).toEqual({
      filter: filter({ values: { taskNo: 'WX1' }, anyStatus: true }),
      open: { factoryId: null, taskNo: 'WX1', msgType: 1 },
    });
  });
});

describe('startFilter with home’s link filters', () => {
  it('opens on the user’s own orders, the overdue ones, in the factory named', () => {
    expect(startFilter('?factoryId=12&myOrders=1&overdue=1', 11)).toEqual({
      filter: filter({ factoryId: 12, myOrders: true, overdue: true }),
      open: null,
    });
    expect(startFilter('?myOrders=1', 11).filter).toEqual(filter({ myOrders: true }));
  });

  it('an order link wins over them', () => {
    expect(startFilter('?taskNo=WX1&overdue=1', 11).filter).toEqual(
      filter({ values: { taskNo: 'WX1' }, anyStatus: true }),
    );
  });
});

describe('followAddress (a new link in the same kept-alive page)', () => {
  const before = filter({ values: { deviceName: '水泵' }, mine: true });

  it('replaces the query with the link’s order, in its factory or the current one, and rebuilds the form', () => {
    expect(followAddress(before, '?factoryId=12&taskNo=WX1')).toEqual({
      filter: filter({ values: { taskNo: 'WX1' }, factoryId: 12, anyStatus: true }),
      open: LINK,
      rebuildForm: true,
    });
    expect(followAddress(before, '?taskNo=WX1')?.filter.factoryId).toBe(11);
  });

  it('moves to a factory the address names alone, keeping the query', () => {
    expect(followAddress({ ...before, anyStatus: true }, '?factoryId=12')).toEqual({
      filter: { ...before, factoryId: 12 },
      open: null,
      rebuildForm: false,
    });
  });

  it('replaces the query with home’s filters, the form emptied and 只看我的 off', () => {
    expect(followAddress(before, '?myOrders=1&overdue=1')).toEqual({
      filter: filter({ myOrders: true, overdue: true }),
      open: null,
      rebuildForm: true,
    });
    expect(followAddress(filter({ overdue: true }), '?taskNo=WX1')?.filter.overdue).toBe(false);
  });

  it('changes nothing for an address without either', () => {
    expect(followAddress(before, '')).toBeNull();
    expect(followAddress(before, '?factoryId=x&other=1')).toBeNull();
  });
});

describe('followTopBar (the top-bar factory changed)', () => {
  it('follows a change of a chosen factory, leaving a link’s statuses and its pending order', () => {
    expect(followTopBar(filter({ anyStatus: true }), 11, 12, LINK)).toEqual({
      filter: filter({ factoryId: 12 }),
      open: null,
    });
    expect(followTopBar(filter(), 11, null, null)).toEqual({
      filter: filter({ factoryId: null }),
      open: null,
    });
  });

  it('takes the shell’s first pick when the page has no factory, still looking for a link’s order', () => {
    const waiting = filter({ factoryId: null, values: { taskNo: 'WX1' }, anyStatus: true });
    expect(followTopBar(waiting, null, 11, LINK)).toEqual({
      filter: { ...waiting, factoryId: 11 },
      open: LINK,
    });
  });

  it('keeps the factory a link named when the shell’s first pick arrives', () => {
    expect(followTopBar(filter({ factoryId: 12 }), null, 11, LINK)).toBeNull();
  });

  it('changes nothing when the factory stays', () => {
    expect(followTopBar(filter(), 11, 11, null)).toBeNull();
  });
});

describe('the user’s own query', () => {
  it('lists the page’s statuses again, whatever a link asked', () => {
    const linked = filter({ values: { taskNo: 'WX1' }, anyStatus: true });
    expect(userFilter(linked, { values: { taskNo: 'WX1' } })).toEqual({ ...linked, anyStatus: false });
    expect(userFilter(linked, { factoryId: 12 })).toEqual({ ...linked, factoryId: 12, anyStatus: false });
    expect(userFilter(linked, { mine: true })).toEqual({ ...linked, mine: true, anyStatus: false });
  });

  it('重置 empties the values and goes back to the top bar’s factory, keeping 只看我的 and the link filters', () => {
    const chosen = filter({ values: { taskNo: 'WX1' }, factoryId: 12, mine: true, anyStatus: true });
    expect(resetFilter(chosen, 11)).toEqual(filter({ mine: true }));
    expect(resetFilter(filter({ myOrders: true, overdue: true }), 11)).toEqual(
      filter({ myOrders: true, overdue: true }),
    );
  });

  it('closing a link filter’s tag drops that filter alone', () => {
    const linked = filter({ values: { deviceName: '泵' }, myOrders: true, overdue: true });
    expect(userFilter(linked, { overdue: false })).toEqual(
      filter({ values: { deviceName: '泵' }, myOrders: true }),
    );
  });
});
