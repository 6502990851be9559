// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterLoad, decide, loginPath, type GuardDecision } from './guard-decision';

type Row = [hasToken: boolean, pathname: string, loaded: boolean, expected: GuardDecision];

describe('route guard decisions (docs/requirements.md §2)', () => {
  const rows: Row[] = [
    // token + /login → /
    [true, '/login', false, { kind: 'redirect', to: '/' }],
    [true, '/login', true, { kind: 'redirect', to: '/' }],
    // token, permissions not loaded → load (white-listed or not)
    [true, '/index', false, { kind: 'load' }],
    [true, '/404', false, { kind: 'load' }],
    [true, '/WorkOrderTask/WarrantyTasks', false, { kind: 'load' }],
    // token, loaded → allow
    [true, '/index', true, { kind: 'allow' }],
    [true, '/no/such/page', true, { kind: 'allow' }],
    [true, '/register', true, { kind: 'allow' }],
    // token, not loaded, a public screen → allow without loading the session
    [true, '/ExternalScreen', false, { kind: 'allow' }],
    [true, '/Process', false, { kind: 'allow' }],
    [true, '/Process/', false, { kind: 'allow' }],
    // no token, white-listed → allow
    [false, '/login', false, { kind: 'allow' }],
    [false, '/register', false, { kind: 'allow' }],
    [false, '/404', false, { kind: 'allow' }],
    [false, '/401', false, { kind: 'allow' }],
    [false, '/ExternalScreen', false, { kind: 'allow' }],
    [false, '/Process', false, { kind: 'allow' }],
    [false, '/login/', false, { kind: 'allow' }],
    // no token, anything else → clear token + /login (keeping where the user was headed)
    [false, '/', false, { kind: 'login', clearToken: true }],
    [false, '/index', false, { kind: 'login', clearToken: true, redirect: '/index' }],
    [false, '/system', true, { kind: 'login', clearToken: true, redirect: '/system' }],
    [false, '/no/such/page', false, { kind: 'login', clearToken: true, redirect: '/no/such/page' }],
    [
      false,
      '/InternalLargeScreen',
      false,
      { kind: 'login', clearToken: true, redirect: '/InternalLargeScreen' },
    ],
  ];

  it.each(rows)('token=%s path=%s loaded=%s', (hasToken, pathname, loaded, expected) => {
    expect(decide({ hasToken, pathname, loaded })).toEqual(expected);
  });

  it.each([
    [true, { kind: 'allow' }],
    [false, { kind: 'login', clearToken: true }],
  ] as const)('getInfo ok=%s → %j', (ok, expected) => {
    expect(afterLoad(ok)).toEqual(expected);
  });

  it('encodes the redirect target', () => {
    expect(loginPath('/a?b=1')).toBe('/login?redirect=%2Fa%3Fb%3D1');
    expect(loginPath()).toBe('/login');
  });
});
