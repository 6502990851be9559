import { describe, expect, it } from 'vitest';
import { addressOf, ROUTE_PATHS, ROUTER_BASENAME } from './paths';

describe('addressOf', () => {
  it('puts a console path, with its query, under the base path', () => {
    expect(ROUTER_BASENAME).toBe('/woms');
    expect(addressOf(ROUTE_PATHS.LOGIN)).toBe('/woms/login');
    expect(addressOf('/WorkOrderTask/WarrantyTasks?id=7')).toBe('/woms/WorkOrderTask/WarrantyTasks?id=7');
  });

  it('adds the slash a relative path lacks', () => {
    expect(addressOf('index')).toBe('/woms/index');
  });
});
